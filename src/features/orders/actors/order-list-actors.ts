// The calls of the lists (overview and home) on the app's API client. Forgetting the lists of
// another owner is the portal's (machines/portal.machine.ts).
import { fromPromise, type ActorRefFrom } from 'xstate';
import { orderListMachine, type InvoiceRef, type ListAnswer, type ListPlace } from '../../../../machines/order-list.machine.js';
import type { InvoicesApi } from '../api/invoices.js';
import type { OrdersApi } from '../api/orders.js';
import { KIND_OF_LIST, type OrderKind } from '../../../domain/orders.js';

export type OrderListActor = ActorRefFrom<typeof orderListMachine>;

export interface OrderListApis {
  orders: Pick<OrdersApi, 'list'>;
  invoices: Pick<InvoicesApi, 'list' | 'downloadPdf'>;
}

/** The machine's calls: one list (home: the newest page of each kind, one call each) and an invoice's PDF. */
export function orderListActors(apis: OrderListApis) {
  return {
    loadList: fromPromise<ListAnswer, { place: ListPlace }>(async ({ input: { place }, signal }) => {
      switch (place.view) {
        case 'home': {
          // One failing call ends home's load: the other two are cancelled with it.
          const calls = new AbortController();
          signal.addEventListener('abort', () => calls.abort());
          const newest = (kind: OrderKind) => apis.orders.list({ kind, q: '' }, calls.signal);
          try {
            const [orders, quotes, templates] = await Promise.all([newest('order'), newest('quote'), newest('template')]);
            return { view: 'home', orders, quotes, templates };
          } catch (error) {
            calls.abort();
            throw error;
          }
        }
        case 'invoices':
          return { view: 'invoices', page: await apis.invoices.list(place.page, signal) };
        default: {
          const query = { kind: KIND_OF_LIST[place.view], q: place.q, ...(place.cursor ? { cursor: place.cursor } : {}) };
          return { view: place.view, page: await apis.orders.list(query, signal) };
        }
      }
    }),
    downloadInvoice: fromPromise<void, { invoice: InvoiceRef }>(({ input }) => apis.invoices.downloadPdf(input.invoice)),
  };
}
