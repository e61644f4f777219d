import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.js';
import { createAppServices } from '../../src/app/create-actors.js';
import { ACTIVE_PARTNER_KEY } from '../../src/features/session/actors/partner-tabs.js';
import { answerOf, catalog, partnerAccount, partnerChosen } from '../machines/session-fixtures.js';
import { fakeApis } from './support/render-app.js';

/** The portal as src/main.tsx creates it (the other tabs watched), with a partner account's calls. */
function partnerPortal() {
  localStorage.clear();
  const apis = fakeApis();
  const sessionLogic = sessionMachine.provide({
    actors: {
      login: fromPromise(async () => ({ status: 206, answer: answerOf(partnerAccount) })),
      choosePartner: fromPromise(async () => ({ status: 200, answer: answerOf(partnerChosen) })),
      loadCatalog: fromPromise(async () => catalog),
      loadProducts: fromPromise(async () => []),
      loadFinishes: fromPromise(async () => []),
      loadAddresses: fromPromise(async () => []),
      checkSpecs: fromPromise(async () => ({ seen_specs: true })),
    } as never,
  });
  return createAppServices({ auth: apis.auth, catalog: apis.catalog, sessionLogic, onSessionLost: () => {} });
}

describe('tabs with different partners', () => {
  it('announces the partner of a booted tab and blocks it when another tab picks another partner', async () => {
    const { portal, session } = partnerPortal();
    session.send({ type: 'login.password', email: 'partner@example.nl', password: 'x' });
    await waitFor(session, (snapshot) => snapshot.matches('choosingPartner'));
    session.send({ type: 'partner.choose', partnerId: 20 });
    await vi.waitFor(() => expect(localStorage.getItem(ACTIVE_PARTNER_KEY)).toBe(`${partnerChosen.id}:20`), { timeout: 20_000 });
    expect(session.getSnapshot().matches({ authenticated: 'booted' })).toBe(true);

    // The same partner in another tab is fine.
    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_PARTNER_KEY, newValue: `${partnerChosen.id}:20` }));
    expect(session.getSnapshot().matches('blocked')).toBe(false);

    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_PARTNER_KEY, newValue: `${partnerChosen.id}:21` }));
    expect(session.getSnapshot().matches('blocked')).toBe(true);
    portal.stop();
  });

  it('ignores other tabs while this one is not logged in', () => {
    const { portal, session } = partnerPortal();
    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_PARTNER_KEY, newValue: '2:21' }));
    expect(session.getSnapshot().matches('unauthenticated')).toBe(true);
    portal.stop();
  });

  it('forgets its partner on logout: another tab choosing another partner then blocks nothing', async () => {
    const { portal, session } = partnerPortal();
    session.send({ type: 'login.password', email: 'partner@example.nl', password: 'x' });
    await waitFor(session, (snapshot) => snapshot.matches('choosingPartner'));
    session.send({ type: 'partner.choose', partnerId: 20 });
    await vi.waitFor(() => expect(localStorage.getItem(ACTIVE_PARTNER_KEY)).toBe(`${partnerChosen.id}:20`), { timeout: 20_000 });
    session.send({ type: 'session.logout' });
    await waitFor(session, (snapshot) => snapshot.matches('unauthenticated'));
    window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_PARTNER_KEY, newValue: `${partnerChosen.id}:21` }));
    expect(session.getSnapshot().matches('blocked')).toBe(false);
    portal.stop();
  });
});
