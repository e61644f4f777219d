import { createBrowserHistory, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, type RouteComponent, type RouterHistory } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AppServices } from './actors/app-actors.js';
import { loadAppMessages } from './i18n/i18n.js';
import { guardNavigation } from './routes/guard.js';
import { withTimeout } from './routes/lazy.js';
import { RootLayout } from './routes/root-layout.js';
import { NotFoundRoute } from './routes/not-found.js';
import { RouteError } from './routes/route-error.js';
import { LoginLayout } from './routes/login-layout.js';
import { LoginRoute } from './routes/login.js';
import { ForgotRoute } from './routes/forgot.js';
import { ResetRoute } from './routes/reset.js';

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

/** Every query value as a plain string: tokens and e-mail addresses must not be read as JSON. */
export type Search = Record<string, string | undefined>;
const flatSearch = (search: Record<string, unknown>): Search =>
  Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));

function parseSearch(query: string): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(query.startsWith('?') ? query.slice(1) : query));
}
function stringifySearch(search: Record<string, unknown>): string {
  const query = new URLSearchParams(flatSearch(search) as Record<string, string>).toString();
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
  validateSearch: flatSearch,
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
const loginRoute = createRoute({ getParentRoute: () => loginLayoutRoute, path: '/', component: LoginRoute, staticData: { title: msg`Inloggen` } });
const forgotRoute = createRoute({ getParentRoute: () => loginLayoutRoute, path: 'forgot', component: ForgotRoute, staticData: { title: msg`Wachtwoord vergeten` } });
const resetRoute = createRoute({ getParentRoute: () => loginLayoutRoute, path: 'reset/$token', component: ResetRoute, staticData: { title: msg`Wachtwoord herstellen` } });

const loadingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'loading',
  component: lazy(() => import('./routes/boot.js'), 'BootRoute'),
  staticData: { title: msg`Opstarten` },
});

/** The screens behind the navbar. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  // The cart and checkout services load with the app, not with the login area.
  beforeLoad: ({ context }) => context.services.loadShop?.(),
  component: lazy(() => import('./routes/app-layout.js'), 'AppLayout'),
});
const page = <TPath extends string>(path: TPath, title: MessageDescriptor, component: RouteComponent) =>
  createRoute({ getParentRoute: () => appRoute, path, component, staticData: { title } });

const homeRoute = page('/', msg`Home`, lazy(() => import('./routes/home.js'), 'HomeRoute'));
const selectorRoute = page('selector/$type', msg`Productkeuze`, lazy(() => import('./routes/kept-selector.js'), 'SelectorRoute'));
const printerRoute = page('printer', msg`Details`, lazy(() => import('./routes/printer.js'), 'PrinterRoute'));
const printerFinishesRoute = createRoute({
  getParentRoute: () => printerRoute,
  path: 'finishes',
  component: lazy(() => import('./routes/printer-finishes.js'), 'PrinterFinishesRoute'),
  staticData: { title: msg`Afwerkingen` },
});
const checkoutRoute = page('checkout', msg`Winkelwagen`, lazy(() => import('./routes/checkout.js'), 'CheckoutRoute'));
const overviewRoute = page('overview', msg`Overzicht`, lazy(() => import('./routes/overview.js'), 'OverviewRoute'));
const overviewChildren = (
  [
    ['orders', msg`Orders`],
    ['quotes', msg`Offertes`],
    ['templates', msg`Sjablonen`],
    ['invoices', msg`Facturen`],
  ] as const
).map(([path, title]) => createRoute({ getParentRoute: () => overviewRoute, path, staticData: { title } }));
const settingsRoute = page('settings', msg`Instellingen`, lazy(() => import('./routes/settings.js'), 'SettingsRoute'));
const confirmedRoute = page('confirmed', msg`Bedankt`, lazy(() => import('./routes/confirmed.js'), 'ConfirmedRoute'));
const orderRoute = page('order/$orderId', msg`Order`, lazy(() => import('./routes/order.js'), 'OrderRoute'));

export const routeTree = rootRoute.addChildren([
  loginLayoutRoute.addChildren([loginRoute, forgotRoute, resetRoute]),
  loadingRoute,
  appRoute.addChildren([
    homeRoute,
    selectorRoute,
    printerRoute.addChildren([printerFinishesRoute]),
    checkoutRoute,
    overviewRoute.addChildren(overviewChildren),
    settingsRoute,
    confirmedRoute,
    orderRoute,
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
