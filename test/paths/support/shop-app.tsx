import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { expect } from 'vitest';
import { createActor, fromPromise, waitFor as settled, type InspectionEvent } from 'xstate';
import { sessionMachine, type SessionAnswer } from '../../../machines/session.machine.js';
import type { AppServices } from '../../../src/app/create-actors.js';
import { createShopActors } from '../../../src/app/shop-actors.js';
import type { Catalog, Finish, Product } from '../../../src/domain/catalog.js';
import { i18n } from '../../../src/shared/i18n/i18n.js';
import { createAppRouter, type AppRouter } from '../../../src/app/router.js';
import { resetGuard } from '../../../src/app/guard.js';
import { toastQueue } from '../../../src/shared/ui/toast-queue.js';
import { AppServicesProvider } from '../../../src/app/app-context.js';
import { answerOf, catalog, customer } from '../../machines/session-fixtures.js';
import { fakeApis } from '../../views/support/render-app.js';
import { httpEdge, type HttpEdge, type SentRequest } from './http-edge.js';

/** What the booted session loaded (defaults: an empty catalogue, no products, no finishes). */
export interface SessionData {
  catalog?: Catalog;
  products?: Product[];
  finishes?: Finish[];
  /** The login's answer (default: the Dutch customer with the default settings). */
  answer?: SessionAnswer;
}

/** A booted Dutch customer (the session's calls answer at once: the session has its own paths). */
export async function bootedSession(data: SessionData = {}) {
  const session = createActor(sessionMachine.provide({
    actors: {
      login: fromPromise(async () => data.answer ?? { status: 200, answer: answerOf({ ...customer, lang: 'nl' }) }),
      loadCatalog: fromPromise(async () => data.catalog ?? catalog),
      loadProducts: fromPromise(async () => data.products ?? []),
      loadFinishes: fromPromise(async () => data.finishes ?? []),
      loadAddresses: fromPromise(async () => []),
      checkSpecs: fromPromise(async () => ({ seen_specs: true })),
    } as never,
  })).start();
  session.send({ type: 'login.token', token: 'abc' });
  await settled(session, (snapshot) => snapshot.matches({ authenticated: 'booted' }));
  return session;
}

/** Renders the app's router with its services and the Dutch catalogue (as src/main.tsx does). */
export function renderRouter(services: AppServices, router: AppRouter): void {
  render(
    <I18nProvider i18n={i18n}>
      <AppServicesProvider value={services}>
        <RouterProvider router={router} />
      </AppServicesProvider>
    </I18nProvider>,
  );
}

/** A fresh router at `start` on a memory history, with the guard reset (each path starts anew). */
export function memoryRouter(services: AppServices, start: string): AppRouter {
  resetGuard();
  return createAppRouter(services, createMemoryHistory({ initialEntries: [start] }));
}

export interface ShopWorld {
  edge: HttpEdge;
  services: AppServices;
  router: AppRouter;
  /** Where the customer is: path and query. */
  path: () => string;
  navigate: (href: string) => void;
  user: ReturnType<typeof userEvent.setup>;
  stop: () => void;
}

export interface ShopOptions {
  start: string;
  /** What the first screen shows once it is there (its lazy modules loaded). */
  ready: () => Promise<unknown>;
  /** Requests that wait for the path's answer (by path, or those a function picks); `answers` come at once. */
  held?: readonly string[] | ((request: SentRequest) => boolean);
  answers?: Record<string, unknown>;
  session?: SessionData;
  /** As src/main.tsx wires it: which machines' outcomes move the router (followPrint, followShop). */
  follow?: (services: AppServices, router: AppRouter) => void;
}

/**
 * The whole app for a booted customer at `start`, every shop actor inspected, the API client on
 * the http edge (`held` requests wait for the path's answer, `answers` come at once).
 */
export async function renderShop(inspect: (event: InspectionEvent) => void, options: ShopOptions): Promise<ShopWorld> {
  toastQueue.clear();
  const edge = httpEdge({ held: options.held ?? [], answers: options.answers });
  const session = await bootedSession(options.session);
  const apis = fakeApis();
  const services: AppServices = { session, auth: apis.auth, catalog: apis.catalog, ...createShopActors({ session, api: edge.api, inspect }) };
  const router = memoryRouter(services, options.start);
  options.follow?.(services, router);
  renderRouter(services, router);
  await options.ready();
  return {
    edge,
    services,
    router,
    path: () => router.state.location.href,
    navigate: (href) => void router.history.push(href),
    user: userEvent.setup({ applyAccept: false }),
    stop: () => {
      for (const actor of [services.afterOrder, services.orderDetail, services.orderList, services.checkout, services.cart, services.print, session]) actor.stop();
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
