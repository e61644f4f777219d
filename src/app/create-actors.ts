import { createActor, type Actor } from 'xstate';
import type { KyInstance } from 'ky';
import { sessionMachine } from '../../machines/session.machine.js';
import { authApi, type AuthApi } from '../features/session/api.js';
import type { CatalogApi } from '../features/catalog/api/catalog.js';
import { createApiClient } from '../shared/api-client/client.js';
import type { Inspect } from './inspect.js';
import type { PasswordResetActor } from '../features/session/actors/password-reset-actors.js';
import { sessionActors } from '../features/session/actors/session-actors.js';
import { showSessionFailures } from '../features/session/actors/session-toasts.js';
import type { ShopActors } from './shop-actors.js';

export type SessionActor = Actor<typeof sessionMachine>;

/**
 * Everything the screens talk to: the session actor, the typed API calls of the login area, and
 * the shop's actors (cart, print, checkout, after-order; src/actors/shop-actors.ts). The shop's
 * are present in every screen behind the navbar: the app route awaits `loadShop` first (the login
 * area does not load that code).
 */
export interface AppServices extends ShopActors {
  session: SessionActor;
  auth: AuthApi;
  catalog: CatalogApi;
  /** Creates the shop's actors once; the app route awaits it before its screens render. */
  loadShop?: () => Promise<void>;
  /** The forgot/reset flow (its code loads with those screens, not with the login page). */
  passwordReset?: PasswordResetActor;
  /** Creates `passwordReset` once; the forgot and reset routes await it. */
  loadPasswordReset?: () => Promise<void>;
}

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

/**
 * The one place the app's actors are created (DESIGN.md section 2): the session now, the shop's
 * when the app route first loads. `inspect` (dev only, `?inspect`) is handed to every one of them,
 * so the Stately inspector shows session, cart, print (with finishSides and printPrice),
 * checkout (and its child address while the delivery-address dialog is open), afterOrder, orderDetail, orderList, account, upload and (on the forgot/reset screens) passwordReset. One API client serves them all, so every silent refresh
 * reaches the session.
 */
export function createAppServices(
  options: {
    inspect?: Inspect;
    onSessionLost?: () => void;
    /** Called once the shop's actors exist. */
    onShop?: (services: AppServices) => void;
    /** Called once the forgot/reset actor exists. */
    onPasswordReset?: (passwordReset: PasswordResetActor) => void;
  } = {},
): AppServices {
  const refreshed: { session?: SessionActor } = {};
  const api = createApiClient({
    onRefreshed: (answer) => refreshed.session?.send({ type: 'session.refreshed', answer }),
    onSessionLost: options.onSessionLost ?? (() => window.location.assign('/')),
  });
  const auth = authApi(api);
  const catalog = lazyCatalogApi(api);
  const session = createActor(sessionMachine.provide({ actors: sessionActors(auth, catalog) }), { id: 'session', systemId: 'session', inspect: options.inspect });
  showSessionFailures(session);
  session.start();
  refreshed.session = session;
  const started = session;
  const services = { session: started, auth, catalog } as AppServices;
  let shop: Promise<void> | null = null;
  services.loadShop = () =>
    (shop ??= import('./shop-actors.js').then(({ createShopActors }) => {
      Object.assign(services, createShopActors({ session: started, api, inspect: options.inspect }));
      options.onShop?.(services);
    }));
  let reset: Promise<void> | null = null;
  services.loadPasswordReset = () =>
    (reset ??= import('../features/session/actors/password-reset-actors.js').then(({ createPasswordResetActor }) => {
      services.passwordReset = createPasswordResetActor(auth, options.inspect);
      options.onPasswordReset?.(services.passwordReset);
    }));
  return services;
}
