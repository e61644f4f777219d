import { assign, emit, setup } from 'xstate';
import type { InvoicePage, OrderPage } from '../src/domain/orders.js';
import { providedPromise } from './provided.js';

/**
 * The lists of the overview and of home (spec sections 2 and 3), one actor for the visit:
 * - `place` (the address: which list, search, cursor or page) loads that list; a newer place wins
 *   (the older call is cancelled, its late answer dropped). A list seen before shows at once while
 *   it is fetched anew (`refreshing`); the same place while it loads changes nothing.
 * - A failure is `failed` (the screen says so and offers `list.retry`) and emits `list.failed`
 *   (one toast per message). A page link the server refuses (422 on `cursor`) loads the newest page
 *   instead and emits `cursor.refused`, so the address follows.
 * - `lists.refresh` (the after-order actor changed an order) fetches the shown list again.
 * - `invoice.download` downloads an invoice's PDF (one at a time, kept in `downloading`); a
 *   failure emits `download.failed`.
 * - Each overview list remembers where the customer last was on it (search, page), and which list
 *   that was: plain /overview opens it as they left it (`placeToReturnTo`).
 * - `lists.clear` (logout, another partner) forgets every list seen and every place: none may show
 *   for another owner.
 */
export type ListView = 'home' | 'orders' | 'quotes' | 'templates' | 'invoices';

/** The overview's lists (home is not one of them). */
export type OverviewView = Exclude<ListView, 'home'>;

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
  /** Where the customer last was on each overview list. */
  lastPlaces: Partial<Record<OverviewView, ListPlace>>;
  /** The overview list the customer used last. */
  lastView: OverviewView;
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

/** Plain /overview opens the list the customer used last, as they left it (the orders, at first). */
export function placeToReturnTo(context: Pick<OrderListContext, 'lastPlaces' | 'lastView'>): ListPlace {
  return context.lastPlaces[context.lastView] ?? { view: context.lastView, q: '', page: 1 };
}

/** The place remembered as where the customer last was (home is not an overview list). */
const remembered = (context: OrderListContext, place: ListPlace | null) =>
  place === null || place.view === 'home' ? {} : { lastPlaces: { ...context.lastPlaces, [place.view]: place }, lastView: place.view };

/** The server's 422 on `cursor`: a page link kept from another company or edited by hand. */
function isCursorRefusal(error: unknown): boolean {
  const refusal = error as { status?: unknown; body?: { errors?: Record<string, unknown> } } | null;
  return refusal?.status === 422 && Boolean(refusal.body?.errors?.cursor);
}

const newestOf = (place: ListPlace): ListPlace => ({ view: place.view, q: place.q, page: 1 });

const isSeen = (context: OrderListContext, place: ListPlace) => placeKey(place) in context.seen;
const isOther = (context: OrderListContext, place: ListPlace) => context.place === null || placeKey(place) !== placeKey(context.place);

type PlaceEvent = Extract<OrderListEvent, { type: 'place' }>;
const placeParams = ({ event }: { event: PlaceEvent }) => ({ place: event.place });
const take = { type: 'takePlace', params: placeParams } as const;

/** A new place: the list seen there shows while it refreshes, else the screen says it is loading. */
const toPlace = [
  { guard: { type: 'isSeenPlace', params: placeParams }, target: '#orderList.list.refreshing', reenter: true, actions: take },
  { target: '#orderList.list.loading', reenter: true, actions: take },
] as const;

/** Another place than the one loading (the same one goes on loading). */
const toOtherPlace = [
  {
    guard: { type: 'isOtherSeenPlace', params: placeParams },
    target: '#orderList.list.refreshing',
    reenter: true,
    actions: take,
  },
  { guard: { type: 'isOtherPlace', params: placeParams }, target: '#orderList.list.loading', reenter: true, actions: take },
] as const;

