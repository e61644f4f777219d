import { createBrowserHistory, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect, type RouteComponent, type RouterHistory } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AppServices } from './create-actors.js';
import { loadAppMessages } from '../shared/i18n/i18n.js';
import { guardNavigation } from './guard.js';
import { orderIdOf } from './paths.js';
import { withTimeout } from './lazy.js';
import { listPlaceOf, OverviewSearchSchema, overviewPlaceOf, placeOf, searchOf } from '../features/orders/overview-places.js';
import { defaultChapter } from '../domain/chapters.js';
import { LoadingSearchSchema, LoginSearchSchema, ResetSearchSchema } from '../features/session/routes/search.js';
import { SettingsSearchSchema } from '../features/account/routes/search.js';
import { ConfirmedSearchSchema } from '../features/checkout/routes/search.js';
import { RootLayout } from './root-layout.js';
import { AppNotFoundRoute, NotFoundRoute } from './not-found.js';
import { notFoundTitle } from './page-title.js';
import { RouteError } from './route-error.js';
import { LoginLayout } from '../features/session/routes/login-layout.js';
import { LoginRoute } from '../features/session/routes/login.js';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The translated route title: "{title} | PrintPortal" (spec section 1). */
    title?: MessageDescriptor;
  }
  interface Register {
    router: AppRouter;
  }
}

export interface RouterContext {
  services: AppServices;
}

/**
 * Every query value is read as a plain string (tokens and e-mail addresses must not be read as JSON);
 * each route's `validateSearch` schema then takes what it uses.
 */
function parseSearch(query: string): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(query.startsWith('?') ? query.slice(1) : query));
}
function stringifySearch(search: Record<string, unknown>): string {
  const flat = Object.entries(search).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]);
  const query = new URLSearchParams(flat).toString();
  return query ? `?${query}` : '';
}

/**
 * Every route except the login area is a lazy chunk that comes with the app's texts (budget: /login
 * loads at most 150 kB gzip).
 */
const lazy = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T & string): RouteComponent => {
  const withTexts = async () => (await Promise.all([load(), loadAppMessages()]))[0];
  return lazyRouteComponent(withTimeout(withTexts) as () => Promise<Record<string, RouteComponent>>, name);
};

const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) =>
    guardNavigation(context.services.session, {
      pathname: location.pathname,
      search: location.search as Record<string, unknown>,
      href: location.href,
    }),
  component: RootLayout,
  notFoundComponent: NotFoundRoute,
  errorComponent: RouteError,
});

const loginLayoutRoute = createRoute({ getParentRoute: () => rootRoute, path: 'login', component: LoginLayout });
const loginRoute = createRoute({
  getParentRoute: () => loginLayoutRoute,
  path: '/',
  validateSearch: LoginSearchSchema,
  component: LoginRoute,
  staticData: { title: msg`Inloggen` },
});
// Forgot and reset load their code and flow (the passwordReset actor) when opened, not with /login.
const forgotRoute = createRoute({
  getParentRoute: () => loginLayoutRoute,
  path: 'forgot',
  beforeLoad: ({ context }) => context.services.loadPasswordReset?.(),
  component: lazy(() => import('../features/session/routes/forgot.js'), 'ForgotRoute'),
  staticData: { title: msg`Wachtwoord vergeten` },
});
const resetRoute = createRoute({
  getParentRoute: () => loginLayoutRoute,
  path: 'reset/$token',
  validateSearch: ResetSearchSchema,
  beforeLoad: ({ context }) => context.services.loadPasswordReset?.(),
  component: lazy(() => import('../features/session/routes/reset.js'), 'ResetRoute'),
  staticData: { title: msg`Wachtwoord herstellen` },
});

const loadingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'loading',
  validateSearch: LoadingSearchSchema,
  component: lazy(() => import('../features/session/routes/boot.js'), 'BootRoute'),
  staticData: { title: msg`Opstarten` },
});

/** The screens behind the navbar. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  // The cart and checkout services load with the app, not with the login area.
  beforeLoad: ({ context }) => context.services.loadShop?.(),
  component: lazy(() => import('./app-layout.js'), 'AppLayout'),
});
const page = <TPath extends string>(path: TPath, title: MessageDescriptor, component: RouteComponent) =>
  createRoute({ getParentRoute: () => appRoute, path, component, staticData: { title } });

/*
 * Links preload their screen when pointed at or focused (`preload="intent"`, shared/ui/link.tsx), and
 * a preload runs the route's beforeLoad too, with `preload` set: what a visit does to the flows (the
 * lists actor's place, the order opened, the wizard's step) waits for the visit, or pointing at the
 * Quotes tab would swap the orders on screen for quotes.
 */

/** Home shows the newest orders, quotes and templates: the lists actor loads them (again) on each visit. */
const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: lazy(() => import('../features/orders/routes/home.js'), 'HomeRoute'),
  staticData: { title: msg`Home` },
  beforeLoad: ({ context, preload }) => {
    if (!preload) context.services.orderList.send({ type: 'place', place: { view: 'home', q: '', page: 1 } });
  },
});
const selectorRoute = page('selector/$type', msg`Productkeuze`, lazy(() => import('../features/catalog/routes/kept-selector.js'), 'SelectorRoute'));
/** /selector without a chapter: the default one (spec section 2: personal with favourites, else catalog). */
const selectorDefaultRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'selector',
  beforeLoad: ({ context }) => {
    const catalog = context.services.session.getSnapshot().context.catalog;
    throw redirect({ to: '/selector/$type', params: { type: catalog ? defaultChapter(catalog) : 'catalog' }, replace: true });
  },
});
/**
 * The wizard's URL names the print machine's step: no print being configured goes to the selector;
 * /printer while the finishes step is open (the browser's back button) goes back to the copies.
 */
const printerRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'printer',
  component: lazy(() => import('../features/print/routes/printer.js'), 'PrinterRoute'),
  staticData: { title: msg`Details` },
  beforeLoad: ({ context: { services }, location, preload }) => {
    const snapshot = services.print.getSnapshot();
    if (!snapshot.matches('active') && !snapshot.matches('complete')) {
      const catalog = services.session.getSnapshot().context.catalog;
      throw redirect({ to: '/selector/$type', params: { type: catalog ? defaultChapter(catalog) : 'catalog' }, replace: true });
    }
    if (!preload && location.pathname === '/printer' && snapshot.matches({ active: { finishes: 'editing' } })) services.print.send({ type: 'step.back' });
  },
});
const printerFinishesRoute = createRoute({
  getParentRoute: () => printerRoute,
  path: 'finishes',
  // The finishes page only while that step is open (a typed or remembered URL goes to the copies).
  beforeLoad: ({ context: { services } }) => {
    if (services.print.getSnapshot().matches({ active: 'copies' })) throw redirect({ to: '/printer', replace: true });
  },
  component: lazy(() => import('../features/print/routes/printer-finishes.js'), 'PrinterFinishesRoute'),
  staticData: { title: msg`Afwerkingen` },
});
const checkoutRoute = page('checkout', msg`Winkelwagen`, lazy(() => import('../features/checkout/routes/checkout.js'), 'CheckoutRoute'));
const overviewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'overview',
  component: lazy(() => import('../features/orders/routes/overview.js'), 'OverviewRoute'),
  staticData: { title: msg`Overzicht` },
  // The tabs' query (search, page, cursor), read by the overview screen whichever tab is open.
  validateSearch: OverviewSearchSchema,
  // Plain /overview opens the tab the customer used last, as they left it (the lists actor knows it).
  beforeLoad: async ({ context, location }) => {
    if (location.pathname.replace(/\/+$/, '') !== '/overview') return;
    // Loaded with the shop already (the lists actor runs it), not with the login page.
    const { placeToReturnTo } = await import('../../machines/order-list.machine.js');
    const place = overviewPlaceOf(placeToReturnTo(context.services.orderList.getSnapshot().context));
    if (place) throw redirect({ to: `/overview/${place.tab}`, search: searchOf(place), replace: true });
  },
});
const overviewChildren = (
  [
    ['orders', msg`Orders`],
    ['quotes', msg`Offertes`],
    ['templates', msg`Sjablonen`],
    ['invoices', msg`Facturen`],
  ] as const
).map(([path, title]) =>
  createRoute({
    getParentRoute: () => overviewRoute,
    path,
    staticData: { title },
    // The address names the list: the lists actor loads it (a list seen before shows at once).
    beforeLoad: ({ context, search, preload }) => {
      if (!preload) context.services.orderList.send({ type: 'place', place: listPlaceOf(placeOf(path, search)) });
    },
  }),
);
const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings',
  component: lazy(() => import('../features/account/routes/settings.js'), 'SettingsRoute'),
  staticData: { title: msg`Instellingen` },
  validateSearch: SettingsSearchSchema,
  // A form left with errors starts clean; `?email_token=`: the link mailed to a new login address is
  // opened (once per token, by the account machine).
  beforeLoad: ({ context: { services }, search, preload }) => {
    if (preload) return;
    const token = search.email_token;
    services.account.send(token ? { type: 'email.confirm', token } : { type: 'settings.open' });
  },
});
const confirmedRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'confirmed',
  validateSearch: ConfirmedSearchSchema,
  component: lazy(() => import('../features/checkout/routes/confirmed.js'), 'ConfirmedRoute'),
  staticData: { title: msg`Bedankt` },
});
/** The address names the order: the order detail actor opens it (not a number: missing). */
const orderRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'order/$orderId',
  component: lazy(() => import('../features/orders/routes/order.js'), 'OrderRoute'),
  staticData: { title: msg`Order` },
  beforeLoad: ({ context, params, preload }) => {
    if (!preload) context.services.orderDetail.send({ type: 'order.open', orderId: orderIdOf(params.orderId) });
  },
});
/** Any other path of a logged-in customer: the 404 page under the navbar, with a way home. */
const appNotFoundRoute = page('$', notFoundTitle, AppNotFoundRoute);

export const routeTree = rootRoute.addChildren([
  loginLayoutRoute.addChildren([loginRoute, forgotRoute, resetRoute]),
  loadingRoute,
  appRoute.addChildren([
    homeRoute,
    selectorRoute,
    selectorDefaultRoute,
    printerRoute.addChildren([printerFinishesRoute]),
    checkoutRoute,
    overviewRoute.addChildren(overviewChildren),
    settingsRoute,
    confirmedRoute,
    orderRoute,
    appNotFoundRoute,
  ]),
]);

export function createAppRouter(services: AppServices, history: RouterHistory = createBrowserHistory()) {
  return createRouter({
    routeTree,
    history,
    context: { services },
    parseSearch,
    stringifySearch,
    defaultPreload: false,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}
export type AppRouter = ReturnType<typeof createAppRouter>;
