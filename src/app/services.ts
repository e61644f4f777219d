// The types of the app's actors and services, shared by the app's files without tying them in a
// circle (create-actors.ts creates them, shop-actors.ts loads the shop's, flow-toasts.ts hears them).
import type { Actor, ActorRefFrom } from 'xstate';
import type { afterOrderMachine } from '../../machines/after-order.machine.js';
import type { checkoutMachine } from '../../machines/checkout.machine.js';
import type { orderDetailMachine } from '../../machines/order-detail.machine.js';
import type { portalMachine } from '../../machines/portal.machine.js';
import type { printMachine } from '../../machines/print.machine.js';
import type { sessionMachine } from '../../machines/session.machine.js';
import type { uploadMachine } from '../../machines/upload.machine.js';
import type { AccountActor } from '../features/account/actors.js';
import type { CatalogActions } from '../features/catalog/api/catalog-actions.js';
import type { CatalogApi } from '../features/catalog/api/catalog.js';
import type { CartActor } from '../features/checkout/actors/cart-actors.js';
import type { CheckoutApis } from '../features/checkout/actors/checkout-services.js';
import type { AfterOrderServices } from '../features/orders/actors/after-order-services.js';
import type { OrderListActor } from '../features/orders/actors/order-list-actors.js';
import type { PricesApi } from '../features/print/api.js';
import type { PasswordResetActor } from '../features/session/actors/password-reset-actors.js';
import type { AuthApi } from '../features/session/api.js';
import type { Toasts } from '../shared/ui/toast-queue.js';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type PortalActor = Actor<typeof portalMachine>;
export type PrintActor = ActorRefFrom<typeof printMachine>;
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
export type AfterOrderActor = ActorRefFrom<typeof afterOrderMachine>;
export type OrderDetailActor = ActorRefFrom<typeof orderDetailMachine>;

export type { ShopRefs } from '../../machines/portal.machine.js';

export interface ShopActors {
  cart: CartActor;
  /** The print being configured (wizard); its children are `finishSides`, `printPrice` and `sheetImport`. */
  print: PrintActor;
  checkout: CheckoutActor;
  afterOrder: AfterOrderActor;
  /** The order detail the customer has open (/order/{id}). */
  orderDetail: OrderDetailActor;
  /** The overview's and home's lists, and invoice downloads. */
  orderList: OrderListActor;
  /** The customer's settings and a new login address (/settings). */
  account: AccountActor;
  /** The upload of one print's files (its card on the order page runs it with useActorRef). */
  uploadLogic: typeof uploadMachine;
  apis: CheckoutApis;
  afterOrderApis: AfterOrderServices;
  prices: PricesApi;
  actions: CatalogActions;
}

/**
 * Everything the screens talk to: the portal (root of every flow), its session, the typed API
 * calls of the login area, and the shop's actors (cart, print, checkout, after-order ...), present
 * in every screen behind the navbar: the app route awaits `loadShop` first (the login area does
 * not load that code).
 */
export interface AppServices extends ShopActors {
  portal: PortalActor;
  session: SessionActor;
  auth: AuthApi;
  catalog: CatalogApi;
  /** The app's toasts: every flow and screen shows its messages here. */
  toasts: Toasts;
  /** Starts the shop's flows once; the app route awaits it before its screens render. */
  loadShop?: () => Promise<void>;
  /** The forgot/reset flow (its code loads with those screens, not with the login page). */
  passwordReset?: PasswordResetActor;
  /** Creates `passwordReset` once; the forgot and reset routes await it. */
  loadPasswordReset?: () => Promise<void>;
}
