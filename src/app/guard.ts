import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import type { SessionActor } from './create-actors.js';
import { readToken } from '../shared/api-client/token-store.js';
import { isLoginArea, safeRedirectPath } from './paths.js';

interface GuardLocation {
  pathname: string;
  search: Record<string, unknown>;
  /** Path and query, e.g. /checkout?x=1 */
  href: string;
}

/**
 * Waits for a running login, refresh, partner choice or logout (the session's `busy` tag); asks for
 * the stored session first (the session tries it once per page).
 */
async function settledSession(session: SessionActor, mayRestore: boolean) {
  if (mayRestore && session.getSnapshot().matches('unauthenticated')) session.send({ type: 'session.restore' });
  return waitFor(session, (snapshot) => !snapshot.hasTag('busy'), { timeout: 60_000 });
}

/**
 * The link in an e-mail (/login?token=...) logs in once, while logged out (the session keeps which
 * link it tried); its login then goes on to the boot screen (src/app/flow-navigation.ts). Already
 * logged in: on to the boot screen.
 */
function loginWithToken(session: SessionActor, token: string, url: unknown): void {
  const snapshot = session.getSnapshot();
  if (snapshot.matches('unauthenticated')) session.send({ type: 'login.token', token });
  else if (snapshot.matches('authenticated')) throw redirect({ to: '/loading', search: { url: safeRedirectPath(url) }, replace: true });
}

const isLoggedIn = (snapshot: ReturnType<SessionActor['getSnapshot']>) =>
  snapshot.matches('authenticated') || snapshot.matches('choosingPartner');

/**
 * The navigation guard of spec section 2, run before every route loads:
 * - login, forgot, reset and any route with a `token` query pass (a token elsewhere is taken to
 *   login, which logs in with it and comes back);
 * - otherwise authenticate (the running session, else a refresh); on failure go to login keeping
 *   the query and the wanted path in `url` (no toast: nothing was tried yet);
 * - logged in but not booted -> /loading?url=...; /loading when booted -> home;
 * - a logged-in user on login -> home.
 */
export async function guardNavigation(session: SessionActor, location: GuardLocation): Promise<void> {
  const { pathname, search, href } = location;
  const token = typeof search.token === 'string' ? search.token : null;
  if (isLoginArea(pathname)) {
    if (token && pathname === '/login') {
      loginWithToken(session, token, search.url);
      return;
    }
    if (token) return;
    // A stored token hints at a live session: find out, so a logged-in user is sent home.
    const snapshot = await settledSession(session, readToken() !== null);
    if (isLoggedIn(snapshot) && !snapshot.matches('choosingPartner') && pathname === '/login') {
      throw redirect({ to: '/', replace: true });
    }
    return;
  }
  if (token) {
    const { token: _token, ...rest } = search;
    const back = new URLSearchParams(Object.entries(rest).map(([key, value]) => [key, String(value)])).toString();
    throw redirect({ to: '/login', search: { token, url: safeRedirectPath(pathname + (back ? `?${back}` : '')) } });
  }
  const snapshot = await settledSession(session, true);
  if (snapshot.matches('blocked')) return;
  if (!isLoggedIn(snapshot)) {
    session.send({ type: 'login.required' });
    throw redirect({ to: '/login', search: { ...search, url: href } });
  }
  // A partner account that has not chosen yet does so in the login modal, then comes back.
  if (snapshot.matches('choosingPartner')) throw redirect({ to: '/login', search: { url: href } });
  const booted = snapshot.matches({ authenticated: 'booted' });
  // The order page authenticates but boots on its own (spec section 2).
  if (!booted && pathname.startsWith('/order/')) return;
  if (pathname === '/loading') {
    // Booted already (a fast boot, or a second visit): straight on to the wanted page or home.
    if (booted) throw redirect({ href: safeRedirectPath(search.url), replace: true });
    return;
  }
  if (!booted) throw redirect({ to: '/loading', search: { url: href } });
}
