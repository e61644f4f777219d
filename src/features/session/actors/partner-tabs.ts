import type { Actor } from 'xstate';
import type { sessionMachine } from '../../../../machines/session.machine.js';

/** localStorage key naming the user and partner the newest tab works for. */
export const ACTIVE_PARTNER_KEY = 'pp.active-partner';

/**
 * Several tabs share one token in localStorage, so a tab whose partner differs from the one another
 * tab just chose would act for the wrong partner. Each booted tab announces its partner; a tab that
 * hears of a different one is blocked (spec section 4). Returns the function that stops watching.
 */
export function watchPartnerTabs(session: Actor<typeof sessionMachine>, storage: Storage = localStorage): () => void {
  let mine: string | null = null;
  const subscription = session.subscribe((snapshot) => {
    const user = snapshot.context.user;
    const partnerTab = snapshot.matches({ authenticated: 'booted' }) && user?.partner ? `${user.id}:${user.partner.id}` : null;
    if (partnerTab && partnerTab !== mine) {
      mine = partnerTab;
      storage.setItem(ACTIVE_PARTNER_KEY, partnerTab);
    }
    if (snapshot.matches('unauthenticated')) mine = null;
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ACTIVE_PARTNER_KEY || !event.newValue || !mine) return;
    if (event.newValue !== mine) session.send({ type: 'tabs.conflict' });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    subscription.unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
