/**
 * Where the toast region sits (spec section 9: toasts last 8 seconds, so they must not hide what the
 * customer needs meanwhile): right under the sticky navbar, never over it, and the screen's content
 * moves down by the toasts' height instead of lying under them, so no heading, field or button is
 * covered (checkout's place-order buttons stay sticky at the bottom). Two CSS variables on the root
 * carry it: --pp-toasts-top (the navbar's height; 0 on the login screens, which have none) and
 * --pp-toasts-height (what the content moves down); both go when the last toast does.
 */
const ROOT_VARIABLES = ['--pp-toasts-top', '--pp-toasts-height'] as const;

/** Ref of the toast region: follows the navbar's and the region's size while the region is shown. */
export function placeToastRegion(region: HTMLElement | null): (() => void) | undefined {
  if (!region) return undefined;
  const root = document.documentElement;
  const update = () => {
    const navbar = document.querySelector<HTMLElement>('.pp-navbar');
    root.style.setProperty('--pp-toasts-top', `${navbar?.offsetHeight ?? 0}px`);
    // Inside the main content only: the login screens are dialogs over a backdrop, nothing to move.
    root.style.setProperty('--pp-toasts-height', `${navbar ? Math.ceil(region.getBoundingClientRect().height) : 0}px`);
  };
  update();
  // Every browser the portal supports has ResizeObserver; a DOM without one (jsdom) keeps the first figures.
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  observer?.observe(region);
  const navbar = document.querySelector<HTMLElement>('.pp-navbar');
  if (navbar) observer?.observe(navbar);
  return () => {
    observer?.disconnect();
    for (const name of ROOT_VARIABLES) root.style.removeProperty(name);
  };
}
