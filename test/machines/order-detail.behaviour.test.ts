import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderDetailMachine, type DownloadRequest, type OrderDetailEmitted } from '../../machines/order-detail.machine.js';
import type { OrderDetail } from '../../src/domain/orders.js';

/** The order detail a customer opened, every expectation written out by hand. */
const detail = (id: number, state = 'files') => ({ id, state }) as unknown as OrderDetail;
type Call = { input: { orderId: number }; resolve: (order: OrderDetail | null) => void; reject: (error: unknown) => void };

function start(provide = true) {
  const calls: Call[] = [];
  const fetchOrder = fromPromise<OrderDetail | null, { orderId: number }>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })));
  const actor = createActor(provide ? orderDetailMachine.provide({ actors: { fetchOrder } }) : orderDetailMachine);
  const emitted: OrderDetailEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted, snapshot: () => actor.getSnapshot(), settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

describe('orderDetail: opening an order', () => {
  it('shows nothing until an order is opened, then loads it (busy) and shows it', async () => {
    const o = start();
    expect(o.snapshot().value).toBe('idle');
    expect(o.snapshot().context).toEqual({ orderId: null, order: null, download: null, accepting: null });
    o.actor.send({ type: 'order.open', orderId: 7 });
    expect(o.snapshot().hasTag('busy')).toBe(true);
    expect(o.snapshot().context).toEqual({ orderId: 7, order: null, download: null, accepting: null });
    o.calls[0]!.resolve(detail(7));
    await o.settle();
    expect(o.snapshot().value).toEqual({ shown: 'ready' });
    expect(o.snapshot().context.order).toEqual(detail(7));
    expect(o.snapshot().hasTag('busy')).toBe(false);
  });

  it('opening another order while one loads asks for the new one at once', async () => {
    const o = start();
    o.actor.send({ type: 'order.open', orderId: 7 });
    o.actor.send({ type: 'order.open', orderId: 8 });
    expect(o.calls.map((call) => call.input)).toEqual([{ orderId: 7 }, { orderId: 8 }]);
    o.calls[1]!.resolve(detail(8));
    await o.settle();
    expect(o.snapshot().context.order).toEqual(detail(8));
  });

  it('an order that is not there is missing; an invalid id is missing without asking', async () => {
    const o = start();
    o.actor.send({ type: 'order.open', orderId: 9 });
    o.calls[0]!.resolve(null);
    await o.settle();
    expect(o.snapshot().value).toBe('missing');
    expect(o.snapshot().context.order).toBeNull();
    o.actor.send({ type: 'order.open', orderId: null });
    expect(o.snapshot().value).toBe('missing');
    expect(o.snapshot().context.orderId).toBeNull();
    expect(o.calls).toHaveLength(1);
  });

  it('a failed load says why for that order, and a reload tries again', async () => {
    const o = start();
    o.actor.send({ type: 'order.open', orderId: 7 });
    const error = new Error('down');
    o.calls[0]!.reject(error);
    await o.settle();
    expect(o.snapshot().value).toBe('failed');
    expect(o.emitted).toEqual([{ type: 'detail.failed', orderId: 7, error }]);
    o.actor.send({ type: 'order.changed', orderId: 7 });
    expect(o.calls.map((call) => call.input)).toEqual([{ orderId: 7 }, { orderId: 7 }]);
    o.calls[1]!.resolve(detail(7));
    await o.settle();
    expect(o.snapshot().value).toEqual({ shown: 'ready' });
  });
});

describe('orderDetail: reloading a shown order', () => {
  it('keeps showing the order while it reloads, then shows the new one', async () => {
    const o = start();
    o.actor.send({ type: 'order.open', orderId: 7 });
    o.calls[0]!.resolve(detail(7));
    await o.settle();
    o.actor.send({ type: 'order.changed', orderId: 7 });
    expect(o.snapshot().value).toBe('reloading');
    expect(o.snapshot().hasTag('busy')).toBe(true);
    expect(o.snapshot().context.order).toEqual(detail(7));
    expect(o.calls[1]!.input).toEqual({ orderId: 7 });
    o.calls[1]!.resolve(detail(7, 'intake'));
    await o.settle();
    expect(o.snapshot().value).toEqual({ shown: 'ready' });
    expect(o.snapshot().context.order).toEqual(detail(7, 'intake'));
  });

  it('an order gone on reload is missing and no longer shown; a failed reload keeps it and says why', async () => {
    const o = start();
    o.actor.send({ type: 'order.open', orderId: 7 });
    o.calls[0]!.resolve(detail(7));
    await o.settle();
    o.actor.send({ type: 'order.changed', orderId: 7 });
    const error = new Error('502');
    o.calls[1]!.reject(error);
    await o.settle();
    expect(o.snapshot().value).toEqual({ shown: 'ready' });
    expect(o.snapshot().context.order).toEqual(detail(7));
    expect(o.emitted).toEqual([{ type: 'detail.failed', orderId: 7, error }]);
    o.actor.send({ type: 'order.changed', orderId: 7 });
    o.calls[2]!.resolve(null);
    await o.settle();
    expect(o.snapshot().value).toBe('missing');
    expect(o.snapshot().context.order).toBeNull();
  });

  it('without the real call provided, opening fails with a message naming it', async () => {
    const o = start(false);
    o.actor.send({ type: 'order.open', orderId: 3 });
    await o.settle();
    expect(o.emitted).toEqual([{ type: 'detail.failed', orderId: 3, error: new Error('fetchOrder is not provided') }]);
    expect(orderDetailMachine.id).toBe('orderDetail');
  });
});

