import { render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createActor, fromPromise } from 'xstate';
import { vi } from 'vitest';
import { sessionMachine, type SessionAnswer } from '../../../machines/session.machine.js';
import { showSessionFailures } from '../../../src/features/session/actors/session-toasts.js';
import type { AppServices } from '../../../src/app/create-actors.js';
import type { AuthApi } from '../../../src/features/session/api.js';
import type { CatalogApi } from '../../../src/features/catalog/api/catalog.js';
import { i18n } from '../../../src/shared/i18n/i18n.js';
import type { LoginInput } from '../../../src/domain/session.js';
import { createApiClient } from '../../../src/shared/api-client/client.js';
import { createShopActors } from '../../../src/app/shop-actors.js';
import { followPasswordReset, followSession, followShop } from '../../../src/app/flow-navigation.js';
import { followWizardExits } from '../../support/wizard-exits.js';
import { createPasswordResetActor } from '../../../src/features/session/actors/password-reset-actors.js';
import { createAppRouter } from '../../../src/app/router.js';
import { resetGuard } from '../../../src/app/guard.js';
import { AppServicesProvider } from '../../../src/app/app-context.js';
import { answerOf, catalog, customer } from '../../machines/session-fixtures.js';

/** Fake API calls: every one a vi.fn the test can script; defaults answer like a healthy server. */
export function fakeApis() {
  const auth = {
    login: vi.fn(async (_body: LoginInput): Promise<SessionAnswer> => ({ status: 200, answer: answerOf(customer) })),
    refresh: vi.fn(async (): Promise<SessionAnswer> => Promise.reject(Object.assign(new Error('unauthenticated'), { status: 401 }))),
    choosePartner: vi.fn(async (_partnerId: number): Promise<SessionAnswer> => ({ status: 200, answer: answerOf(customer) })),
    logout: vi.fn(async () => undefined),
    forgot: vi.fn(async (_email: string) => ({ message: 'Als dit adres bij ons bekend is, ontvang je een e-mail.' })),
    reset: vi.fn(async (_body: { email: string; password: string; password_confirmation: string; token: string }) => ({ message: 'Je wachtwoord is gewijzigd.' })),
  } satisfies AuthApi;
  const catalogApi = {
    catalog: vi.fn(async () => catalog),
    products: vi.fn(async () => []),
    finishes: vi.fn(async () => []),
    addresses: vi.fn(async () => []),
    specsCheck: vi.fn(async () => ({ seen_specs: true })),
    specs: vi.fn(async () => new Blob(['%PDF'])),
    toggleFavorite: vi.fn(async (_productId: number) => true),
  } satisfies CatalogApi;
  return { auth, catalog: catalogApi };
}

/** The real router, guard, screens and session machine, with fake API calls behind the actors. */
export function renderApp(path: string, apis = fakeApis()) {
  resetGuard();
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(() => apis.auth.refresh()),
        login: fromPromise(({ input }) => apis.auth.login(input as never)),
        choosePartner: fromPromise(({ input }) => apis.auth.choosePartner((input as { partnerId: number }).partnerId)),
        logout: fromPromise(() => apis.auth.logout()),
        loadCatalog: fromPromise(() => apis.catalog.catalog()),
        loadProducts: fromPromise(() => apis.catalog.products()),
        loadFinishes: fromPromise(() => apis.catalog.finishes()),
        loadAddresses: fromPromise(() => apis.catalog.addresses()),
        checkSpecs: fromPromise(() => apis.catalog.specsCheck()),
      } as never,
    }),
  );
  showSessionFailures(session); // as createAppServices attaches them
  session.start();
  // The screens under test make no cart or checkout calls: those go to a client that is offline.
  const offline = createApiClient({ prefixUrl: 'http://offline.test/api/v1', fetch: () => Promise.reject(new Error('offline')) });
  const services: AppServices = { session, auth: apis.auth, catalog: apis.catalog, ...createShopActors({ session, api: offline }) };
  // As src/actors/app-actors.ts does, with the fake auth calls.
  services.loadPasswordReset = async () => {
    if (services.passwordReset) return;
    services.passwordReset = createPasswordResetActor(apis.auth);
    followPasswordReset(services.passwordReset, router);
  };
  const router = createAppRouter(services, createMemoryHistory({ initialEntries: [path] }));
  // As src/main.tsx does: the machines' outcomes move the router.
  followSession(session, router);
  followShop(services, router);
  followWizardExits(services.print, router);
  const view = render(
    <I18nProvider i18n={i18n}>
      <AppServicesProvider value={services}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </I18nProvider>,
  );
  return { ...view, router, session, services, apis, path: () => router.state.location.href };
}

export async function expectToast(text: string | RegExp) {
  await waitFor(() => {
    const toasts = [...document.querySelectorAll('.pp-toast')].map((node) => node.textContent ?? '');
    if (!toasts.some((toast) => (typeof text === 'string' ? toast.includes(text) : text.test(toast)))) {
      throw new Error(`no toast ${String(text)} among ${JSON.stringify(toasts)}`);
    }
  });
}

export { screen, waitFor };
