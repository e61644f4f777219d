import { fromCallback } from 'xstate';
import type { PartnerTabsEvent } from '../../../../machines/portal.machine.js';

/** localStorage key naming the user and partner the newest tab works for. */
export const ACTIVE_PARTNER_KEY = 'pp.active-partner';

/**
 * Several tabs share one token in localStorage, so a tab whose partner differs from the one another
 * tab just chose would act for the wrong partner. The portal announces this tab's partner once it
 * has booted (`tab.announce`) and forgets it on logout (`tab.forget`); hearing of a different
 * partner in another tab, this actor tells the portal (`tabs.conflict`), which blocks the tab
 * (spec section 4).
 */
export function partnerTabsActor(storage: Storage, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  return fromCallback<PartnerTabsEvent>(({ sendBack, receive }) => {
    let mine: string | null = null;
    receive((event) => {
      if (event.type === 'tab.forget') {
        mine = null;
        return;
      }
      mine = event.tab;
      storage.setItem(ACTIVE_PARTNER_KEY, event.tab);
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== ACTIVE_PARTNER_KEY || !event.newValue || !mine) return;
      if (event.newValue !== mine) sendBack({ type: 'tabs.conflict' });
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  });
}
