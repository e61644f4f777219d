// Types of the checkout machine.
import type { Address } from '../src/domain/catalog.js';
import type { OrderInput } from '../src/domain/order.js';
import type { CheckoutCart } from './order-payload.js';

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
  /** Counts expedition requests; an answer for an older one is stale. */
  expeditionRequests: number;
}

export type CheckoutEvent =
  /** The cart changed (sent by whoever keeps both actors): the payload is built from it. */
  | { type: 'cart.change'; cart: CheckoutCart; today: string }
  /** Place the cart as an order, quote or template; `key` is a fresh Idempotency-Key. */
  | { type: 'order.submit'; kind: OrderKind; key: string }
  /** Ask the expedition again (after it failed). */
  | { type: 'expedition.retry' };

/** What the checkout tells the outside: the toasts it asks for, and a placed order. */
export type CheckoutEmitted =
  | { type: 'order.invalid'; issues: OrderIssue[] }
  | { type: 'order.refused'; message: string }
  | { type: 'order.failed' }
  | { type: 'order.placed'; orders: PlacedOrder[] }
  | { type: 'expedition.failed' };
