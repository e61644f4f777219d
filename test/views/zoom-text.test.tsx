import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../machines/session.machine.js';
import { createAppServices } from '../../src/app/create-actors.js';
import { ZOOM_CLASS } from '../../src/features/account/zoom-text.js';
import { answerOf, catalog, customer, settings } from '../machines/session-fixtures.js';
import { fakeApis } from './support/render-app.js';

const zoomed = () => document.documentElement.classList.contains(ZOOM_CLASS);

describe('larger text (zoom_text)', () => {
  it('puts the class on the root while the setting is on, and follows changes and logout', async () => {
    const apis = fakeApis();
    const sessionLogic = sessionMachine.provide({
      actors: {
        login: fromPromise(async () => ({ status: 200, answer: { ...answerOf(customer), settings: { ...settings, zoom_text: true } } })),
        loadCatalog: fromPromise(async () => catalog),
        loadProducts: fromPromise(async () => []),
        loadFinishes: fromPromise(async () => []),
        loadAddresses: fromPromise(async () => []),
        checkSpecs: fromPromise(async () => ({ seen_specs: true })),
      } as never,
    });
    const { portal, session } = createAppServices({ auth: apis.auth, catalog: apis.catalog, sessionLogic, onSessionLost: () => {} });
    expect(zoomed()).toBe(false);
    session.send({ type: 'login.password', email: customer.email, password: 'x' });
    await waitFor(session, (snapshot) => snapshot.matches('authenticated'));
    expect(zoomed()).toBe(true);
    session.send({ type: 'settings.changed', user: customer, settings: { ...settings, zoom_text: false } });
    expect(zoomed()).toBe(false);
    session.send({ type: 'settings.changed', user: customer, settings: { ...settings, zoom_text: true } });
    expect(zoomed()).toBe(true);
    session.send({ type: 'session.logout' });
    await waitFor(session, (snapshot) => snapshot.matches('unauthenticated'));
    expect(zoomed()).toBe(false);
    portal.stop();
  });
});
