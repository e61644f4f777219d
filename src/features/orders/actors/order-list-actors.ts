// The lists actor (overview and home): created once with the shop's actors, inspected, its calls on
// the app's API client, and forgetting the lists it saw when another user or partner takes over.
import { createActor, fromPromise, type Actor } from 'xstate';
import { orderListMachine, type InvoiceRef, type ListAnswer, type ListPlace } from '../../../../machines/order-list.machine.js';
import type { InvoicesApi } from '../api/invoices.js';
import type { OrdersApi } from '../api/orders.js';
import { KIND_OF_LIST, type OrderKind } from '../../../domain/orders.js';
import type { SessionActor } from '../../../app/create-actors.js';
import { showOrderListToasts } from '../../../app/flow-toasts.js';
import type { Inspect } from '../../../app/inspect.js';

export type OrderListActor = Actor<typeof orderListMachine>;

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

/** Who the lists belong to: the user and the partner they act for. */
function ownerOf(session: SessionActor): string {
  const { user } = session.getSnapshot().context;
  return user ? `${user.id}|${user.partner?.id ?? ''}` : '';
}

/** Creates the lists actor; a logout or another partner clears the lists seen (none leak to the next owner). */
export function createOrderListActor(options: { session: SessionActor; apis: OrderListApis; inspect?: Inspect }): OrderListActor {
  const orderList = createActor(orderListMachine.provide({ actors: orderListActors(options.apis) }), { id: 'orderList', systemId: 'orderList', inspect: options.inspect });
  showOrderListToasts(orderList);
  let owner = ownerOf(options.session);
  options.session.subscribe(() => {
    const now = ownerOf(options.session);
    if (now === owner) return;
    owner = now;
    orderList.send({ type: 'lists.clear' });
  });
  return orderList.start();
}
