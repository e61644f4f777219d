import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderListMachine, placeKey, placeToReturnTo, type InvoiceRef, type ListAnswer, type ListPlace, type OrderListEmitted } from '../../machines/order-list.machine.js';
import type { OrderPage } from '../../src/domain/orders.js';

/** The overview's and home's lists, every expectation written out by hand. */
const page = (label: string) => ({ label }) as unknown as OrderPage;
const orders = (label: string): ListAnswer => ({ view: 'orders', page: page(label) });
const ORDERS: ListPlace = { view: 'orders', q: '', page: 1 };
const QUOTES: ListPlace = { view: 'quotes', q: 'actie', page: 1 };
const DEEP: ListPlace = { view: 'orders', q: 'actie', page: 1, cursor: 'oud' };
const INVOICE: InvoiceRef = { id: 5, number: 'F2026-0001' };
const REFUSED = { status: 422, body: { message: 'The given data was invalid.', errors: { cursor: ['invalid'] } } };

type Call<TInput, TOutput> = { input: TInput; signal: AbortSignal; resolve: (value: TOutput) => void; reject: (error: unknown) => void };

function start(provide = true) {
  const loads: Call<{ place: ListPlace }, ListAnswer>[] = [];
  const downloads: Call<{ invoice: InvoiceRef }, void>[] = [];
  const loadList = fromPromise<ListAnswer, { place: ListPlace }>(({ input, signal }) => new Promise((resolve, reject) => loads.push({ input, signal, resolve, reject })));
  const downloadInvoice = fromPromise<void, { invoice: InvoiceRef }>(({ input, signal }) => new Promise((resolve, reject) => downloads.push({ input, signal, resolve, reject })));
  const actor = createActor(provide ? orderListMachine.provide({ actors: { loadList, downloadInvoice } }) : orderListMachine);
  const emitted: OrderListEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, loads, downloads, emitted, snapshot: () => actor.getSnapshot(), settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

describe('orderList: loading a place', () => {
  it('shows nothing until a place is given, then loads it and shows it', async () => {
    const o = start();
    expect(o.snapshot().value).toEqual({ list: 'idle', download: 'idle' });
    expect(o.snapshot().context).toEqual({ place: null, list: null, seen: {}, downloading: null, lastPlaces: {}, lastView: 'orders' });
    o.actor.send({ type: 'place', place: ORDERS });
    expect(o.snapshot().value).toEqual({ list: 'loading', download: 'idle' });
    expect(o.snapshot().hasTag('loading')).toBe(true);
    expect(o.loads.map((call) => call.input)).toEqual([{ place: ORDERS }]);
    o.loads[0]!.resolve(orders('a'));
    await o.settle();
    expect(o.snapshot().value).toEqual({ list: 'shown', download: 'idle' });
    expect(o.snapshot().hasTag('loading')).toBe(false);
    expect(o.snapshot().context.list).toEqual(orders('a'));
    expect(o.snapshot().context.seen).toEqual({ 'orders||': orders('a') });
  });

  it('a newer place wins: the older call is cancelled and its late answer dropped', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: ORDERS });
    o.actor.send({ type: 'place', place: QUOTES });
    expect(o.loads[0]!.signal.aborted).toBe(true);
    o.loads[0]!.resolve(orders('late'));
    await o.settle();
    expect(o.snapshot().value).toEqual({ list: 'loading', download: 'idle' });
    expect(o.snapshot().context.list).toBeNull();
    o.loads[1]!.resolve({ view: 'quotes', page: page('q') });
    await o.settle();
    expect(o.snapshot().context.list).toEqual({ view: 'quotes', page: page('q') });
    expect(Object.keys(o.snapshot().context.seen)).toEqual(['quotes||actie']);
  });

  it('the same place while it loads asks nothing anew; shown, it is fetched again with the list kept', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: ORDERS });
    o.actor.send({ type: 'place', place: { ...ORDERS } });
    expect(o.loads).toHaveLength(1);
    o.loads[0]!.resolve(orders('a'));
    await o.settle();
    o.actor.send({ type: 'place', place: ORDERS });
    expect(o.snapshot().value).toEqual({ list: 'refreshing', download: 'idle' });
    expect(o.snapshot().context.list).toEqual(orders('a'));
    expect(o.loads).toHaveLength(2);
  });

  it('going back to a list seen shows it at once while it refreshes, then the fresh one', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: ORDERS });
    o.loads[0]!.resolve(orders('first'));
    await o.settle();
    o.actor.send({ type: 'place', place: QUOTES });
    expect(o.snapshot().context.list).toBeNull();
    o.actor.send({ type: 'place', place: ORDERS });
    expect(o.snapshot().value).toEqual({ list: 'refreshing', download: 'idle' });
    expect(o.snapshot().context.list).toEqual(orders('first'));
    o.loads[2]!.resolve(orders('fresh'));
    await o.settle();
    expect(o.snapshot().value).toEqual({ list: 'shown', download: 'idle' });
    expect(o.snapshot().context.list).toEqual(orders('fresh'));
  });

  it('keys a list by what it pages and searches by', () => {
    expect(placeKey({ view: 'home', q: 'x', page: 3 })).toBe('home');
    expect(placeKey({ view: 'invoices', q: 'x', page: 3, cursor: 'c' })).toBe('invoices|3');
    expect(placeKey(DEEP)).toBe('orders|oud|actie');
    expect(placeKey({ view: 'templates', q: '', page: 2 })).toBe('templates||');
  });
});