describe('orderDetail: a print file stored on the order page', () => {
  async function shown(state: string) {
    const o = start();
    o.actor.send({ type: 'order.open', orderId: 5 });
    o.calls[0]!.resolve(detail(5, state));
    await o.settle();
    return o;
  }

  it('reloads the order and says nothing when the order stays where it was', async () => {
    const o = await shown('waiting_for_files');
    o.actor.send({ type: 'file.stored', orderState: 'waiting_for_files' });
    expect(o.snapshot().value).toBe('reloading');
    expect(o.calls).toHaveLength(2);
    expect(o.emitted).toEqual([]);
  });

  it('says nothing either when the upload answer names no stage', async () => {
    const o = await shown('waiting_for_files');
    o.actor.send({ type: 'file.stored', orderState: '' });
    expect(o.snapshot().value).toBe('reloading');
    expect(o.emitted).toEqual([]);
  });

  it('tells the new stage once when that file moved the order on', async () => {
    const o = await shown('waiting_for_files');
    o.actor.send({ type: 'file.stored', orderState: 'intake' });
    expect(o.snapshot().value).toBe('reloading');
    expect(o.emitted).toEqual([{ type: 'files.completed', orderId: 5, orderState: 'intake' }]);
  });

  it('says nothing for a file stored before the order was ever shown', async () => {
    const o = start();
    o.actor.send({ type: 'order.open', orderId: 5 });
    o.calls[0]!.reject(new Error('offline'));
    await o.settle();
    o.actor.send({ type: 'order.changed', orderId: 5 });
    o.actor.send({ type: 'file.stored', orderState: 'intake' });
    expect(o.emitted.filter((event) => event.type === 'files.completed')).toEqual([]);
    // Still working: it loads the order again and shows it.
    expect(o.snapshot().status).toBe('active');
    expect(o.snapshot().value).toBe('loading');
    o.calls.at(-1)!.resolve(detail(5, 'intake'));
    await o.settle();
    expect(o.snapshot().value).toEqual({ shown: 'ready' });
  });
});

describe('orderDetail: downloads', () => {
  it('downloads the file asked for, one at a time, and tells a failure with its reason', async () => {
    const asked: DownloadRequest[] = [];
    const refusal = new Error('Bestand niet gevonden');
    const download = fromPromise<void, DownloadRequest>(async ({ input }) => {
      asked.push(input);
      throw refusal;
    });
    const fetchOrder = fromPromise<OrderDetail | null, { orderId: number }>(async () => detail(4));
    const actor = createActor(orderDetailMachine.provide({ actors: { fetchOrder, download } }));
    const emitted: OrderDetailEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'order.open', orderId: 4 });
    await new Promise((resolve) => setImmediate(resolve));
    actor.send({ type: 'file.download', file: { id: 12, name: 'banner.pdf' } });
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true);
    actor.send({ type: 'file.download', file: { id: 13, name: 'other.pdf' } }); // ignored while one runs
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toEqual([{ kind: 'file', file: { id: 12, name: 'banner.pdf' } }]);
    expect(emitted).toEqual([{ type: 'download.failed', orderId: 4, error: refusal }]);
    expect(actor.getSnapshot().value).toEqual({ shown: 'ready' });
    expect(actor.getSnapshot().context.download).toBeNull();
  });
});

describe('orderDetail: an order changed elsewhere', () => {
  it('reloads only the order open here', async () => {
    const o = start();
    o.actor.send({ type: 'order.open', orderId: 7 });
    o.calls[0]!.resolve(detail(7));
    await o.settle();
    o.actor.send({ type: 'order.changed', orderId: 8 });
    expect(o.snapshot().value).toEqual({ shown: 'ready' });
    expect(o.calls).toHaveLength(1);
    o.actor.send({ type: 'order.changed', orderId: 7 });
    expect(o.snapshot().value).toBe('reloading');
    expect(o.calls.map((call) => call.input)).toEqual([{ orderId: 7 }, { orderId: 7 }]);
  });
});
