import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { expect } from 'vitest';
import { fromPromise, waitFor as settled, type InspectionEvent } from 'xstate';
import { sessionMachine, type SessionAnswer } from '../../../machines/session.machine.js';
import type { AppServices } from '../../../src/app/create-actors.js';
import { createAppServices } from '../../../src/app/create-actors.js';
import type { KyInstance } from 'ky';
import type { Catalog, Finish, Product } from '../../../src/domain/catalog.js';
import { i18n } from '../../../src/shared/i18n/i18n.js';
import { createAppRouter, type AppRouter } from '../../../src/app/router.js';
import { AppServicesProvider } from '../../../src/app/app-context.js';
import { InspectContext } from '../../../src/shared/inspect-context.js';
import { addDays, isoDateIn, isUnavailable } from '../../../src/domain/delivery-date.js';
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

/** Today on this machine, as the app reckons it. */
export const today = isoDateIn(new Date());
/**
 * The first day on or after `from` that the picker offers, by its own rule (isUnavailable) and no
 * closing days: on a weekend (from 23:00 UTC on Friday, in Amsterdam's time) that is not today.
 */
export const firstWorkingDay = (from: string = today): string => (isUnavailable(from, { today, disabled: [] }) ? firstWorkingDay(addDays(from, 1)) : from);
/** A healthy server's deadlines in POST /expedition's answer: every kind of delivery can be on the first working day. */
const deliveryDay = firstWorkingDay();
export const deadlines = { regular_deadlines: deliveryDay, speed_deadlines: deliveryDay, combi_deadlines: [], suggested_date: deliveryDay, disabled: [] };

/** The session's calls of a Dutch customer, answering at once (the session has its own paths). */
export function sessionLogicOf(data: SessionData = {}) {
  return sessionMachine.provide({
    actors: {
      login: fromPromise(async () => data.answer ?? { status: 200, answer: answerOf({ ...customer, lang: 'nl' }) }),
      loadCatalog: fromPromise(async () => data.catalog ?? catalog),
      loadProducts: fromPromise(async () => data.products ?? []),
      loadFinishes: fromPromise(async () => data.finishes ?? []),
      loadAddresses: fromPromise(async () => []),
      checkSpecs: fromPromise(async () => ({ seen_specs: true })),
    } as never,
  });
}

/** The app's services with a booted customer and the shop started, as after a login. */
export async function bootedServices(options: { api: KyInstance; data?: SessionData; inspect?: (event: InspectionEvent) => void }): Promise<AppServices> {
  const apis = fakeApis();
  const services = createAppServices({ api: options.api, auth: apis.auth, catalog: apis.catalog, inspect: options.inspect, sessionLogic: sessionLogicOf(options.data) });
  services.session.send({ type: 'login.token', token: 'abc' });
  await settled(services.session, (snapshot) => snapshot.matches({ authenticated: 'booted' }));
  await services.loadShop?.();
  return services;
}

/** Renders the app's router with its services and the Dutch catalogue (as src/main.tsx does, actors a screen starts inspected too). */
export function renderRouter(services: AppServices, router: AppRouter, inspect?: (event: InspectionEvent) => void): void {
  render(
    <I18nProvider i18n={i18n}>
      <AppServicesProvider value={services}>
        <InspectContext value={inspect}>
          <RouterProvider router={router} />
        </InspectContext>
      </AppServicesProvider>
    </I18nProvider>,
  );
}

/** A fresh router at `start` on a memory history. */
export function memoryRouter(services: AppServices, start: string): AppRouter {
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
  // As src/app/create-actors.ts wires its client: a silent refresh's answer goes to the session.
  const refreshed: { session: AppServices['session'] | null } = { session: null };
  const edge = httpEdge({ held: options.held ?? [], answers: options.answers, onRefreshed: (answer) => refreshed.session?.send({ type: 'session.refreshed', answer }) });
  const services = await bootedServices({ api: edge.api, data: options.session, inspect });
  refreshed.session = services.session;
  const router = memoryRouter(services, options.start);
  options.follow?.(services, router);
  renderRouter(services, router, inspect);
  await options.ready();
  return {
    edge,
    services,
    router,
    path: () => router.state.location.href,
    navigate: (href) => void router.history.push(href),
    user: userEvent.setup({ applyAccept: false }),
    stop: () => {
      services.portal.stop();
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
