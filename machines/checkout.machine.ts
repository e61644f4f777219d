import * as v from 'valibot';
import { assign, emit, fromPromise, setup } from 'xstate';
import { OrderSchema, type OrderInput } from '../src/domain/order.js';
import type {
  CheckoutContext, CheckoutEmitted, CheckoutEvent, ExpeditionAnswer, ExpeditionRequest, OrderIssue, PlaceFailure, PlaceOrderInput, PlacedOrder,
} from './checkout.types.js';
import { addressIssues, buildOrder, expeditionKey, expeditionRequest, shownDeliveryDate } from './order-payload.js';

export type * from './checkout.types.js';
export { ADDRESS_REQUIRED, pickerRules, shownDeliveryDate, type CheckoutCart } from './order-payload.js';

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

/** The key of an unanswered submit of this very order (a retry), else null: a new order gets its own key. */
function retryKey(unanswered: PlaceOrderInput | null, order: OrderInput): string | null {
  return unanswered && JSON.stringify(unanswered.order) === JSON.stringify(order) ? unanswered.key : null;
}

const shownDateOf = (context: CheckoutContext) => shownDeliveryDate(context.cart, context.today, context.expedition?.deadlines ?? null);

/**
 * Checkout (issues #6, #12), one actor for the whole visit next to the cart, so a retry after
 * leaving /checkout keeps its Idempotency-Key. The cart's content arrives as `cart.change`; from it
 * and today this machine owns the delivery-date policy, the order payload, the delivery-address
 * rule and when the expedition is asked again (prints or address changed; a new request cancels
 * the running one so a stale answer is never shown). Submitting: editing -> validating (order
 * schema + address rule) -> submitting (further submits ignored until it answers) -> placed |
 * refused (405) | failed (a retry of the same order keeps its key: the failed call may have been
 * stored). Toasts and a placed order are emitted; the outside clears the cart and navigates.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, emitted: {} as CheckoutEmitted },
  actors: {
    placeOrder: fromPromise<{ orders: PlacedOrder[] }, PlaceOrderInput>(notProvided('placeOrder')),
    fetchExpedition: fromPromise<ExpeditionAnswer, ExpeditionRequest>(notProvided('fetchExpedition')),
  },
  guards: {
    isValid: ({ context }) => context.issues.length === 0,
    isRefusal: (_, params: { error: unknown }) => toPlaceFailure(params.error).status === 405,
    hasPrints: (_, params: CartChange) => params.cart.items.length > 0,
    hasNewExpeditionKey: ({ context }, params: CartChange) => params.cart.items.length > 0 && expeditionKey(params.cart) !== context.expeditionKey,
    hasCartPrints: ({ context }) => (context.cart?.items.length ?? 0) > 0,
  },
  actions: {
    keepCart: assign((_, params: CartChange) => ({ cart: params.cart, today: params.today })),
    takeSubmit: assign(({ context }, params: Submit) => {
      const order = context.cart ? buildOrder(context.cart, shownDateOf(context), params.kind) : null;
      if (!order) return { kind: params.kind, pending: null, issues: [{ path: 'products', message: 'The cart is empty' }], refusal: null };
      const known = orderIssues(order);
      const address = addressIssues(order, params.kind).filter((issue) => !known.some((other) => other.path === issue.path));
      return {
        kind: params.kind,
        pending: { order, key: retryKey(context.unanswered, order) ?? params.key },
        issues: [...known, ...address],
        refusal: null,
      };
    }),
    keepPlaced: assign((_, params: { orders: PlacedOrder[] }) => ({ placed: params.orders, pending: null, unanswered: null })),
    keepRefusal: assign((_, params: { error: unknown }) => ({ refusal: toPlaceFailure(params.error).message, pending: null, unanswered: null })),
    forgetPending: assign({ pending: null }),
    keepUnanswered: assign(({ context }) => ({ unanswered: context.pending, pending: null })),
    keepExpedition: assign((_, params: { answer: ExpeditionAnswer }) => ({ expedition: params.answer })),
    countExpeditionRequest: assign(({ context }) => ({
      expeditionRequests: context.expeditionRequests + 1,
      expeditionKey: context.cart ? expeditionKey(context.cart) : '',
    })),
    emitInvalid: emit(({ context }) => ({ type: 'order.invalid' as const, issues: context.issues })),
    emitRefused: emit((_, params: { message: string }) => ({ type: 'order.refused' as const, message: params.message })),
    emitFailed: emit({ type: 'order.failed' as const }),
    emitPlaced: emit((_, params: { orders: PlacedOrder[] }) => ({ type: 'order.placed' as const, orders: params.orders })),
    emitExpeditionFailed: emit({ type: 'expedition.failed' as const }),
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: {
    cart: null, today: '', expeditionKey: '', kind: 'order', pending: null, unanswered: null, issues: [], placed: [], refusal: null,
    expedition: null, expeditionRequests: 0,
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
            onDone: {
              target: 'placed',
              actions: [{ type: 'keepPlaced', params: ({ event }) => event.output }, { type: 'emitPlaced', params: ({ event }) => event.output }],
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
            actions: [{ type: 'keepCart', params: ({ event }) => event }, 'countExpeditionRequest'],
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
        failed: { on: { 'expedition.retry': { guard: 'hasCartPrints', target: 'loading', actions: 'countExpeditionRequest' } } },
      },
    },
  },
});
