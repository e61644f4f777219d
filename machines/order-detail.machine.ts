import { assign, emit, setup } from 'xstate';
import type { OrderDetail } from '../src/domain/orders.js';
import { providedPromise } from './provided.js';

/**
 * The order detail the customer opened (/order/{id}, spec section 3): `order.open` loads
 * it (a new id starts over, dropping a late answer for the old one), `order.changed` for this order (accepted,
 * approved on another screen) fetches it again while it stays shown, or after a failed load, and `file.stored` (a print file
 * was uploaded) does too, emitting `files.completed` first when that upload moved the order on
 * (its last file came in: the toast names the new stage). An order that
 * does not exist or is not the customer's is `missing`; any other failure emits `detail.failed`
 * (one toast per message) and keeps what was shown. `file.accept` stores the customer's acceptance
 * of a file's warnings (`accepting`, tag `busy`): the order may move on (`files.completed` when it
 * did), and it is fetched again either way; a refusal emits `detail.failed`. While shown, `file.download` and
 * `invoice.download` (and `document.download`: the confirmation or quote) download a print file or a PDF, one at a time (`downloading`, tag
 * `downloading`); a failure emits `download.failed` (one toast per message).
 */
export interface OrderDetailContext {
  orderId: number | null;
  order: OrderDetail | null;
  /** What is being downloaded. */
  download: DownloadRequest | null;
  /** The file whose warnings the customer is accepting. */
  accepting: number | null;
}

export type DownloadRequest =
  | { kind: 'file'; file: { id: number; name: string } }
  | { kind: 'invoice'; invoice: { id: number; number: string } }
  /** The order's confirmation or the quote document (PDF). */
  | { kind: 'document'; document: OrderDocumentRef };

export interface OrderDocumentRef {
  orderId: number;
  document: 'confirmation' | 'quote';
}

export type OrderDetailEvent =
  | { type: 'order.open'; orderId: number | null }
  /** An order was changed elsewhere (accepted, approved): reloaded when it is the one open here. */
  | { type: 'order.changed'; orderId: number }
  /** A file of this order was stored; the server answered with the order's state after it. */
  | { type: 'file.stored'; orderState: string }
  | { type: 'file.download'; file: { id: number; name: string } }
  /** The customer accepts the warnings of a stored file's check ("Ik accepteer deze waarschuwingen"). */
  | { type: 'file.accept'; fileId: number }
  | { type: 'invoice.download'; invoice: { id: number; number: string } }
  | { type: 'document.download'; document: OrderDocumentRef };

export type OrderDetailEmitted =
  | { type: 'detail.failed'; orderId: number; error: unknown }
  /** The upload that was just stored moved the order on to `orderState`. */
  | { type: 'files.completed'; orderId: number; orderState: string }
  | { type: 'download.failed'; orderId: number; error: unknown };


function downloadOf(event: OrderDetailEvent): DownloadRequest | null {
  if (event.type === 'file.download') return { kind: 'file', file: event.file };
  if (event.type === 'invoice.download') return { kind: 'invoice', invoice: event.invoice };
  if (event.type === 'document.download') return { kind: 'document', document: event.document };
  return null;
}

const storedState = ({ event }: { event: OrderDetailEvent }) => ({ orderState: event.type === 'file.stored' ? event.orderState : '' });

/** A stored file reloads the order (again, when already reloading: the answer may predate it). */
const fileStored = [
  { guard: { type: 'hasOrderMoved', params: storedState }, target: 'reloading', reenter: true, actions: { type: 'emitFilesCompleted', params: storedState } },
  { target: 'reloading', reenter: true },
] as const;

