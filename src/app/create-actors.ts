import { createActor, fromPromise, waitFor } from 'xstate';
import type { KyInstance } from 'ky';
import { portalMachine, type ShopLogic } from '../../machines/portal.machine.js';
import { sessionMachine } from '../../machines/session.machine.js';
import { isoDateIn } from '../domain/delivery-moment.js';
import { authApi, type AuthApi } from '../features/session/api.js';
import type { CatalogApi } from '../features/catalog/api/catalog.js';
import { createApiClient } from '../shared/api-client/client.js';
import type { Inspect } from './inspect/inspect.js';
import type { PasswordResetActor } from '../features/session/actors/password-reset-actors.js';
import { partnerTabsActor } from '../features/session/actors/partner-tabs.js';
import { sessionActors } from '../features/session/actors/session-actors.js';
import { showSessionFailures } from '../features/session/actors/session-toasts.js';
import { applyZoomText } from '../features/account/zoom-text.js';
import type { ShopParts } from './shop-actors.js';
import type { AppServices } from './services.js';
import { createToasts } from '../shared/ui/toast-queue.js';

export type { AppServices, PortalActor, SessionActor } from './services.js';


/**
 * The catalogue calls load their schemas only when first used (after login): the login area's
 * JavaScript stays small (DESIGN.md section 11).
 */
function lazyCatalogApi(api: KyInstance): CatalogApi {
  let loaded: Promise<CatalogApi> | null = null;
  const real = () => (loaded ??= import('../features/catalog/api/catalog.js').then(({ catalogApi }) => catalogApi(api)));
  return {
    catalog: async () => (await real()).catalog(),
    products: async () => (await real()).products(),
    finishes: async () => (await real()).finishes(),
    addresses: async () => (await real()).addresses(),
    specsCheck: async () => (await real()).specsCheck(),
    specs: async () => (await real()).specs(),
    toggleFavorite: async (productId: number) => (await real()).toggleFavorite(productId),
  };
}

/** The portal with every real part given: calls, the browser's storage, other tabs, the page's settings. */
function providedPortal(session: typeof sessionMachine, loadShop: () => Promise<ShopLogic>) {
  return portalMachine.provide({
    actors: {
      session,
      loadShop: fromPromise(loadShop),
      partnerTabs: partnerTabsActor(localStorage),
    },
    actions: { applySettings: applyZoomText(document.documentElement) },
  });
}

/**
 * The one place the app's actors are created (DESIGN.md section 2): the portal, which runs the
 * session now and the shop's flows when the app route first loads. `inspect` (src/app/inspect: the
 * machine panel and the Stately inspector in dev, the browser path tests' probe) sees the portal and
 * every child. One API client serves them all, so every silent refresh reaches the session.
 */
export function createAppServices(
  options: {
    inspect?: Inspect;
    onSessionLost?: () => void;
    /** Called once the shop's actors exist. */
    onShop?: (services: AppServices) => void;
    /** Called once the forgot/reset actor exists. */
    onPasswordReset?: (passwordReset: PasswordResetActor) => void;
    /** Other calls than the server's (tests): the API client, the login area's calls, the catalogue's. */
    api?: KyInstance;
    auth?: AuthApi;
    catalog?: CatalogApi;
    /** The session with other calls behind it (tests that hold each call). */
    sessionLogic?: typeof sessionMachine;
    /** Fetches the shop's code (tests hold it, as a slow or lost connection does). */
    shopCode?: () => Promise<typeof import('./shop-actors.js')>;
  } = {},
): AppServices {
  const services = {} as AppServices;
  const api =
    options.api ??
    createApiClient({
      onRefreshed: (answer) => services.session.send({ type: 'session.refreshed', answer }),
      onSessionLost: options.onSessionLost ?? (() => window.location.assign('/')),
    });
  const auth = options.auth ?? authApi(api);
  const catalog = options.catalog ?? lazyCatalogApi(api);
  let parts: ShopParts | null = null;
  const loadShopLogic = async () => {
    const { createShopParts } = await (options.shopCode ?? (() => import('./shop-actors.js')))();
    parts ??= createShopParts(api, { portal });
    return parts.logic;
  };
  const sessionLogic = options.sessionLogic ?? sessionMachine.provide({ actors: sessionActors(auth, catalog) });
  const portal = createActor(providedPortal(sessionLogic, loadShopLogic), {
    id: 'portal',
    systemId: 'portal',
    input: { today: () => isoDateIn(new Date()) },
    inspect: options.inspect,
  });
  const toasts = createToasts();
  Object.assign(services, { portal, auth, catalog, toasts, session: portal.getSnapshot().context.session });
  showSessionFailures(toasts, services.session);
  portal.start();
  let shop: Promise<void> | null = null;
  services.loadShop = () =>
    (shop ??= (async () => {
      portal.send({ type: 'shop.load' });
      const started = await waitFor(portal, (snapshot) => snapshot.matches('shop') || snapshot.matches('shopFailed'), { timeout: Infinity });
      const refs = started.context.shop;
      if (!refs || !parts) {
        shop = null;
        throw new Error('The shop could not be loaded');
      }
      const { showShopToasts } = await import('./shop-actors.js');
      Object.assign(services, refs, { apis: parts.apis, afterOrderApis: parts.afterOrderApis, prices: parts.prices, actions: parts.actions, uploadLogic: parts.uploadLogic });
      showShopToasts(toasts, refs, services.session);
      options.onShop?.(services);
    })());
  let reset: Promise<void> | null = null;
  services.loadPasswordReset = () =>
    (reset ??= import('../features/session/actors/password-reset-actors.js').then(({ createPasswordResetActor }) => {
      services.passwordReset = createPasswordResetActor(auth, toasts, options.inspect);
      options.onPasswordReset?.(services.passwordReset);
    }));
  return services;
}
