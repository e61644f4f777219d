import { createActor, type Actor } from 'xstate';
import type { KyInstance } from 'ky';
import { sessionMachine } from '../../machines/session.machine.js';
import { authApi, type AuthApi } from '../api/auth.js';
import type { CatalogApi } from '../api/catalog.js';
import { createApiClient } from '../api/client.js';
import type { Inspect } from './inspect.js';
import { sessionActors } from './session-actors.js';
import type { CartActor } from './cart-actors.js';
import type { CheckoutApis } from './checkout-services.js';

export type SessionActor = Actor<typeof sessionMachine>;

/** Everything the screens talk to: the session actor and the typed API calls. */
export interface AppServices {
  session: SessionActor;
  auth: AuthApi;
  catalog: CatalogApi;
  /**
   * The cart of complete prints (issue #6): send it `print.add` etc. Present in every screen behind
   * the navbar: the app route awaits `loadShop` first (the login area does not load this code).
   */
  cart: CartActor;
  checkout: CheckoutApis;
  /** Creates `cart` and `checkout` once; the app route awaits it before its screens render. */
  loadShop?: () => Promise<void>;
}

/**
 * The catalogue calls load their schemas only when first used (after login): the login area's
 * JavaScript stays small (DESIGN.md section 11).
 */
function lazyCatalogApi(api: KyInstance): CatalogApi {
  let loaded: Promise<CatalogApi> | null = null;
  const real = () => (loaded ??= import('../api/catalog.js').then(({ catalogApi }) => catalogApi(api)));
  return {
    catalog: async () => (await real()).catalog(),
    products: async () => (await real()).products(),
    finishes: async () => (await real()).finishes(),
    addresses: async () => (await real()).addresses(),
    specsCheck: async () => (await real()).specsCheck(),
    specs: async () => (await real()).specs(),
  };
}

/** Creates the app's actors; `inspect` (dev only) is handed to every one of them. */
export function createAppServices(options: { inspect?: Inspect; onSessionLost?: () => void } = {}): AppServices {
  let session: SessionActor | undefined;
  const api = createApiClient({
    onRefreshed: (answer) => session?.send({ type: 'session.refreshed', answer }),
    onSessionLost: options.onSessionLost ?? (() => window.location.assign('/')),
  });
  const auth = authApi(api);
  const catalog = lazyCatalogApi(api);
  session = createActor(sessionMachine.provide({ actors: sessionActors(auth, catalog) }), { inspect: options.inspect });
  session.start();
  const started = session;
  const services = { session: started, auth, catalog } as AppServices;
  let shop: Promise<void> | null = null;
  services.loadShop = () =>
    (shop ??= Promise.all([import('./cart-actors.js'), import('./checkout-services.js'), import('../api/prices.js')]).then(
      ([{ createCartActor }, { checkoutApis }, { pricesApi }]) => {
        services.cart = createCartActor({ session: started, prices: pricesApi(api) });
        services.checkout = checkoutApis(api);
      },
    ));
  return services;
}
