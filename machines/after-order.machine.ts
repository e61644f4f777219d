import { assign, emit, setup } from 'xstate';
import type { ReorderAnswer } from '../src/domain/orders.js';
import { failureMessages } from './session-errors.js';
import { providedPromise } from './provided.js';

/**
 * What a customer does with an order once it is placed (spec section 4, order kinds):
 * accept or deactivate a quote, delete a template, approve an order without (all) files, and
 * reorder a template or a past order. The four actions cannot be undone (an accepted quote is a
 * binding order), so each first waits in `confirming` for `order.confirm` or `order.cancel`; a
 * reorder only fills the cart and runs at once. One action at a time (`busy`); the outcome is emitted, so
 * the overview and the order detail react the same way: `order.changed` (reload and a success
 * toast), `order.failed` (the error's messages, one toast each), `order.reordered` (the prints went to the cart;
 * `hasPrints` says whether the checkout has something to show).
 */
export type OrderAction = 'accept' | 'deactivate' | 'delete' | 'approve';

export interface OrderActionInput {
  action: OrderAction;
  orderId: number;
}

/** Where the customer asked: the wording of a success toast depends on it (the detail says what comes next). */
export type AfterOrderScreen = 'overview' | 'detail';

export interface AfterOrderContext {
  /** The order an action runs for (the view marks that row busy). */
  orderId: number | null;
  screen: AfterOrderScreen;
  /** The action running (null while reordering or idle). */
  action: OrderAction | null;
}

export type AfterOrderEvent =
  | { type: 'order.accept'; orderId: number; screen?: AfterOrderScreen }
  | { type: 'order.deactivate'; orderId: number; screen?: AfterOrderScreen }
  | { type: 'order.delete'; orderId: number; screen?: AfterOrderScreen }
  | { type: 'order.approve'; orderId: number; screen?: AfterOrderScreen }
  | { type: 'order.reorder'; orderId: number; screen?: AfterOrderScreen }
  | { type: 'order.confirm' }
  | { type: 'order.cancel' };

type OrderRequest = Extract<AfterOrderEvent, { orderId: number }>;

export type AfterOrderEmitted =
  | { type: 'order.changed'; action: OrderAction; orderId: number; notice: string | null; screen: AfterOrderScreen }
  | { type: 'order.failed'; orderId: number; messages: string[] }
  | { type: 'order.reordered'; orderId: number; answer: ReorderAnswer; hasPrints: boolean };

const ACTION_OF: Record<Exclude<OrderRequest['type'], 'order.reorder'>, OrderAction> = {
  'order.accept': 'accept',
  'order.deactivate': 'deactivate',
  'order.delete': 'delete',
  'order.approve': 'approve',
};


export const afterOrderMachine = setup({
  types: { context: {} as AfterOrderContext, events: {} as AfterOrderEvent, emitted: {} as AfterOrderEmitted },
  actors: {
    /** Resolves with the server's notice for the customer (a quote's moved delivery date), if any. */
    changeOrder: providedPromise<string | null, OrderActionInput>('changeOrder'),
    reorderOrder: providedPromise<ReorderAnswer, { orderId: number }>('reorderOrder'),
  },
  actions: {
    keepRequest: assign((_, params: OrderRequest) => ({
      orderId: params.orderId,
      screen: params.screen ?? 'overview',
      action: params.type === 'order.reorder' ? null : ACTION_OF[params.type],
    })),
    forgetRequest: assign({ orderId: null, action: null, screen: 'overview' as const }),
    emitChanged: emit(({ context }, params: { notice: string | null }) => ({
      type: 'order.changed' as const, action: context.action ?? 'accept', orderId: context.orderId ?? 0, notice: params.notice, screen: context.screen,
    })),
    emitFailed: emit(({ context }, params: { error: unknown }) => ({ type: 'order.failed' as const, orderId: context.orderId ?? 0, messages: failureMessages(params.error) })),
    emitReordered: emit(({ context }, params: { answer: ReorderAnswer }) => ({
      type: 'order.reordered' as const,
      orderId: context.orderId ?? 0,
      answer: params.answer,
      hasPrints: params.answer.products.length > 0,
    })),
  },
}).createMachine({
  id: 'afterOrder',
  context: { orderId: null, action: null, screen: 'overview' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'order.accept': { target: 'confirming', actions: { type: 'keepRequest', params: ({ event }) => event } },
        'order.deactivate': { target: 'confirming', actions: { type: 'keepRequest', params: ({ event }) => event } },
        'order.delete': { target: 'confirming', actions: { type: 'keepRequest', params: ({ event }) => event } },
        'order.approve': { target: 'confirming', actions: { type: 'keepRequest', params: ({ event }) => event } },
        'order.reorder': { target: 'reordering', actions: { type: 'keepRequest', params: ({ event }) => event } },
      },
    },
    /** The customer is asked (in their language) whether the action really has to run. */
    confirming: {
      tags: ['confirming'],
      on: {
        'order.confirm': { target: 'changing' },
        'order.cancel': { target: 'idle', actions: 'forgetRequest' },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changeOrder',
        src: 'changeOrder',
        input: ({ context }) => ({ action: context.action ?? 'accept', orderId: context.orderId ?? 0 }),
        onDone: { target: 'idle', actions: [{ type: 'emitChanged', params: ({ event }) => ({ notice: event.output }) }, 'forgetRequest'] },
        onError: { target: 'idle', actions: [{ type: 'emitFailed', params: ({ event }) => ({ error: event.error }) }, 'forgetRequest'] },
      },
    },
    reordering: {
      tags: ['busy'],
      invoke: {
        id: 'reorderOrder',
        src: 'reorderOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: { target: 'idle', actions: [{ type: 'emitReordered', params: ({ event }) => ({ answer: event.output }) }, 'forgetRequest'] },
        onError: { target: 'idle', actions: [{ type: 'emitFailed', params: ({ event }) => ({ error: event.error }) }, 'forgetRequest'] },
      },
    },
  },
});