describe('orderList: failures', () => {
  it('a failed list is failed, says why once, and loads again on retry', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: ORDERS });
    const error = new Error('down');
    o.loads[0]!.reject(error);
    await o.settle();
    expect(o.snapshot().value).toEqual({ list: 'failed', download: 'idle' });
    expect(o.emitted).toEqual([{ type: 'list.failed', error }]);
    o.actor.send({ type: 'list.retry' });
    expect(o.snapshot().value).toEqual({ list: 'loading', download: 'idle' });
    expect(o.loads.map((call) => call.input)).toEqual([{ place: ORDERS }, { place: ORDERS }]);
  });

  it('a list seen before that fails to refresh shows again while the retry loads it', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: ORDERS });
    o.loads[0]!.resolve(orders('a'));
    await o.settle();
    o.actor.send({ type: 'lists.refresh' });
    o.loads[1]!.reject(new Error('down'));
    await o.settle();
    expect(o.snapshot().value).toEqual({ list: 'failed', download: 'idle' });
    o.actor.send({ type: 'list.retry' });
    expect(o.snapshot().value).toEqual({ list: 'refreshing', download: 'idle' });
    expect(o.snapshot().context.list).toEqual(orders('a'));
    o.loads[2]!.reject(new Error('down'));
    await o.settle();
    o.actor.send({ type: 'lists.refresh' });
    expect(o.snapshot().value).toEqual({ list: 'refreshing', download: 'idle' });
  });

  it('a refused cursor loads the newest page of the same list and search and says where that is, without a failure', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: DEEP });
    o.loads[0]!.reject(REFUSED);
    await o.settle();
    expect(o.emitted).toEqual([{ type: 'cursor.refused', place: { view: 'orders', q: 'actie', page: 1 } }]);
    expect(o.snapshot().value).toEqual({ list: 'loading', download: 'idle' });
    expect(o.loads[1]!.input).toEqual({ place: { view: 'orders', q: 'actie', page: 1 } });
    // The address follows: that place is what loads already.
    o.actor.send({ type: 'place', place: { view: 'orders', q: 'actie', page: 1 } });
    expect(o.loads).toHaveLength(2);
  });

  it('a 422 on a place without a cursor is an ordinary failure', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: ORDERS });
    o.loads[0]!.reject(REFUSED);
    await o.settle();
    expect(o.snapshot().value).toEqual({ list: 'failed', download: 'idle' });
    expect(o.emitted).toEqual([{ type: 'list.failed', error: REFUSED }]);
  });

  it('a 422 about something else than the cursor is an ordinary failure too', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: DEEP });
    const other = { status: 422, body: { message: 'no', errors: { q: ['too long'] } } };
    o.loads[0]!.reject(other);
    await o.settle();
    expect(o.snapshot().value).toEqual({ list: 'failed', download: 'idle' });
    expect(o.emitted).toEqual([{ type: 'list.failed', error: other }]);
  });

  it.each([
    ['another status naming the cursor', { status: 500, body: { message: 'no', errors: { cursor: ['broken'] } } }],
    ['a 422 without a body', { status: 422 }],
    ['a 422 without field errors', { status: 422, body: { message: 'no' } }],
    ['no error object at all', null],
  ])('on a cursor page, %s is an ordinary failure', async (_name, error) => {
    const o = start();
    o.actor.send({ type: 'place', place: DEEP });
    o.loads[0]!.reject(error);
    await o.settle();
    expect(o.snapshot().value).toEqual({ list: 'failed', download: 'idle' });
    expect(o.emitted).toEqual([{ type: 'list.failed', error }]);
  });

  it('without the real calls provided, loading fails and says so', async () => {
    const o = start(false);
    o.actor.send({ type: 'place', place: ORDERS });
    await o.settle();
    expect(o.snapshot().value).toEqual({ list: 'failed', download: 'idle' });
    expect(o.emitted).toEqual([{ type: 'list.failed', error: new Error('loadList is not provided') }]);
  });
});

