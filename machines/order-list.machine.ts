import { and, assign, emit, fromPromise, setup } from 'xstate';
import type { InvoicePage, OrderPage } from '../src/domain/orders.js';

/**
 * The lists of the overview and of home (spec sections 2 and 3; issue 12), one actor for the visit:
 * - `place` (the address: which list, search, cursor or page) loads that list; a newer place wins
 *   (the older call is cancelled, its late answer dropped). A list seen before shows at once while
 *   it is fetched anew (`refreshing`); the same place while it loads changes nothing.
 * - A failure is `failed` (the screen says so and offers `list.retry`) and emits `list.failed`
 *   (one toast per message). A page link the server refuses (422 on `cursor`) loads the newest page
 *   instead and emits `cursor.refused`, so the address follows.
 * - `lists.refresh` (the after-order actor changed an order) fetches the shown list again.
 * - `invoice.download` downloads an invoice's PDF (one at a time, kept in `downloading`); a
 *   failure emits `download.failed`.
 * - `lists.clear` (logout, another partner) forgets every list seen: none may show for another owner.
 */
export type ListView = 'home' | 'orders' | 'quotes' | 'templates' | 'invoices';

export interface ListPlace {
  view: ListView;
  q: string;
  /** The invoices' page; orders, quotes and templates page by `cursor` (none: the newest). */
  page: number;
  cursor?: string;
}

export type ListAnswer =
  | { view: 'orders' | 'quotes' | 'templates'; page: OrderPage }
  | { view: 'invoices'; page: InvoicePage }
  /** Home: the newest page of each kind. */
  | { view: 'home'; orders: OrderPage; quotes: OrderPage; templates: OrderPage };

export interface InvoiceRef {
  id: number;
  number: string;
}

export interface OrderListContext {
  place: ListPlace | null;
  /** The list shown for `place` (the one seen before while it refreshes), null while none is there. */
  list: ListAnswer | null;
  /** The lists seen this visit, by `placeKey`. */
  seen: Record<string, ListAnswer>;
  /** The invoice whose PDF is being downloaded. */
  downloading: InvoiceRef | null;
}

export type OrderListEvent =
  | { type: 'place'; place: ListPlace }
  | { type: 'list.retry' }
  | { type: 'lists.refresh' }
  | { type: 'lists.clear' }
  | { type: 'invoice.download'; invoice: InvoiceRef };

export type OrderListEmitted =
  | { type: 'list.failed'; error: unknown }
  /** The newest page of the same list and search, which loads instead of the refused cursor. */
  | { type: 'cursor.refused'; place: ListPlace }
  | { type: 'download.failed'; invoiceId: number; error: unknown };

/** What identifies a list: the fields its view pages and searches by. */
export function placeKey(place: ListPlace): string {
  if (place.view === 'home') return 'home';
  if (place.view === 'invoices') return `invoices|${place.page}`;
  return `${place.view}|${place.cursor ?? ''}|${place.q}`;
}

/** The server's 422 on `cursor`: a page link kept from another company or edited by hand. */
function isCursorRefusal(error: unknown): boolean {
  const refusal = error as { status?: unknown; body?: { errors?: Record<string, unknown> } } | null;
  return refusal?.status === 422 && Boolean(refusal.body?.errors?.cursor);
}

const notProvided = () => Promise.reject(new Error('not provided'));

const newestOf = (place: ListPlace): ListPlace => ({ view: place.view, q: place.q, page: 1 });

/** A new place: the list seen there shows while it refreshes, else the screen says it is loading. */
const toPlace = [
  { guard: 'isSeenPlace', target: '#orderList.list.refreshing', reenter: true, actions: 'takePlace' },
  { target: '#orderList.list.loading', reenter: true, actions: 'takePlace' },
] as const;

/** Another place than the one loading (the same one goes on loading). */
const toOtherPlace = [
  { guard: 'isOtherSeenPlace', target: '#orderList.list.refreshing', reenter: true, actions: 'takePlace' },
  { guard: 'isOtherPlace', target: '#orderList.list.loading', reenter: true, actions: 'takePlace' },
] as const;

/** Again after a failure: a list seen before shows while it loads. */
const retry = [{ guard: 'isPlaceSeen', target: 'refreshing' }, { target: 'loading' }] as const;

