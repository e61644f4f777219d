import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { afterOrderMachine, type AfterOrderEmitted, type OrderActionInput } from '../../machines/after-order.machine.js';
import type { ReorderAnswer } from '../../src/domain/orders.js';

/** What a customer notices after acting on an order, every expectation written out by hand. */
const print = { product_id: 3, copies: [], finishes: [], complete: true, uuid: 'r-1', prices: {} };
const reorder: ReorderAnswer = { products: [print], unavailable: [], details: {}, contact: {} };

type Call<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };
function start(provide = true) {
  const changes: Call<OrderActionInput, string | null>[] = [];
  const reorders: Call<{ orderId: number }, ReorderAnswer>[] = [];
  const pending = <I, O>(calls: Call<I, O>[]) => fromPromise<O, I>(({ input }) => new Promise<O>((resolve, reject) => calls.push({ input, resolve, reject })));
  const machine = provide ? afterOrderMachine.provide({ actors: { changeOrder: pending(changes), reorderOrder: pending(reorders) } }) : afterOrderMachine;
  const actor = createActor(machine);
  const emitted: AfterOrderEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, changes, reorders, emitted, settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

describe('afterOrder: acting on an order', () => {
  it.each([
    ['order.accept', 'accept'],
    ['order.deactivate', 'deactivate'],
    ['order.delete', 'delete'],
    ['order.approve', 'approve'],
  ] as const)('%s asks the server to %s that order and says it changed, with the notice, for the screen asked from', async (type, action) => {
    const s = start();
    s.actor.send({ type, orderId: 12, screen: 'detail' });
    expect(s.actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(s.actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(s.changes).toEqual([]);
    s.actor.send({ type: 'order.confirm' });
    expect(s.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(s.actor.getSnapshot().context).toEqual({ orderId: 12, action, screen: 'detail' });
    expect(s.changes.map((call) => call.input)).toEqual([{ action, orderId: 12 }]);
    s.changes[0]!.resolve('Leverdatum verschoven');
    await s.settle();
    expect(s.emitted).toEqual([{ type: 'order.changed', action, orderId: 12, notice: 'Leverdatum verschoven', screen: 'detail' }]);
    expect(s.actor.getSnapshot().context).toEqual({ orderId: null, action: null, screen: 'overview' });
    expect(s.actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('asks from the overview unless told otherwise, and one action at a time', () => {
    const s = start();
    s.actor.send({ type: 'order.delete', orderId: 3 });
    s.actor.send({ type: 'order.accept', orderId: 4 });
    s.actor.send({ type: 'order.confirm' });
    s.actor.send({ type: 'order.accept', orderId: 4 });
    s.actor.send({ type: 'order.confirm' });
    expect(s.actor.getSnapshot().context).toEqual({ orderId: 3, action: 'delete', screen: 'overview' });
    expect(s.changes.map((call) => call.input)).toEqual([{ action: 'delete', orderId: 3 }]);
  });

  it('cancelling the question runs nothing and forgets the order asked about', () => {
    const s = start();
    s.actor.send({ type: 'order.deactivate', orderId: 5, screen: 'detail' });
    s.actor.send({ type: 'order.cancel' });
    expect(s.actor.getSnapshot().value).toBe('idle');
    expect(s.actor.getSnapshot().context).toEqual({ orderId: null, action: null, screen: 'overview' });
    s.actor.send({ type: 'order.confirm' });
    expect(s.changes).toEqual([]);
    expect(s.emitted).toEqual([]);
  });

  it('a refused action shows the server messages for that order', async () => {
    const s = start();
    s.actor.send({ type: 'order.approve', orderId: 4 });
    s.actor.send({ type: 'order.confirm' });
    s.changes[0]!.reject({ message: 'Bestanden ontbreken' });
    await s.settle();
    expect(s.emitted).toEqual([{ type: 'order.failed', orderId: 4, messages: ['Bestanden ontbreken'] }]);
    expect(s.actor.getSnapshot().value).toBe('idle');
  });
});

describe('afterOrder: reordering', () => {
  it('reorders the order asked, busy meanwhile, and hands over the prints (whether there are any)', async () => {
    const s = start();
    s.actor.send({ type: 'order.reorder', orderId: 5 });
    expect(s.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(s.actor.getSnapshot().context.action).toBeNull();
    expect(s.reorders.map((call) => call.input)).toEqual([{ orderId: 5 }]);
    s.reorders[0]!.resolve(reorder);
    await s.settle();
    s.actor.send({ type: 'order.reorder', orderId: 6 });
    const none = { ...reorder, products: [] };
    s.reorders[1]!.resolve(none);
    await s.settle();
    expect(s.emitted).toEqual([
      { type: 'order.reordered', orderId: 5, answer: reorder, hasPrints: true },
      { type: 'order.reordered', orderId: 6, answer: none, hasPrints: false },
    ]);
  });

  it('a failed reorder shows why, for that order', async () => {
    const s = start();
    s.actor.send({ type: 'order.reorder', orderId: 5 });
    s.reorders[0]!.reject(new Error('Sjabloon niet gevonden'));
    await s.settle();
    expect(s.emitted).toEqual([{ type: 'order.failed', orderId: 5, messages: ['Sjabloon niet gevonden'] }]);
    expect(s.actor.getSnapshot().value).toBe('idle');
  });

  it('without the real calls provided, an action fails with a message naming the missing call', async () => {
    const s = start(false);
    s.actor.send({ type: 'order.accept', orderId: 1 });
    s.actor.send({ type: 'order.confirm' });
    await s.settle();
    s.actor.send({ type: 'order.reorder', orderId: 2 });
    await s.settle();
    expect(s.emitted).toEqual([
      { type: 'order.failed', orderId: 1, messages: ['changeOrder is not provided'] },
      { type: 'order.failed', orderId: 2, messages: ['reorderOrder is not provided'] },
    ]);
    expect(afterOrderMachine.id).toBe('afterOrder');
  });
});