describe('orderList: a changed order and another owner', () => {
  it('a changed order fetches the shown list again, and asks anew while one is on its way', async () => {
    const o = start();
    o.actor.send({ type: 'lists.refresh' });
    expect(o.loads).toHaveLength(0);
    o.actor.send({ type: 'place', place: ORDERS });
    o.actor.send({ type: 'lists.refresh' });
    expect(o.loads).toHaveLength(2);
    expect(o.loads[0]!.signal.aborted).toBe(true);
    o.loads[1]!.resolve(orders('a'));
    await o.settle();
    o.actor.send({ type: 'lists.refresh' });
    expect(o.snapshot().value).toEqual({ list: 'refreshing', download: 'idle' });
    o.actor.send({ type: 'lists.refresh' });
    expect(o.loads).toHaveLength(4);
    expect(o.snapshot().context.list).toEqual(orders('a'));
  });

  it('after a failure a changed order loads the list again', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: ORDERS });
    o.loads[0]!.reject(new Error('down'));
    await o.settle();
    o.actor.send({ type: 'lists.refresh' });
    expect(o.snapshot().value).toEqual({ list: 'loading', download: 'idle' });
  });

  it('another owner forgets every list seen: the same place then loads as new', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: ORDERS });
    o.loads[0]!.resolve(orders('mine'));
    await o.settle();
    o.actor.send({ type: 'lists.clear' });
    expect(o.snapshot().value).toEqual({ list: 'idle', download: 'idle' });
    expect(o.snapshot().context).toEqual({ place: null, list: null, seen: {}, downloading: null, lastPlaces: {}, lastView: 'orders' });
    o.actor.send({ type: 'place', place: ORDERS });
    expect(o.snapshot().value).toEqual({ list: 'loading', download: 'idle' });
    expect(o.snapshot().context.list).toBeNull();
  });

  it('forgets a list still loading too (its answer never shows)', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: ORDERS });
    o.actor.send({ type: 'lists.clear' });
    expect(o.loads[0]!.signal.aborted).toBe(true);
    o.loads[0]!.resolve(orders('old owner'));
    await o.settle();
    expect(o.snapshot().context).toEqual({ place: null, list: null, seen: {}, downloading: null, lastPlaces: {}, lastView: 'orders' });
  });
});

describe('orderList: where the customer last was', () => {
  const returnTo = (o: ReturnType<typeof start>) => placeToReturnTo(o.snapshot().context);

  it('plain /overview opens the orders at first, then the list used last as it was left; home is not a list of the overview', () => {
    const o = start();
    expect(returnTo(o)).toEqual(ORDERS);
    o.actor.send({ type: 'place', place: DEEP });
    o.actor.send({ type: 'place', place: QUOTES });
    expect(returnTo(o)).toEqual(QUOTES);
    o.actor.send({ type: 'place', place: { view: 'home', q: '', page: 1 } });
    expect(returnTo(o)).toEqual(QUOTES);
    expect(o.snapshot().context.lastPlaces).toEqual({ orders: DEEP, quotes: QUOTES });
  });

  it('a refused page link is remembered as the newest page it loads instead', async () => {
    const o = start();
    o.actor.send({ type: 'place', place: DEEP });
    o.loads[0]!.reject(REFUSED);
    await o.settle();
    expect(returnTo(o)).toEqual({ view: 'orders', q: 'actie', page: 1 });
  });

  it('another owner finds none of it (logout, another partner)', () => {
    const o = start();
    o.actor.send({ type: 'place', place: QUOTES });
    o.actor.send({ type: 'lists.clear' });
    expect(returnTo(o)).toEqual(ORDERS);
  });
});

describe('orderList: invoice downloads', () => {
  it('downloads one invoice at a time, keeping which one', async () => {
    const o = start();
    o.actor.send({ type: 'invoice.download', invoice: INVOICE });
    o.actor.send({ type: 'invoice.download', invoice: { id: 6, number: 'F2026-0002' } });
    expect(o.downloads.map((call) => call.input)).toEqual([{ invoice: INVOICE }]);
    expect(o.snapshot().context.downloading).toEqual(INVOICE);
    expect(o.snapshot().hasTag('downloading')).toBe(true);
    o.downloads[0]!.resolve();
    await o.settle();
    expect(o.snapshot().context.downloading).toBeNull();
    expect(o.snapshot().hasTag('downloading')).toBe(false);
    expect(o.emitted).toEqual([]);
  });

  it('a failed download says why for that invoice', async () => {
    const o = start();
    o.actor.send({ type: 'invoice.download', invoice: INVOICE });
    const error = new Error('gone');
    o.downloads[0]!.reject(error);
    await o.settle();
    expect(o.emitted).toEqual([{ type: 'download.failed', invoiceId: 5, error }]);
    expect(o.snapshot().context.downloading).toBeNull();
    expect(o.snapshot().value).toEqual({ list: 'idle', download: 'idle' });
  });
});
