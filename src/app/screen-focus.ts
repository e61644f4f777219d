import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAppServices } from './app-context.js';

/** The first visible h1/h2 of the page's main content (the kept selector hides with display: none). */
export function screenHeading(doc: Document): HTMLElement | null {
  const headings = [...doc.querySelectorAll<HTMLElement>('main h1, main h2')];
  return headings.find((heading) => heading.getClientRects().length > 0) ?? null;
}

/** An open dialog (login, added-to-cart, confirm) manages focus itself. */
const focusInDialog = (doc: Document): boolean => doc.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null;

/**
 * Puts the keyboard focus on the screen's heading (made focusable by script, not by Tab) so the
 * next Tab starts in the new screen, not in the navbar or on the old screen's button. Returns
 * whether it did.
 */
export function focusScreenHeading(doc: Document): boolean {
  if (focusInDialog(doc)) return false;
  const heading = screenHeading(doc);
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return doc.activeElement === heading;
}

/** Frames to wait for a lazily loaded screen to draw its heading. */
const HEADING_WAIT_FRAMES = 120;

/**
 * After every change of path, once, for the whole app: the new screen's heading gets the focus.
 * Subscribed to the router in the root layout.
 */
export function useScreenHeadingFocus(): void {
  const router = useRouter();
  useEffect(() => {
    let frame = 0;
    const unsubscribe = router.subscribe('onRendered', (event) => {
      if (!event.pathChanged || !event.fromLocation) return; // a first page load keeps autofocus (login)
      cancelAnimationFrame(frame);
      let tries = 0;
      const attempt = () => {
        if (focusScreenHeading(document) || ++tries > HEADING_WAIT_FRAMES || focusInDialog(document)) return;
        frame = requestAnimationFrame(attempt);
      };
      frame = requestAnimationFrame(attempt);
    });
    return () => {
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [router]);
}

/**
 * A message belongs to the screen it speaks about: once the customer is on another screen, the
 * toasts of the screen they left go (a login failure is not news on the home page after the next
 * login worked). Toasts raised for the new screen (a reorder's unavailable prints on the checkout)
 * stay. The screen changes when the router starts loading it, not when it has loaded: what a
 * screen's own loading raises (the answer to a mailed link, sent from its beforeLoad) speaks about
 * that screen, and often arrives before its code does. Subscribed to the router once, in the root layout.
 */
export function useToastsOfScreen(): void {
  const router = useRouter();
  const { toasts } = useAppServices();
  useEffect(
    () =>
      router.subscribe('onBeforeLoad', (event) => {
        if (event.pathChanged) toasts.enterScreen(event.toLocation.pathname);
      }),
    [router, toasts],
  );
}
