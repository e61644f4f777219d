import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { TestModel, type TestParam } from 'xstate/graph';
import {
  checkoutMachine, type CheckoutEvent, type ExpeditionAnswer, type ExpeditionRequest, type PlaceOrderInput, type PlacedOrder,
} from '../../machines/checkout.machine.js';
import type { OrderInput } from '../../src/domain/order.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

const validOrder: OrderInput = {
  products: [{
    uuid: 'p1', product_id: 3, complete: true, prices: { product: 10, frames: 0 },
    copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' }],
  }],
  contact: { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' },
  details: {
    description: '', reference: 'PO-1', files_date: null, delivery_date: '2026-12-01T16:00:00.000Z', pickup: false,
    pack: false, address: null, approve_pdf: true, archive_files: false, remarks: '',
  },
};
// No reference and a short phone: two problems a customer must fix.
const invalidOrder: OrderInput = {
  ...validOrder,
  contact: { ...validOrder.contact, phone: '06' },
  details: { ...validOrder.details, reference: '' },
};
const placed: PlacedOrder[] = [{ id: 41, kind: 'order', state: 'waiting_for_files' }, { id: 42, kind: 'order', state: 'waiting_for_files' }];
const expeditionAnswer: ExpeditionAnswer = {
  deadlines: {
    regular_deadlines: '2026-11-27', speed_deadlines: '2026-11-25', combi_deadlines: ['2026-12-01'],
    suggested_date: '2026-11-27', disabled: ['2026-12-25'],
  },
  addresses: [],
};
const request: ExpeditionRequest = { products: validOrder.products, contactUser: validOrder.contact, details: validOrder.details };

type Snap = SnapshotFrom<typeof checkoutMachine>;
type Ev = CheckoutEvent | { type: string; [key: string]: unknown };

function eventsFor(snapshot: Snap): Ev[] {
  const events: Ev[] = [{ type: 'expedition.fetch', request }];
  if (!snapshot.matches({ submit: 'submitting' }) && !snapshot.matches({ submit: 'placed' })) {
    events.push(
      { type: 'order.submit', kind: 'order', order: validOrder, key: 'k-1' },
      { type: 'order.submit', kind: 'quote', order: { ...validOrder, details: { ...validOrder.details, type: 'quote' } }, key: 'k-2' },
      { type: 'order.submit', kind: 'template', order: { ...validOrder, details: { ...validOrder.details, type: 'template' } }, key: 'k-3' },
      { type: 'order.submit', kind: 'order', order: invalidOrder, key: 'k-4' },
    );
  }
  if (snapshot.matches({ submit: 'submitting' })) {
    events.push(
      { type: 'xstate.done.actor.placeOrder', actorId: 'placeOrder', output: { orders: placed } },
      { type: 'xstate.error.actor.placeOrder', actorId: 'placeOrder', error: { status: 405, message: 'Dit product is niet meer leverbaar' } },
      { type: 'xstate.error.actor.placeOrder', actorId: 'placeOrder', error: { status: 500, message: 'boom' } },
      { type: 'xstate.error.actor.placeOrder', actorId: 'placeOrder', error: new TypeError('Failed to fetch') },
    );
  }
  if (snapshot.matches({ expedition: 'loading' })) {
    events.push(
      { type: 'xstate.done.actor.fetchExpedition', actorId: 'fetchExpedition', output: expeditionAnswer },
      { type: 'xstate.error.actor.fetchExpedition', actorId: 'fetchExpedition', error: new Error('502') },
    );
  }
  return events;
}

const serialize = (snapshot: Snap) => JSON.stringify([snapshot.value, snapshot.context.kind, snapshot.context.issues.length, snapshot.context.expedition !== null]);

// createTestModel refuses machines that invoke actors; TestModel itself walks them fine when the
// model lists the actors' answers as events (the real actor then gets them from fake calls).
const model = new TestModel<Snap, CheckoutEvent, unknown>(checkoutMachine, {
  events: eventsFor as never,
  serializeState: serialize,
  stateMatcher: (state, key) => key === '*' || state.matches(key as never),
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A real checkout actor with controllable calls and spied outside actions. */
function startSut(coverage?: PathCoverage) {
  const orderCalls: { input: PlaceOrderInput; answer: ReturnType<typeof deferred<{ orders: PlacedOrder[] }>> }[] = [];
  const expeditionCalls: { input: ExpeditionRequest; answer: ReturnType<typeof deferred<ExpeditionAnswer>> }[] = [];
  const spies = {
    showIssues: vi.fn(), showRefusal: vi.fn(), showFailure: vi.fn(), showExpeditionFailure: vi.fn(), finishOrder: vi.fn(),
  };
  const machine = checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<{ orders: PlacedOrder[] }, PlaceOrderInput>(({ input }) => {
        const answer = deferred<{ orders: PlacedOrder[] }>();
        orderCalls.push({ input, answer });
        return answer.promise;
      }),
      fetchExpedition: fromPromise<ExpeditionAnswer, ExpeditionRequest>(({ input }) => {
        const answer = deferred<ExpeditionAnswer>();
        expeditionCalls.push({ input, answer });
        return answer.promise;
      }),
    },
    actions: {
      showIssues: (_, params) => spies.showIssues(params.issues),
      showRefusal: (_, params) => spies.showRefusal(params.message),
      showFailure: () => spies.showFailure(),
      showExpeditionFailure: () => spies.showExpeditionFailure(),
      finishOrder: (_, params) => spies.finishOrder(params.orders),
    },
  });
  const actor = createActor(machine, coverage ? { inspect: coverage.inspect } : {}).start();
  return { actor, orderCalls, expeditionCalls, spies };
}
type Sut = ReturnType<typeof startSut>;
type Executor = (step: { event: Ev }) => Promise<void> | void;

