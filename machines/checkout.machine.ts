import * as v from 'valibot';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { Purchaser } from '../src/domain/catalog.js';
import { addressMachine, type AddressOutput } from './address.machine.js';
import { OrderSchema, type OrderInput } from '../src/domain/order.js';
import type {
  CheckoutContext, CheckoutEmitted, CheckoutEvent, ExpeditionAnswer, ExpeditionRequest, OrderIssue, PlaceAnswer, PlaceFailure, PlaceOrderInput, PlacedOrder,
} from './checkout.types.js';
import { addressIssues, buildOrder, deliveryDateIssues, expeditionKey, expeditionRequest, purchaseOrderIssues, shownDeliveryDate } from './order-payload.js';
import { checkoutTotals } from './checkout-totals.js';

export type * from './checkout.types.js';
export { ADDRESS_REQUIRED, pickerRules, shownDeliveryDate, type CheckoutCart } from './order-payload.js';
export { checkoutTotals } from './checkout-totals.js';

/** The order schema's problems, one per field, as dot paths (the view adds the field's title). */
export function orderIssues(order: OrderInput): OrderIssue[] {
  const result = v.safeParse(OrderSchema, order);
  const seen = new Set<string>();
  const issues: OrderIssue[] = [];
  for (const issue of result.success ? [] : result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    issues.push({ path, message: issue.message });
  }
  return issues;
}

/** A failure is a refusal (405, the server's message is shown) or anything else. */
export function toPlaceFailure(error: unknown): PlaceFailure {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
    return { status: error.status, message };
  }
  return { status: null, message: error instanceof Error ? error.message : String(error) };
}

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

type Submit = Extract<CheckoutEvent, { type: 'order.submit' }>;
type CartChange = Extract<CheckoutEvent, { type: 'cart.change' }>;
type CustomerChange = Extract<CheckoutEvent, { type: 'customer.change' }>;

/** The key of an unanswered submit of this very order (a retry), else null: a new order gets its own key. */
function retryKey(unanswered: PlaceOrderInput | null, order: OrderInput): string | null {
  return unanswered && JSON.stringify(unanswered.order) === JSON.stringify(order) ? unanswered.key : null;
}

const shownDateOf = (context: Pick<CheckoutContext, 'cart' | 'today' | 'expedition'>) =>
  shownDeliveryDate(context.cart, context.today, context.expedition?.deadlines ?? null);

/** The whole cost for the date the order goes out with: kept with every change of the cart or the expedition. */
const totalsOf = (context: Pick<CheckoutContext, 'cart' | 'today' | 'expedition'>) =>
  context.cart ? checkoutTotals(context.cart, shownDateOf(context), context.expedition) : null;

/**
 * What keeps an order from being sent. The schema flags details.address only when one is set, and the
 * address rule only when none is: never both. A date the customer typed that cannot be delivered on
 * is not sent either: the server would refuse it for the same reason.
 */
function issuesOf(order: OrderInput, kind: CheckoutContext['kind'], context: CheckoutContext, shownDate: string): OrderIssue[] {
  const known = [...orderIssues(order), ...addressIssues(order, kind), ...(context.cart ? purchaseOrderIssues(order, context.cart) : [])];
  const dateKnown = known.some((issue) => issue.path === 'details.delivery_date');
  return dateKnown ? known : [...known, ...deliveryDateIssues(shownDate, context.today, context.expedition?.deadlines ?? null)];
}

/** The problems of the order as the cart stands now, for the kind last submitted. */
function currentIssues(context: CheckoutContext): OrderIssue[] {
  const shownDate = context.cart ? shownDateOf(context) : '';
  const order = context.cart ? buildOrder(context.cart, shownDate, context.kind) : null;
  return order ? issuesOf(order, context.kind, context, shownDate) : [];
}