const load = {
  id: 'loadList',
  src: 'loadList',
  input: ({ context }: { context: OrderListContext }) => ({ place: context.place ?? { view: 'home' as const, q: '', page: 1 } }),
  onDone: { target: 'shown', actions: 'keepList' },
  onError: [
    { guard: 'isRefusedCursor', target: 'loading', reenter: true, actions: ['emitCursorRefused', 'takeNewest'] },
    { target: 'failed', actions: 'emitFailed' },
  ],
} as const;

export const orderListMachine = setup({
  types: { context: {} as OrderListContext, events: {} as OrderListEvent, emitted: {} as OrderListEmitted },
  actors: {
    /** The list of `place` (cancelled through its signal when a newer place replaces it). */
    loadList: fromPromise<ListAnswer, { place: ListPlace }>(notProvided),
    downloadInvoice: fromPromise<void, { invoice: InvoiceRef }>(notProvided),
  },
  guards: {
    isSeenPlace: ({ context, event }) => event.type === 'place' && placeKey(event.place) in context.seen,
    isOtherPlace: ({ context, event }) => event.type === 'place' && (context.place === null || placeKey(event.place) !== placeKey(context.place)),
    isOtherSeenPlace: and(['isOtherPlace', 'isSeenPlace']),
    isPlaceSeen: ({ context }) => context.place !== null && placeKey(context.place) in context.seen,
    isRefusedCursor: ({ context, event }) => Boolean(context.place?.cursor) && isCursorRefusal((event as { error?: unknown }).error),
  },
  actions: {
    takePlace: assign(({ context, event }) => {
      if (event.type !== 'place') return {};
      return { place: event.place, list: context.seen[placeKey(event.place)] ?? null };
    }),
    takeNewest: assign(({ context }) => ({ place: context.place ? newestOf(context.place) : null, list: null })),
    keepList: assign(({ context, event }) => {
      const list = (event as { output?: ListAnswer }).output ?? null;
      if (!context.place || !list) return {};
      return { list, seen: { ...context.seen, [placeKey(context.place)]: list } };
    }),
    forget: assign({ place: null, list: null, seen: {} }),
    emitFailed: emit(({ event }) => ({ type: 'list.failed' as const, error: (event as { error?: unknown }).error })),
    emitCursorRefused: emit(({ context }) => ({ type: 'cursor.refused' as const, place: newestOf(context.place ?? { view: 'orders', q: '', page: 1 }) })),
    takeDownload: assign(({ event }) => ({ downloading: event.type === 'invoice.download' ? event.invoice : null })),
    endDownload: assign({ downloading: null }),
    emitDownloadFailed: emit(({ context, event }) => ({ type: 'download.failed' as const, invoiceId: context.downloading?.id ?? 0, error: (event as { error?: unknown }).error })),
  },
}).createMachine({
  id: 'orderList',
  type: 'parallel',
  context: { place: null, list: null, seen: {}, downloading: null },
  states: {
    list: {
      initial: 'idle',
      on: {
        'lists.clear': { target: '.idle', actions: 'forget' },
      },
      states: {
        idle: {
          // Nothing is seen here yet (or any more): the place loads.
          on: { place: { target: 'loading', actions: 'takePlace' } },
        },
        loading: {
          tags: ['loading'],
          on: { place: toOtherPlace, 'lists.refresh': { target: 'loading', reenter: true } },
          invoke: load,
        },
        /** The list seen before is shown while it is fetched anew. */
        refreshing: {
          tags: ['loading'],
          on: { place: toOtherPlace, 'lists.refresh': { target: 'refreshing', reenter: true } },
          invoke: load,
        },
        shown: {
          on: { place: toPlace, 'lists.refresh': 'refreshing' },
        },
        failed: {
          on: { place: toPlace, 'list.retry': retry, 'lists.refresh': retry },
        },
      },
    },
    download: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'invoice.download': { target: 'downloading', actions: 'takeDownload' } },
        },
        downloading: {
          tags: ['downloading'],
          invoke: {
            id: 'downloadInvoice',
            src: 'downloadInvoice',
            input: ({ context }) => ({ invoice: context.downloading ?? { id: 0, number: '' } }),
            onDone: { target: 'idle', actions: 'endDownload' },
            onError: { target: 'idle', actions: ['emitDownloadFailed', 'endDownload'] },
          },
        },
      },
    },
  },
});
