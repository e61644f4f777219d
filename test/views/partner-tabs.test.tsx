import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.js';
import { ACTIVE_PARTNER_KEY, watchPartnerTabs } from '../../src/features/session/actors/partner-tabs.js';
import { answerOf, catalog, partnerAccount, partnerChosen } from '../machines/session-fixtures.js';

function bootedPartnerSession() {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        login: fromPromise(async () => ({ status: 206, answer: answerOf(partnerAccount) })),
        choosePartner: fromPromise(async () => ({ status: 200, answer: answerOf(partnerChosen) })),
        loadCatalog: fromPromise(async () => catalog),
        loadProducts: fromPromise(async () => []),
        loadFinishes: fromPromise(async () => []),
        loadAddresses: fromPromise(async () => []),
        checkSpecs: fromPromise(async () => ({ seen_specs: true })),
      } as never,
    }),
  ).start();
  return session;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('tabs with different partners', () => {
  it('announces the partner of a booted tab and blocks it when another tab picks another partner', async () => {
    const session = bootedPartnerSession();
    const stop = watchPartnerTabs(session);
    session.send({ type: 'login.password', email: 'partner@example.nl', password: 'x' });
    await settle();
    session.send({ type: 'partner.choose', partnerId: 20 });
    await settle();
    expect(session.getSnapshot().matches({ authenticated: 'booted' })).toBe(true);
    expect(localStorage.getItem(ACTIVE_PARTNER_KEY)).toBe(`${partnerChosen.id}:20`);

    // The same partner in another tab is fine.
    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_PARTNER_KEY, newValue: `${partnerChosen.id}:20` }));
    expect(session.getSnapshot().matches('blocked')).toBe(false);

    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_PARTNER_KEY, newValue: `${partnerChosen.id}:21` }));
    expect(session.getSnapshot().matches('blocked')).toBe(true);
    stop();
  });

  it('ignores other tabs while this one is not logged in', () => {
    const session = bootedPartnerSession();
    const stop = watchPartnerTabs(session);
    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_PARTNER_KEY, newValue: '2:21' }));
    expect(session.getSnapshot().matches('unauthenticated')).toBe(true);
    stop();
  });
});