/** Again after a failure: a list seen before shows while it loads. */
const retry = [{ guard: 'isPlaceSeen', target: 'refreshing' }, { target: 'loading' }] as const;

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Loading and refreshing run with a place: every way in takes one. */
const load = {
  id: 'loadList',
  src: 'loadList',
  input: ({ context }: { context: OrderListContext }) => ({ place: context.place! }),
  onDone: { target: 'shown', actions: { type: 'keepList', params: ({ event }: { event: { output: ListAnswer } }) => ({ list: event.output }) } },
  onError: [
    { guard: { type: 'isRefusedCursor', params: errorParams }, target: 'loading', reenter: true, actions: ['emitCursorRefused', 'takeNewest'] },
    { target: 'failed', actions: { type: 'emitFailed', params: errorParams } },
  ],
} as const;

export const orderListMachine = setup({
  types: { context: {} as OrderListContext, events: {} as OrderListEvent, emitted: {} as OrderListEmitted },
  actors: {
    /** The list of `place` (cancelled through its signal when a newer place replaces it). */
    loadList: providedPromise<ListAnswer, { place: ListPlace }>('loadList'),
    downloadInvoice: providedPromise<void, { invoice: InvoiceRef }>('downloadInvoice'),
  },
  guards: {
    isSeenPlace: ({ context }, params: { place: ListPlace }) => isSeen(context, params.place),
    isOtherPlace: ({ context }, params: { place: ListPlace }) => isOther(context, params.place),
    isOtherSeenPlace: ({ context }, params: { place: ListPlace }) => isOther(context, params.place) && isSeen(context, params.place),
    isPlaceSeen: ({ context }) => context.place !== null && placeKey(context.place) in context.seen,
    isRefusedCursor: ({ context }, params: { error: unknown }) => Boolean(context.place?.cursor) && isCursorRefusal(params.error),
  },
  actions: {
    takePlace: assign(({ context }, params: { place: ListPlace }) => ({
      place: params.place,
      list: context.seen[placeKey(params.place)] ?? null,
      ...remembered(context, params.place),
    })),
    // Only a refused cursor comes here, so there is a place.
    takeNewest: assign(({ context }) => {
      const newest = newestOf(context.place!);
      return { place: newest, list: null, ...remembered(context, newest) };
    }),
    keepList: assign(({ context }, params: { list: ListAnswer }) => ({
      list: params.list,
      seen: { ...context.seen, [placeKey(context.place!)]: params.list },
    })),
    forget: assign({ place: null, list: null, seen: {}, lastPlaces: {}, lastView: 'orders' as const }),
    emitFailed: emit((_, params: { error: unknown }) => ({ type: 'list.failed' as const, error: params.error })),
    emitCursorRefused: emit(({ context }) => ({ type: 'cursor.refused' as const, place: newestOf(context.place!) })),
    takeDownload: assign((_, params: { invoice: InvoiceRef }) => ({ downloading: params.invoice })),
    endDownload: assign({ downloading: null }),
    emitDownloadFailed: emit(({ context }, params: { error: unknown }) => ({ type: 'download.failed' as const, invoiceId: context.downloading!.id, error: params.error })),
  },
}).createMachine({
  id: 'orderList',
  type: 'parallel',
  context: { place: null, list: null, seen: {}, downloading: null, lastPlaces: {}, lastView: 'orders' },
  states: {
    list: {
      initial: 'idle',
      on: {
        'lists.clear': { target: '.idle', actions: 'forget' },
      },
      states: {
        idle: {
          // Nothing is seen here yet (or any more): the place loads.
          on: { place: { target: 'loading', actions: take } },
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
          on: { 'invoice.download': { target: 'downloading', actions: { type: 'takeDownload', params: ({ event }) => ({ invoice: event.invoice }) } } },
        },
        downloading: {
          tags: ['downloading'],
          invoke: {
            id: 'downloadInvoice',
            src: 'downloadInvoice',
            input: ({ context }) => ({ invoice: context.downloading! }),
            onDone: { target: 'idle', actions: 'endDownload' },
            onError: { target: 'idle', actions: [{ type: 'emitDownloadFailed', params: ({ event }) => ({ error: event.error }) }, 'endDownload'] },
          },
        },
      },
    },
  },
});