function checksFor(sut: Sut): { states: NonNullable<TestParam<Snap, CheckoutEvent>['states']>; events: Record<string, Executor> } {
  const { actor, orderCalls, expeditionCalls, spies } = sut;
  const snap = () => actor.getSnapshot();
  return {
    states: {
      '*': (state) => {
        expect(snap().value).toEqual(state.value);
        expect(snap().context.kind).toBe(state.context.kind);
      },
    },
    events: {
      'order.submit': ({ event }) => {
        const submit = event as Extract<CheckoutEvent, { type: 'order.submit' }>;
        const calls = orderCalls.length;
        actor.send(submit);
        if (submit.order === invalidOrder) {
          // One toast per problem: the reference and the phone.
          expect(spies.showIssues).toHaveBeenLastCalledWith([
            expect.objectContaining({ path: 'contact.phone' }),
            expect.objectContaining({ path: 'details.reference' }),
          ]);
          expect(orderCalls.length).toBe(calls);
        } else {
          expect(orderCalls.length).toBe(calls + 1);
          expect(orderCalls.at(-1)?.input).toEqual({ order: submit.order, key: submit.key });
        }
      },
      'xstate.done.actor.placeOrder': async () => {
        orderCalls.at(-1)!.answer.resolve({ orders: placed });
        await tick();
        expect(spies.finishOrder).toHaveBeenCalledWith(placed);
      },
      'xstate.error.actor.placeOrder': async ({ event }) => {
        const error = (event as unknown as { error: unknown }).error;
        orderCalls.at(-1)!.answer.reject(error);
        await tick();
        if (error && typeof error === 'object' && 'status' in error && error.status === 405) {
          expect(spies.showRefusal).toHaveBeenLastCalledWith('Dit product is niet meer leverbaar');
        } else expect(spies.showFailure).toHaveBeenCalled();
        expect(spies.finishOrder).not.toHaveBeenCalled();
      },
      'expedition.fetch': ({ event }) => {
        const calls = expeditionCalls.length;
        actor.send(event as CheckoutEvent);
        expect(expeditionCalls.length).toBe(calls + 1);
      },
      'xstate.done.actor.fetchExpedition': async () => {
        expeditionCalls.at(-1)!.answer.resolve(expeditionAnswer);
        await tick();
        expect(snap().context.expedition).toEqual(expeditionAnswer);
      },
      'xstate.error.actor.fetchExpedition': async () => {
        expeditionCalls.at(-1)!.answer.reject(new Error('502'));
        await tick();
        expect(spies.showExpeditionFailure).toHaveBeenCalledTimes(1);
      },
    },
  };
}

