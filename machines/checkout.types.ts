// Types of the checkout machine.
import type { Address, Purchaser } from '../src/domain/catalog.js';
import type { Contact, OrderInput } from '../src/domain/order.js';
import type { CartContext } from './cart.types.js';
import type { TransportAnswer } from '../src/domain/transport/answer.js';
import type { Cents } from '../src/domain/money.js';
import type { TransportCost, TransportDay } from '../src/domain/transport/cost.js';

/** What the checkout builds the order from: the cart's id, prints, order details and contact. */
export type CheckoutCart = Pick<CartContext, 'items' | 'details' | 'contact'> & Partial<Pick<CartContext, 'id'>> & {
  /** The customer's company asks for its PO number on every order. */
  poRequired?: boolean;
};

export type OrderKind = 'order' | 'quote' | 'template';

/** One problem of the order schema: where (dot path, e.g. `contact.phone`) and what. */
export interface OrderIssue {
  path: string;
  message: string;
}

export interface PlacedOrder {
  id: number;
  kind: string;
  state: string;
}

/** The order call's answer: the orders, and whether this cart had been ordered before (the first order's answer). */
export interface PlaceAnswer {
  orders: PlacedOrder[];
  alreadyPlaced?: boolean;
}

export interface PlaceOrderInput {
  order: OrderInput;
  /** The Idempotency-Key: one per submit, so a repeated request cannot make a second order. */
  key: string;
}

export interface Deadlines {
  regular_deadlines: string;
  speed_deadlines: string;
  combi_deadlines: string[];
  suggested_date: string;
  disabled: string[];
}

export interface ExpeditionAnswer {
  deadlines: Deadlines;
  addresses: Address[];
  /** The cart's shipment and the tariff (absent from an older server: transport then stays unknown). */
  transport?: TransportAnswer;
}

export interface ExpeditionRequest {
  products: OrderInput['products'];
  contactUser: OrderInput['contact'];
  details: OrderInput['details'];
}

/** What the order call's failure tells the customer: a 405 refusal has a message of its own. */
export interface PlaceFailure {
  status: number | null;
  message: string;
}

export interface CheckoutTotals {
  /** The known print prices (product + frames) added up. */
  printsCents: Cents;
  /** Prints whose price is loading or unknown: the totals leave them out and say so. */
  unpriced: number;
  /** The class of the chosen day; null until the expedition has answered. */
  day: TransportDay | null;
  /** The transport on the chosen date and hour; null until the expedition has answered with a tariff. */
  transport: TransportCost | null;
  /** Prints plus transport, excl. VAT (an "op aanvraag" transport counts as 0 until staff price it). */
  untaxedCents: Cents;
  vatCents: Cents;
  totalCents: Cents;
}

export interface CheckoutContext {
  /** What the cart holds (prints, form, contact), as the cart actor last told. */
  cart: CheckoutCart | null;
  /** Today in Amsterdam (yyyy-mm-dd): time comes in with the events, the machine reads no clock. */
  today: string;
  /** The prints and address the running or last expedition call was for. */
  expeditionKey: string;
  kind: OrderKind;
  /** Set by the submit: the payload and its key while validating and sending. */
  pending: PlaceOrderInput | null;
  /**
   * The last submit whose outcome is unknown (network error, 5xx): the server may have stored it.
   * Sending the same order again reuses its key, so a retry can never make a second order.
   */
  unanswered: PlaceOrderInput | null;
  issues: OrderIssue[];
  placed: PlacedOrder[];
  refusal: string | null;
  expedition: ExpeditionAnswer | null;
  /** The partner whose users the customer may choose the purchaser from (null: may not choose). */
  partnerId: number | null;
  /** That partner's active users, once loaded. */
  purchasers: Purchaser[];
  /** The whole cost as the cart, the chosen date and pickup stand now (null: no cart yet). */
  totals: CheckoutTotals | null;
}

export type CheckoutEvent =
  /** The cart changed (sent by whoever keeps both actors): the payload is built from it. */
  | { type: 'cart.change'; cart: CheckoutCart; today: string }
  /** Place the cart as an order, quote or template; `key` is a fresh Idempotency-Key. */
  | { type: 'order.submit'; kind: OrderKind; key: string }
  /** Ask the expedition again (after it failed). */
  | { type: 'expedition.retry' }
  /** Who orders (sent by whoever keeps the session): whether and from which partner a purchaser may be chosen. */
  | { type: 'customer.change'; partnerId: number | null; mayChoose: boolean }
  /** Load the colleagues again (after it failed). */
  | { type: 'purchasers.retry' }
  /** The customer chose a colleague as purchaser: the contact is filled from them. */
  | { type: 'purchaser.choose'; id: number }
  /** Open the delivery-address dialog (its own machine, `address`, while it is open). */
  | { type: 'address.open'; hasSaved: boolean };

/** What the checkout tells the outside: the toasts it asks for, and a placed order. */
export type CheckoutEmitted =
  | { type: 'order.invalid'; issues: OrderIssue[] }
  /** The problems of the last refused submit are all fixed now. */
  | { type: 'issues.resolved' }
  | { type: 'order.refused'; message: string }
  | { type: 'order.failed' }
  | { type: 'order.placed'; orders: PlacedOrder[]; cartId: string }
  /** The cart had already been ordered (from another tab): these are that first order. */
  | { type: 'order.alreadyPlaced'; orders: PlacedOrder[]; cartId: string }
  | { type: 'expedition.failed' }
  /** Fill the order's contact (the cart keeps it) from the chosen purchaser. */
  | { type: 'contact.fill'; contact: Contact }
  /** The order is delivered to this address (chosen or just saved in the dialog). */
  | { type: 'address.chosen'; id: number }
  | { type: 'address.saved' };
