// The one place where what the machines decide turns into navigation: created once beside the
// actors (src/main.tsx), so no screen's effect steers a flow. The router's pure URL rules live in
// src/app/router.tsx (beforeLoad); this follows the machines' emitted events.
import type { AnyRouter, RouterHistory } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { isLoginArea, safeRedirectPath } from './paths.js';
import type { SessionActor } from './create-actors.js';
import type { PasswordResetActor } from '../features/session/actors/password-reset-actors.js';
import type { ShopActors, PrintActor } from './shop-actors.js';

interface FlowRouter {
  navigate: AnyRouter['navigate'];
  history: RouterHistory;
  /** Where the router is, or is going (during a navigation). */
  latestLocation: { pathname: string; href: string; search: Record<string, unknown> };
}

/** The app's screens (behind the navbar): not the login area and not the boot screen. */
const isAppScreen = (pathname: string) => !isLoginArea(pathname) && pathname !== '/loading';
const isWizard = (pathname: string) => pathname === '/printer' || pathname.startsWith('/printer/');

/**
 * The session's outcomes: a login on the login screen goes to the boot screen (keeping `?url=`),
 * whose "Ready!" pause ends on the wanted page; a logout goes to login; a partner switch loads the
 * new partner's data on the boot screen, which then comes back to where the customer was.
 */
export function followSession(session: SessionActor, router: FlowRouter): void {
  session.on('login.succeeded', () => {
    if (router.latestLocation.pathname !== '/login') return;
    void router.navigate({ to: '/loading', search: { url: safeRedirectPath(router.latestLocation.search.url) }, replace: true });
  });
  session.on('session.ended', () => {
    if (isAppScreen(router.latestLocation.pathname)) void router.navigate({ to: '/login', search: {}, replace: true });
  });
  session.on('boot.completed', () => {
    // The history takes path and query as one string, exactly as kept in ?url=.
    if (router.latestLocation.pathname === '/loading') router.history.replace(safeRedirectPath(router.latestLocation.search.url));
  });
  session.on('partner.changed', () => {
    const { pathname, href } = router.latestLocation;
    if (isAppScreen(pathname)) void router.navigate({ to: '/loading', search: { url: href } });
  });
}

/**
 * The shop's outcomes: a placed order shows its confirmation, a reorder that put prints in the cart
 * shows the checkout (unavailable prints get a toast), an opened e-mail link leaves the address
 * bar, a refused page link becomes the newest page, and the print wizard follows its machine.
 */
export function followShop(shop: Pick<ShopActors, 'print' | 'checkout' | 'afterOrder' | 'account' | 'orderList'>, router: FlowRouter): void {
  shop.checkout.on('order.placed', ({ orders }) =>
    void router.navigate({ to: '/confirmed', search: { orders: orders.map((order) => order.id).join(','), kind: orders[0]?.kind ?? 'order' } }),
  );
  shop.afterOrder.on('order.reordered', ({ hasPrints }) => {
    if (hasPrints) void router.navigate({ to: '/checkout' });
  });
  // The mailed link's token leaves the address bar once it was tried, whatever the answer.
  const settingsWithoutToken = () => void router.navigate({ to: '/settings', search: {}, replace: true });
  shop.account.on('email.confirmed', settingsWithoutToken);
  shop.account.on('email.refused', settingsWithoutToken);
  // A page link the server refused: the address becomes the newest page the lists actor loads instead.
  shop.orderList.on('cursor.refused', ({ place }) => void router.navigate({ to: `/overview/${place.view}`, search: place.q ? { q: place.q } : {}, replace: true }));
  followPrint(shop.print, router);
}

/** A new password was set: on to the login (the toast says so). */
export function followPasswordReset(passwordReset: PasswordResetActor, router: Pick<FlowRouter, 'navigate'>): void {
  passwordReset.on('password.changed', () => void router.navigate({ to: '/login', search: {} }));
}

/**
 * The print wizard's pages follow its machine (finishes opened, back to the copies), and leaving the
 * wizard while a print is active asks first, by the print machine's own rule (tag
 * `asksBeforeLeaving`): any in-app navigation away from /printer (a link, the logo, Back, the
 * browser's back button) sends `leave.request` and waits for the customer's answer in the wizard's
 * dialog; "Leave" (`leave.confirm`, the print is removed) lets the navigation go on, "Stay" keeps
 * it. The browser's unload warning (reload, close, another site) follows the same tag. Logging out
 * and a partner switch are not the customer leaving the print: they go on without asking.
 */
export function followPrint(print: PrintActor, router: FlowRouter): void {
  print.on('finishes.opened', () => void router.navigate({ to: '/printer/finishes' }));
  // Back on the copies step or the Selection crumb: after the print has settled, so the leave guard
  // below sees its question open, not the snapshot of the event still being handled.
  print.on('selector.requested', () => queueMicrotask(() => void router.navigate({ to: '/selector' })));
  // A print added to the cart: on to more products or to the cart.
  print.on('print.closed', ({ next }) => void router.navigate({ to: next === 'checkout' ? '/checkout' : '/selector' }));
  print.on('copies.opened', () => {
    if (router.latestLocation.pathname !== '/printer') void router.navigate({ to: '/printer' });
  });
  const asks = () => print.getSnapshot().hasTag('asksBeforeLeaving') || print.getSnapshot().hasTag('confirmingLeave');
  const blocker = {
    enableBeforeUnload: asks,
    blockerFn: async ({ nextLocation }: { nextLocation: { pathname: string } }) => {
      if (!asks() || isWizard(nextLocation.pathname) || !isAppScreen(nextLocation.pathname)) return false;
      if (!print.getSnapshot().hasTag('confirmingLeave')) print.send({ type: 'leave.request' });
      const answered = await waitFor(print, (snapshot) => !snapshot.hasTag('confirmingLeave'), { timeout: Infinity });
      return answered.hasTag('asksBeforeLeaving');
    },
  };
  // The guard stands from a print's start until it is completed or removed, so other navigation
  // never waits for it; in between it asks the print machine's tags at each navigation.
  let unblock: (() => void) | null = null;
  print.on('copies.opened', () => {
    unblock ??= router.history.block(blocker);
  });
  const release = () => {
    unblock?.();
    unblock = null;
  };
  print.on('print.completed', release);
  print.on('print.removed', release);
}