describe('checkout machine (model-based)', () => {
  const coverage = trackCoverage(checkoutMachine);
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });
  const edges = paths.flatMap((path) => eventsFor(path.state).map((event) => ({ path, event })));

  it('reaches every state, and every state has its transitions tested', () => {
    // A changed graph changes these numbers: look at the new paths before updating them.
    expect(paths.length).toBe(94);
    expect(edges.length).toBe(462);
    const reached = new Set(paths.flatMap((path) => Object.entries(path.state.value as Record<string, string>).map(([region, leaf]) => `${region}.${leaf}`)));
    expect([...reached].sort()).toEqual([
      'expedition.failed', 'expedition.idle', 'expedition.loading', 'expedition.ready',
      'submit.editing', 'submit.failed', 'submit.placed', 'submit.refused', 'submit.submitting',
    ]);
  });

  for (const { path, event } of edges) {
    const steps = path.steps.slice(1).map((step) => step.event.type.replace('xstate.', '')).join(' > ') || 'start';
    it(`${JSON.stringify(path.state.value)} via ${steps} | then ${event.type}`, async () => {
      const sut = startSut(coverage);
      const checks = checksFor(sut);
      await path.test(checks as TestParam<Snap, CheckoutEvent>);
      const reached = sut.actor.getSnapshot();
      await checks.events[event.type]!({ event });
      await model.testState(checks as TestParam<Snap, CheckoutEvent>, getNextSnapshot(checkoutMachine, reached, event as never));
      sut.actor.stop();
    });
  }

  itTookEveryPath(coverage);
});

describe('checkout machine', () => {
  it('sends one order for a double click on place order, with one Idempotency-Key', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'order.submit', kind: 'order', order: validOrder, key: 'first' });
    sut.actor.send({ type: 'order.submit', kind: 'order', order: validOrder, key: 'second' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first']);
    sut.orderCalls[0]!.answer.resolve({ orders: placed });
    await tick();
    sut.actor.send({ type: 'order.submit', kind: 'order', order: validOrder, key: 'third' });
    expect(sut.orderCalls).toHaveLength(1);
    expect(sut.spies.finishOrder).toHaveBeenCalledTimes(1);
  });

  it('retries the same order with the key of the failed call, and a changed order with its own', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'order.submit', kind: 'order', order: validOrder, key: 'first' });
    sut.orderCalls[0]!.answer.reject(new TypeError('Failed to fetch'));
    await tick();
    expect(sut.spies.showFailure).toHaveBeenCalledTimes(1);
    // The first call may have reached the server: the same order again must not make a second one.
    sut.actor.send({ type: 'order.submit', kind: 'order', order: validOrder, key: 'second' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first', 'first']);
    sut.orderCalls[1]!.answer.reject(new TypeError('Failed to fetch'));
    await tick();
    const changed = { ...validOrder, details: { ...validOrder.details, reference: 'PO-2' } };
    sut.actor.send({ type: 'order.submit', kind: 'order', order: changed, key: 'third' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first', 'first', 'third']);
    sut.orderCalls[2]!.answer.resolve({ orders: placed });
    await tick();
    expect(sut.actor.getSnapshot().context.unanswered).toBeNull();
  });

  it('ignores the answer of an expedition request that a newer one replaced', async () => {
    const sut = startSut();
    sut.actor.send({ type: 'expedition.fetch', request });
    sut.actor.send({ type: 'expedition.fetch', request: { ...request, details: { ...request.details, address: 5 } } });
    const newer = { ...expeditionAnswer, deadlines: { ...expeditionAnswer.deadlines, suggested_date: '2026-11-30' } };
    sut.expeditionCalls[1]!.answer.resolve(newer);
    await tick();
    sut.expeditionCalls[0]!.answer.resolve(expeditionAnswer);
    await tick();
    expect(sut.actor.getSnapshot().context.expedition).toEqual(newer);
    sut.expeditionCalls[0]!.answer.reject(new Error('late'));
    expect(sut.spies.showExpeditionFailure).not.toHaveBeenCalled();
  });
});
