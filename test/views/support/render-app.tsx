import { render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { onTestFinished, vi } from 'vitest';
import type { AuthApi } from '../../../src/features/session/api.js';
import type { CatalogApi } from '../../../src/features/catalog/api/catalog.js';
import { i18n } from '../../../src/shared/i18n/i18n.js';
import type { LoginInput } from '../../../src/domain/session.js';
import { createApiClient } from '../../../src/shared/api-client/client.js';
import { createAppServices } from '../../../src/app/create-actors.js';
import type { SessionAnswer } from '../../../machines/session.machine.js';
import { followPasswordReset, followSession, followShop } from '../../../src/app/flow-navigation.js';
import { createAppRouter } from '../../../src/app/router.js';
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
  // The screens under test make no cart or checkout calls: those go to a client that is offline.
  const offline = createApiClient({ prefixUrl: 'http://offline.test/api/v1', fetch: () => Promise.reject(new Error('offline')) });
  // As src/main.tsx does, with the fake auth and catalogue calls.
  const services = createAppServices({
    api: offline,
    auth: apis.auth,
    catalog: apis.catalog,
    onShop: (shop) => followShop(shop, router),
    onPasswordReset: (passwordReset) => followPasswordReset(passwordReset, router),
  });
  // A test's actors end with it: a late answer of this test (a failed call's retry) must not toast
  // into the next test's screen.
  onTestFinished(() => {
    services.portal.stop();
  });
  const session = services.session;
  const router = createAppRouter(services, createMemoryHistory({ initialEntries: [path] }));
  // As src/main.tsx does: the machines' outcomes move the router.
  followSession(session, router);
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
