import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { expect } from 'vitest';
import { createActor, fromPromise, waitFor as settled, type InspectionEvent } from 'xstate';
import { sessionMachine } from '../../../machines/session.machine.js';
import type { AppServices } from '../../../src/actors/app-actors.js';
import { followShop } from '../../../src/actors/flow-navigation.js';
import { createShopActors } from '../../../src/actors/shop-actors.js';
import { i18n } from '../../../src/i18n/i18n.js';
import { createAppRouter } from '../../../src/router.js';
import { resetGuard } from '../../../src/routes/guard.js';
import { toastQueue } from '../../../src/ui/toast-queue.js';
import { AppServicesProvider } from '../../../src/views/app-context.js';
import { answerOf, catalog, customer } from '../../machines/session-fixtures.js';
import { fakeApis } from '../../views/support/render-app.js';
import { httpEdge, type HttpEdge } from './http-edge.js';

/** A booted Dutch customer (the session's calls answer at once: the session has its own paths). */
export async function bootedSession() {
  const session = createActor(sessionMachine.provide({
    actors: {
      login: fromPromise(async () => ({ status: 200, answer: answerOf({ ...customer, lang: 'nl' }) })),
      loadCatalog: fromPromise(async () => catalog),
      loadProducts: fromPromise(async () => []),
      loadFinishes: fromPromise(async () => []),
      loadAddresses: fromPromise(async () => []),
      checkSpecs: fromPromise(async () => ({ seen_specs: true })),
    } as never,
  })).start();
  session.send({ type: 'login.token', token: 'abc' });
  await settled(session, (snapshot) => snapshot.matches({ authenticated: 'booted' }));
  return session;
}

export interface ShopWorld {
  edge: HttpEdge;
  services: AppServices;
  path: () => string;
  navigate: (href: string) => void;
  user: ReturnType<typeof userEvent.setup>;
  stop: () => void;
}

/**
 * The whole app for a booted customer at `start`, every shop actor inspected, the API client on
 * the http edge (`held` requests wait for the path's answer, `answers` come at once).
 */
export async function renderShop(
  inspect: (event: InspectionEvent) => void,
  options: {
    start: string;
    ready: () => Promise<unknown>;
    held: readonly string[];
    answers?: Record<string, unknown>;
    /** As src/main.tsx does: the shop's emitted outcomes move the router (flow-navigation). */
    followShop?: boolean;
  },
): Promise<ShopWorld> {
  resetGuard();
  toastQueue.clear();
  const edge = httpEdge({ held: options.held, answers: options.answers });
  const session = await bootedSession();
  const apis = fakeApis();
  const services: AppServices = { session, auth: apis.auth, catalog: apis.catalog, ...createShopActors({ session, api: edge.api, inspect }) };
  const router = createAppRouter(services, createMemoryHistory({ initialEntries: [options.start] }));
  if (options.followShop) followShop(services, router);
  render(
    <I18nProvider i18n={i18n}>
      <AppServicesProvider value={services}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </I18nProvider>,
  );
  await options.ready();
  return {
    edge,
    services,
    path: () => router.state.location.href,
    navigate: (href) => void router.history.push(href),
    user: userEvent.setup({ applyAccept: false }),
    stop: () => {
      for (const actor of [services.afterOrder, services.orderDetail, services.account, services.checkout, services.cart, services.print, session]) actor.stop();
    },
  };
}

/** The texts of the toasts on screen. */
export const toastTexts = () => [...document.querySelectorAll('.pp-toast')].map((node) => node.textContent ?? '');

export async function expectToast(text: string) {
  await waitFor(() => expect(toastTexts().some((toast) => toast.includes(text)), `toast "${text}" among ${JSON.stringify(toastTexts())}`).toBe(true));
}

export const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';

export const findHeading = (name: string | RegExp) => screen.findByRole('heading', { name });
