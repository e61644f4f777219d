import type { ActorRefFrom, CallbackActorLogic } from 'xstate';
import type { Settings, User } from '../src/domain/session.js';
import type { accountMachine, AccountAnswer } from './account.machine.js';
import type { afterOrderMachine } from './after-order.machine.js';
import type { cartMachine, CartItem, CartPrint, Contact, OrderDefaults, OrderDetails } from './cart.machine.js';
import type { checkoutMachine } from './checkout.machine.js';
import type { orderDetailMachine } from './order-detail.machine.js';
import type { orderListMachine } from './order-list.machine.js';
import type { printMachine } from './print.machine.js';
import type { sessionMachine } from './session.machine.js';
import type { ReorderAnswer } from '../src/domain/orders.js';
import type { PlacedOrder } from './checkout.types.js';
import type { Print } from '../src/domain/print-schema.js';

/**
 * The shop's flows, loaded after login (their code is not part of the login page): each is spawned
 * once by the portal with its own systemId, so the inspector and `system.get` find it.
 */
export interface ShopLogic {
  cart: typeof cartMachine;
  print: typeof printMachine;
  checkout: typeof checkoutMachine;
  afterOrder: typeof afterOrderMachine;
  orderDetail: typeof orderDetailMachine;
  orderList: typeof orderListMachine;
  account: typeof accountMachine;
  /**
   * Keeps the cart of each owner in the browser, the same in every tab: answers `owner.change` with
   * `stored.cart`, and tells of another tab's change (`stored.cart`, or `stored.form` when only the
   * order form changed). `cart.ordered` starts a new cart with a new id.
   */
  cartStore: CallbackActorLogic<CartStoreEvent, { owner: CartOwner | null }>;
}

export type ShopRefs = { [K in keyof ShopLogic]: ActorRefFrom<ShopLogic[K]> };

/** Whose cart and lists are shown: a user, acting for a partner or their own company. */
export interface CartOwner {
  /** Names the stored cart of this user and partner (`pp.cart.{user}.{partner|none}`). */
  key: string;
  defaults: OrderDefaults;
}

export interface PortalInput {
  /** Today's date in Amsterdam (YYYY-MM-DD): the checkout's date rules start from it. */
  today: () => string;
}

export interface PortalContext {
  today: () => string;
  session: ActorRefFrom<typeof sessionMachine>;
  shop: ShopRefs | null;
  owner: CartOwner | null;
  /** The partner whose colleagues the customer may choose as purchaser, if the setting allows it. */
  purchaserPartner: number | null;
  /** This tab's user and partner (`{user}:{partner}`), announced to the other tabs when booted. */
  partnerTab: string | null;
}

/** What the cart store (storage of the browser, given from outside) is told and answers. */
export type CartStoreEvent =
  | { type: 'owner.change'; owner: CartOwner | null }
  | { type: 'cart.save'; prints: CartPrint[]; details: OrderDetails; contact: Contact }
  /** The cart `cartId` became these orders: a new, empty cart (told to the other tabs, with the note when `notice`). */
  | { type: 'cart.ordered'; cartId: string; orders: number[]; notice: boolean };

/** What the partner-tabs watcher (given from outside) is told. */
export type PartnerTabsEvent = { type: 'tab.announce'; tab: string } | { type: 'tab.forget' };

/** The events the portal routes: the children's emitted events (relayed) and the portal's own. */
export type PortalEvent =
  | { type: 'shop.load' }
  | { type: 'tabs.conflict' }
  /** The owner's stored cart; `ordered`: the orders it became when another tab (or the server) said so. */
  | { type: 'stored.cart'; id: string; prints: CartPrint[]; details: Partial<OrderDetails>; contact: Partial<Contact>; ordered: number[] }
  /** Another tab changed only the order form of this cart. */
  | { type: 'stored.form'; details: Partial<OrderDetails>; contact: Partial<Contact> }
  | { type: 'user.changed'; user: User | null; settings: Settings | null }
  | { type: 'session.ended' }
  | { type: 'boot.completed' }
  | { type: 'print.completed'; print: Print }
  | { type: 'order.placed'; orders: PlacedOrder[]; cartId: string }
  | { type: 'order.alreadyPlaced'; orders: PlacedOrder[]; cartId: string }
  | { type: 'contact.fill'; contact: Contact }
  | { type: 'address.chosen'; id: number }
  | { type: 'order.reordered'; orderId: number; answer: ReorderAnswer; hasPrints: boolean }
  | { type: 'order.changed'; orderId: number }
  | { type: 'file.uploaded'; orderState: string }
  | { type: 'cart.changed'; id: string; items: readonly CartItem[]; details: OrderDetails; contact: Contact; poRequired?: boolean }
  | { type: 'settings.saved'; answer: AccountAnswer }
  | { type: 'email.confirmed'; answer: AccountAnswer };
