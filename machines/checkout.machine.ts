import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import { OrderSchema, type OrderInput } from '../src/domain/order.js';
import type {
  CheckoutContext, CheckoutEvent, ExpeditionAnswer, ExpeditionRequest, OrderIssue, PlaceFailure, PlaceOrderInput, PlacedOrder,
} from './checkout.types.js';

export type * from './checkout.types.js';

/** The order schema's problems, one per field, as dot paths (the view adds the field's title). */
export function orderIssues(order: OrderInput): OrderIssue[] {
  const result = v.safeParse(OrderSchema, order);
  if (result.success) return [];
  const seen = new Set<string>();
  const issues: OrderIssue[] = [];
  for (const issue of result.issues) {
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

/** The key of an unanswered submit of this very order (a retry), else null: a new order gets its own key. */
function retryKey(unanswered: PlaceOrderInput | null, order: Submit['order']): string | null {
  return unanswered && JSON.stringify(unanswered.order) === JSON.stringify(order) ? unanswered.key : null;
}

/**
 * Checkout (issue #6): editing -> validating (order schema) -> submitting (one Idempotency-Key per
 * submit; further submits are ignored until it answers) -> placed | refused (405) | failed (a retry
 * of the same order keeps its key: the failed call may have been stored). In
 * parallel the expedition (deadlines + addresses) is fetched whenever the form asks; a new request
 * cancels the running one so a stale answer is never shown. Toasts, clearing the cart and going to
 * /confirmed are actions given from outside (`.provide`), so the machine stays pure.
 */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent },
  actors: {
    placeOrder: fromPromise<{ orders: PlacedOrder[] }, PlaceOrderInput>(notProvided('placeOrder')),
    fetchExpedition: fromPromise<ExpeditionAnswer, ExpeditionRequest>(notProvided('fetchExpedition')),
  },
  guards: {
    isValid: ({ context }) => context.issues.length === 0,
    isRefusal: (_, params: { error: unknown }) => toPlaceFailure(params.error).status === 405,
  },
  actions: {
    takeSubmit: assign(({ context }, params: Submit) => ({
      kind: params.kind,
      pending: { order: params.order, key: retryKey(context.unanswered, params.order) ?? params.key },
      issues: orderIssues(params.order),
      refusal: null,
    })),
    keepPlaced: assign((_, params: { orders: PlacedOrder[] }) => ({ placed: params.orders, pending: null, unanswered: null })),
    keepRefusal: assign((_, params: { error: unknown }) => ({ refusal: toPlaceFailure(params.error).message, pending: null, unanswered: null })),
    forgetPending: assign({ pending: null }),
    keepUnanswered: assign(({ context }) => ({ unanswered: context.pending, pending: null })),
    keepExpedition: assign((_, params: { answer: ExpeditionAnswer }) => ({ expedition: params.answer })),
    countExpeditionRequest: assign(({ context }) => ({ expeditionRequests: context.expeditionRequests + 1 })),
    // Given from outside: one toast per issue; the 405 message; the customer-service message;
    // the expedition failure toast; clearing the cart and going to /confirmed.
    showIssues: (_, _params: { issues: OrderIssue[] }) => {},
    showRefusal: (_, _params: { message: string }) => {},
    showFailure: () => {},
    showExpeditionFailure: () => {},
    finishOrder: (_, _params: { orders: PlacedOrder[] }) => {},
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: { kind: 'order', pending: null, unanswered: null, issues: [], placed: [], refusal: null, expedition: null, expeditionRequests: 0 },
  states: {
    submit: {
      initial: 'editing',
      states: {
        editing: { on: { 'order.submit': { target: 'validating', actions: { type: 'takeSubmit', params: ({ event }) => event } } } },
        validating: {
          always: [
            { guard: 'isValid', target: 'submitting' },
            {
              target: 'editing',
              actions: [{ type: 'showIssues', params: ({ context }) => ({ issues: context.issues }) }, 'forgetPending'],
            },
          ],
        },
        submitting: {
          // No 'order.submit' here: a double click while the order is on its way sends nothing.
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'placed',
              actions: [
                { type: 'keepPlaced', params: ({ event }) => event.output },
                { type: 'finishOrder', params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                guard: { type: 'isRefusal', params: ({ event }) => event },
                target: 'refused',
                actions: [
                  { type: 'keepRefusal', params: ({ event }) => event },
                  { type: 'showRefusal', params: ({ event }) => ({ message: toPlaceFailure(event.error).message }) },
                ],
              },
              { target: 'failed', actions: ['keepUnanswered', 'showFailure'] },
            ],
          },
        },
        placed: { type: 'final' },
        refused: { on: { 'order.submit': { target: 'validating', actions: { type: 'takeSubmit', params: ({ event }) => event } } } },
        failed: { on: { 'order.submit': { target: 'validating', actions: { type: 'takeSubmit', params: ({ event }) => event } } } },
      },
    },
    expedition: {
      initial: 'idle',
      on: {
        'expedition.fetch': { target: '.loading', reenter: true, actions: 'countExpeditionRequest' },
      },
      states: {
        idle: {},
        loading: {
          // Re-entering stops the running call: its answer can no longer arrive.
          invoke: {
            id: 'fetchExpedition',
            src: 'fetchExpedition',
            input: ({ event }) => (event as Extract<CheckoutEvent, { type: 'expedition.fetch' }>).request,
            onDone: { target: 'ready', actions: { type: 'keepExpedition', params: ({ event }) => ({ answer: event.output }) } },
            onError: { target: 'failed', actions: 'showExpeditionFailure' },
          },
        },
        ready: {},
        failed: {},
      },
    },
  },
});