/**
 * Checkout: one actor for the whole visit next to the cart, so a retry after
 * leaving /checkout keeps its Idempotency-Key. The cart's content arrives as `cart.change`; from it
 * and today this machine owns the delivery-date policy, the order payload, the delivery-address
 * rule and when the expedition is asked again (prints or address changed; a new request cancels
 * the running one so a stale answer is never shown). Submitting: editing -> validating (order
 * schema + address rule) -> submitting (further submits ignored until it answers) -> placed |
 * refused (405) | failed (a retry of the same order keeps its key: the failed call may have been
 * stored). Toasts and a placed order are emitted; the outside clears the cart and navigates.
 * Customers who may choose the purchaser (`customer.change`) get their partner's colleagues loaded
 * (purchasers: loading -> ready | failed, retry); choosing one emits `contact.fill`. The delivery
 * address dialog runs the address machine as child `address` while open; an address chosen or
 * saved there is emitted (`address.chosen`, `address.saved`) for the cart and the toast.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, emitted: {} as CheckoutEmitted },
  actors: {
    placeOrder: fromPromise<PlaceAnswer, PlaceOrderInput>(notProvided('placeOrder')),
    fetchExpedition: fromPromise<ExpeditionAnswer, ExpeditionRequest>(notProvided('fetchExpedition')),
    fetchPurchasers: fromPromise<Purchaser[], { partnerId: number }>(notProvided('fetchPurchasers')),
    address: addressMachine,
  },
  guards: {
    isValid: ({ context }) => context.issues.length === 0,
    isRefusal: (_, params: { error: unknown }) => toPlaceFailure(params.error).status === 405,
    hasPrints: (_, params: CartChange) => params.cart.items.length > 0,
    hasNewExpeditionKey: ({ context }, params: CartChange) => params.cart.items.length > 0 && expeditionKey(params.cart) !== context.expeditionKey,
    hasCartPrints: ({ context }) => (context.cart?.items.length ?? 0) > 0,
    mayChoosePurchaser: (_, params: CustomerChange) => params.mayChoose && params.partnerId !== null,
    isKnownPurchaser: ({ context }, params: { id: number }) => context.purchasers.some((user) => user.id === params.id),
  },
  actions: {
    /**
     * After a refused submit the problems stay under the fields, checked again with each change, so
     * each one goes as soon as it is fixed (and the toasts with the last one).
     */
    keepCart: enqueueActions(({ context, enqueue }, params: CartChange) => {
      enqueue.assign({ cart: params.cart, today: params.today, totals: totalsOf({ ...context, cart: params.cart, today: params.today }) });
      if (context.issues.length === 0) return;
      const issues = currentIssues({ ...context, cart: params.cart, today: params.today });
      enqueue.assign({ issues });
      if (issues.length === 0) enqueue.emit({ type: 'issues.resolved' as const });
    }),
    takeSubmit: assign(({ context }, params: Submit) => {
      const shownDate = context.cart ? shownDateOf(context) : '';
      const order = context.cart ? buildOrder(context.cart, shownDate, params.kind) : null;
      if (!order) return { kind: params.kind, pending: null, issues: [{ path: 'products', message: 'The cart is empty' }], refusal: null };
      return {
        kind: params.kind,
        pending: { order, key: retryKey(context.unanswered, order) ?? params.key },
        issues: issuesOf(order, params.kind, context, shownDate),
        refusal: null,
      };
    }),
    keepPlaced: assign((_, params: { orders: PlacedOrder[] }) => ({ placed: params.orders, pending: null, unanswered: null })),
    keepRefusal: assign((_, params: { error: unknown }) => ({ refusal: toPlaceFailure(params.error).message, pending: null, unanswered: null })),
    forgetPending: assign({ pending: null }),
    keepUnanswered: assign(({ context }) => ({ unanswered: context.pending, pending: null })),
    keepExpedition: assign(({ context }, params: { answer: ExpeditionAnswer }) => ({
      expedition: params.answer,
      totals: totalsOf({ ...context, expedition: params.answer }),
    })),
    keepExpeditionKey: assign(({ context }) => ({
      expeditionKey: context.cart ? expeditionKey(context.cart) : '',
    })),
    emitInvalid: emit(({ context }) => ({ type: 'order.invalid' as const, issues: context.issues })),
    emitRefused: emit((_, params: { message: string }) => ({ type: 'order.refused' as const, message: params.message })),
    emitFailed: emit({ type: 'order.failed' as const }),
    /** Emitted before the pending order is forgotten: the portal starts a new cart in place of the one sent. */
    emitPlaced: emit(({ context }, params: PlaceAnswer) => ({
      type: params.alreadyPlaced === true ? ('order.alreadyPlaced' as const) : ('order.placed' as const),
      orders: params.orders,
      cartId: context.pending?.order.cart_id ?? '',
    })),
    emitExpeditionFailed: emit({ type: 'expedition.failed' as const }),
    keepPartner: assign((_, params: CustomerChange) => ({ partnerId: params.partnerId, purchasers: [] })),
    forgetPartner: assign({ partnerId: null, purchasers: [] }),
    keepPurchasers: assign((_, params: { purchasers: Purchaser[] }) => ({ purchasers: params.purchasers })),
    emitContact: emit(({ context }, params: { id: number }) => {
      const { name, email, phone } = context.purchasers.find((user) => user.id === params.id)!;
      return { type: 'contact.fill' as const, contact: { name, email, phone } };
    }),
    /** The dialog ended: with an address, the order goes there (a saved one is toasted too). */
    settleAddress: enqueueActions(({ enqueue }, params: AddressOutput) => {
      if (params.chosen !== null) enqueue.emit({ type: 'address.chosen', id: params.chosen });
      if (params.saved) enqueue.emit({ type: 'address.saved' });
    }),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: {
    cart: null, today: '', expeditionKey: '', kind: 'order', pending: null, unanswered: null, issues: [], placed: [], refusal: null,
    expedition: null, partnerId: null, purchasers: [], totals: null,
  },
  states: {
    submit: {
      initial: 'editing',
      states: {
        editing: { on: { 'order.submit': { target: 'validating', actions: { type: 'takeSubmit', params: ({ event }) => event } } } },
        validating: {
          always: [
            { guard: 'isValid', target: 'submitting' },
            { target: 'editing', actions: ['emitInvalid', 'forgetPending'] },
          ],
        },
        submitting: {
          tags: ['busy'],
          // No 'order.submit' here: a double click while the order is on its way sends nothing.
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => context.pending!,
            // Placed now, or placed before from this cart (another tab): either way this cart is done.
            onDone: {
              target: 'placed',
              actions: [{ type: 'emitPlaced', params: ({ event }) => event.output }, { type: 'keepPlaced', params: ({ event }) => event.output }],
            },
            onError: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => event },
                target: 'refused',
                actions: [
                  { type: 'keepRefusal', params: ({ event }) => event },
                  { type: 'emitRefused', params: ({ event }) => ({ message: toPlaceFailure(event.error).message }) },
                ],
              },
              { target: 'failed', actions: ['keepUnanswered', 'emitFailed'] },
            ],
          },
        },
        /** Placed: busy until the cart (cleared) receives new prints, then a new order starts. */
        placed: {
          tags: ['busy'],
          on: { 'cart.change': { guard: { type: 'hasPrints', params: ({ event }) => event }, target: 'editing' } },
        },
        refused: { on: { 'order.submit': { target: 'validating', actions: { type: 'takeSubmit', params: ({ event }) => event } } } },
        failed: { on: { 'order.submit': { target: 'validating', actions: { type: 'takeSubmit', params: ({ event }) => event } } } },
      },
    },
    expedition: {
      initial: 'idle',
      on: {
        'cart.change': [
          {
            guard: { type: 'hasNewExpeditionKey', params: ({ event }) => event },
            // From the region to its child: only the region's states are left and entered again (a
            // running call stops and a new one starts). `reenter: true` would make the machine's root
            // the transition's domain and reset the submit region too (an order on its way cancelled).
            target: '.loading',
            actions: [{ type: 'keepCart', params: ({ event }) => event }, 'keepExpeditionKey'],
          },
          { actions: { type: 'keepCart', params: ({ event }) => event } },
        ],
      },
      states: {
        idle: {},
        loading: {
          // Re-entering stops the running call: its answer can no longer arrive.
          invoke: {
            id: 'fetchExpedition',
            src: 'fetchExpedition',
            input: ({ context }) => expeditionRequest(context.cart!, shownDateOf(context)),
            onDone: { target: 'ready', actions: { type: 'keepExpedition', params: ({ event }) => ({ answer: event.output }) } },
            onError: { target: 'failed', actions: 'emitExpeditionFailed' },
          },
        },
        ready: {},
        failed: { on: { 'expedition.retry': { guard: 'hasCartPrints', target: 'loading', actions: 'keepExpeditionKey' } } },
      },
    },
    /** The colleagues a purchaser may be chosen from: only for customers who may choose. */
    purchasers: {
      initial: 'hidden',
      on: {
        'customer.change': [
          // From the region to its child: a running call for another partner stops.
          { guard: { type: 'mayChoosePurchaser', params: ({ event }) => event }, target: '.loading', actions: { type: 'keepPartner', params: ({ event }) => event } },
          { target: '.hidden', actions: 'forgetPartner' },
        ],
      },
      states: {
        hidden: {},
        loading: {
          invoke: {
            id: 'fetchPurchasers',
            src: 'fetchPurchasers',
            input: ({ context }) => ({ partnerId: context.partnerId! }),
            onDone: { target: 'ready', actions: { type: 'keepPurchasers', params: ({ event }) => ({ purchasers: event.output }) } },
            onError: 'failed',
          },
        },
        ready: {
          on: { 'purchaser.choose': { guard: { type: 'isKnownPurchaser', params: ({ event }) => event }, actions: { type: 'emitContact', params: ({ event }) => event } } },
        },
        failed: { on: { 'purchasers.retry': 'loading' } },
      },
    },
    /** The delivery-address dialog: while open, its own machine runs as the child `address`. */
    address: {
      initial: 'closed',
      states: {
        closed: { on: { 'address.open': 'open' } },
        open: {
          invoke: {
            id: 'address',
            src: 'address',
            input: ({ event }) => ({ hasSaved: event.type === 'address.open' && event.hasSaved }),
            onDone: { target: 'closed', actions: { type: 'settleAddress', params: ({ event }) => event.output } },
          },
        },
      },
    },
  },
});