export const orderDetailMachine = setup({
  types: { context: {} as OrderDetailContext, events: {} as OrderDetailEvent, emitted: {} as OrderDetailEmitted },
  actors: {
    /** Resolves with the order, or null when the server says it is not there for this customer (404, 403). */
    fetchOrder: providedPromise<OrderDetail | null, { orderId: number }>('fetchOrder'),
    /** Fetches the file or PDF with the customer's token and offers it as a download. */
    download: providedPromise<void, DownloadRequest>('download'),
    /** Stores the acceptance of a file's warnings; resolves with the order's state after it. */
    acceptWarnings: providedPromise<string, { orderId: number; fileId: number }>('acceptWarnings'),
  },
  guards: {
    isOpenOrder: ({ context }, params: { orderId: number }) => context.orderId === params.orderId,
    hasOrderId: ({ event }) => event.type === 'order.open' && event.orderId !== null,
    isFound: (_, params: { order: OrderDetail | null }) => params.order !== null,
    hasOrderMoved: ({ context }, params: { orderState: string }) => params.orderState !== '' && context.order !== null && params.orderState !== context.order.state,
  },
  actions: {
    openOrder: assign(({ event }) => ({ orderId: event.type === 'order.open' ? event.orderId : null, order: null, download: null, accepting: null })),
    takeAccept: assign(({ event }) => ({ accepting: event.type === 'file.accept' ? event.fileId : null })),
    endAccept: assign({ accepting: null }),
    takeDownload: assign(({ event }) => ({
      download: downloadOf(event),
    })),
    endDownload: assign({ download: null }),
    emitDownloadFailed: emit(({ context }, params: { error: unknown }) => ({ type: 'download.failed' as const, orderId: context.orderId ?? 0, error: params.error })),
    keepOrder: assign((_, params: { order: OrderDetail | null }) => ({ order: params.order })),
    emitFilesCompleted: emit(({ context }, params: { orderState: string }) => ({
      type: 'files.completed' as const,
      orderId: context.orderId ?? 0,
      orderState: params.orderState,
    })),
    emitFailed: emit(({ context }, params: { error: unknown }) => ({ type: 'detail.failed' as const, orderId: context.orderId ?? 0, error: params.error })),
  },
}).createMachine({
  id: 'orderDetail',
  context: { orderId: null, order: null, download: null, accepting: null },
  initial: 'idle',
  on: {
    'order.open': [
      { guard: 'hasOrderId', target: '.loading', reenter: true, actions: 'openOrder' },
      { target: '.missing', actions: 'openOrder' },
    ],
  },
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: [
          { guard: { type: 'isFound', params: ({ event }) => ({ order: event.output }) }, target: 'shown', actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) } },
          { target: 'missing' },
        ],
        // Not shown yet: the page keeps saying it is loading, as it did before (the toast says why).
        onError: { target: 'failed', actions: { type: 'emitFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {
      on: {
        'order.changed': { guard: { type: 'isOpenOrder', params: ({ event }) => event }, target: 'reloading' },
        'file.stored': fileStored,
      },
      initial: 'ready',
      states: {
        ready: {
          on: {
            'file.download': { target: 'downloading', actions: 'takeDownload' },
            'invoice.download': { target: 'downloading', actions: 'takeDownload' },
            'document.download': { target: 'downloading', actions: 'takeDownload' },
            'file.accept': { target: '#orderDetail.accepting', actions: 'takeAccept' },
          },
        },
        /** A reload meanwhile leaves it (the browser still saves what arrives; only its failure goes unsaid). */
        downloading: {
          tags: ['downloading'],
          exit: 'endDownload',
          invoke: {
            id: 'download',
            src: 'download',
            input: ({ context }) => context.download ?? { kind: 'file' as const, file: { id: 0, name: '' } },
            onDone: { target: 'ready' },
            onError: { target: 'ready', actions: { type: 'emitDownloadFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    /** The acceptance is stored; the order is fetched again whatever the answer (it says what holds now). */
    accepting: {
      tags: ['busy'],
      exit: 'endAccept',
      invoke: {
        id: 'acceptWarnings',
        src: 'acceptWarnings',
        input: ({ context }) => ({ orderId: context.orderId ?? 0, fileId: context.accepting ?? 0 }),
        onDone: [
          {
            guard: { type: 'hasOrderMoved', params: ({ event }) => ({ orderState: event.output }) },
            target: 'reloading',
            actions: { type: 'emitFilesCompleted', params: ({ event }) => ({ orderState: event.output }) },
          },
          { target: 'reloading' },
        ],
        onError: { target: 'reloading', actions: { type: 'emitFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reloading: {
      tags: ['busy'],
      on: { 'file.stored': fileStored },
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? 0 }),
        onDone: [
          { guard: { type: 'isFound', params: ({ event }) => ({ order: event.output }) }, target: 'shown', actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) } },
          { target: 'missing', actions: { type: 'keepOrder', params: { order: null } } },
        ],
        onError: { target: 'shown', actions: { type: 'emitFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'order.changed': { guard: { type: 'isOpenOrder', params: ({ event }) => event }, target: 'loading' } },
    },
    missing: {},
  },
});
