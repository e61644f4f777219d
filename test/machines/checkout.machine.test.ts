import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { TestModel, type TestParam } from 'xstate/graph';
import { defaultDetails, NO_DEFAULTS, type CartContext } from '../../machines/cart.machine.js';
import {
  ADDRESS_REQUIRED, checkoutMachine, type CheckoutCart, type CheckoutEmitted, type CheckoutEvent, type ExpeditionAnswer, type ExpeditionRequest,
  type PlaceOrderInput, type PlacedOrder,
} from '../../machines/checkout.machine.js';
import { buildOrder, expeditionKey, shownDeliveryDate } from '../../machines/order-payload.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

const TODAY = '2026-11-20';
const item: CartContext['items'][number] = {
  print: {
    uuid: 'p1', product_id: 3, complete: true, prices: { product: 10, frames: 0 },
    copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' }],
  },
  price: { status: 'known', product: 10, frames: 0 },
  priceActorId: 'price-1',
};
const validCart: CheckoutCart = {
  items: [item],
  contact: { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' },
  details: { ...defaultDetails(NO_DEFAULTS), reference: 'PO-1', address: 5, approve_pdf: true },
};
// No reference and a short phone: two problems a customer must fix (same prints and address).
const invalidCart: CheckoutCart = { ...validCart, contact: { ...validCart.contact, phone: '06' }, details: { ...validCart.details, reference: '' } };
// Not a pickup and no address: the delivery-address rule refuses orders and quotes (not templates).
const noAddressCart: CheckoutCart = { ...validCart, details: { ...validCart.details, address: null } };
const emptyCart: CheckoutCart = { ...validCart, items: [] };
const CARTS = { valid: validCart, invalid: invalidCart, noAddress: noAddressCart, empty: emptyCart };
const keyName = (key: string) => (key === '' ? 'none' : key === expeditionKey(noAddressCart) ? 'noAddress' : 'address 5');
const cartName = (cart: CheckoutCart | null) => (Object.entries(CARTS).find(([, known]) => known === cart)?.[0] ?? 'none');

const placed: PlacedOrder[] = [{ id: 41, kind: 'order', state: 'waiting_for_files' }, { id: 42, kind: 'order', state: 'waiting_for_files' }];
const expeditionAnswer: ExpeditionAnswer = {
  deadlines: {
    regular_deadlines: '2026-11-27', speed_deadlines: '2026-11-25', combi_deadlines: ['2026-12-01'],
    suggested_date: '2026-11-27', disabled: ['2026-12-25'],
  },
  addresses: [],
};

type Snap = SnapshotFrom<typeof checkoutMachine>;
type Ev = CheckoutEvent | { type: string; [key: string]: unknown };

function eventsFor(snapshot: Snap): Ev[] {
  const events: Ev[] = Object.values(CARTS).map((cart) => ({ type: 'cart.change', cart, today: TODAY }));
  if (!snapshot.hasTag('busy')) {
    // A quote is checked like an order (scenario below): the model takes order and template.
    for (const [kind, key] of [['order', 'k-1'], ['template', 'k-3']] as const) events.push({ type: 'order.submit', kind, key });
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
  if (snapshot.matches({ expedition: 'failed' })) events.push({ type: 'expedition.retry' });
  return events;
}

const serialize = (snapshot: Snap) =>
  JSON.stringify([snapshot.value, snapshot.context.issues.length > 0, snapshot.context.expedition !== null, cartName(snapshot.context.cart), keyName(snapshot.context.expeditionKey)]);

// createTestModel refuses machines that invoke actors; TestModel itself walks them fine when the
// model lists the actors' answers as events (the real actor then gets them from fake calls).
const model = new TestModel<Snap, CheckoutEvent, unknown>(checkoutMachine as never, {
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

/** A real checkout actor with controllable calls; what it emits is kept. */
function startSut(coverage?: PathCoverage) {
  const orderCalls: { input: PlaceOrderInput; answer: ReturnType<typeof deferred<{ orders: PlacedOrder[] }>> }[] = [];
  const expeditionCalls: { input: ExpeditionRequest; answer: ReturnType<typeof deferred<ExpeditionAnswer>> }[] = [];
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
  });
  const actor = createActor(machine, coverage ? { inspect: coverage.inspect } : {});
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const types = () => emitted.map((event) => event.type);
  return { actor, orderCalls, expeditionCalls, emitted, types };
}
type Sut = ReturnType<typeof startSut>;
type Executor = (step: { event: Ev }) => Promise<void> | void;

function checksFor(sut: Sut): { states: NonNullable<TestParam<Snap, CheckoutEvent>['states']>; events: Record<string, Executor> } {
  const { actor, orderCalls, expeditionCalls, emitted } = sut;
  const snap = () => actor.getSnapshot();
  const last = () => emitted.at(-1);
  return {
    states: {
      '*': (state) => {
        expect(snap().value).toEqual(state.value);
        expect(cartName(snap().context.cart)).toBe(cartName(state.context.cart));
      },
    },
    events: {
      'cart.change': ({ event }) => {
        const calls = expeditionCalls.length;
        const before = snap();
        actor.send(event as CheckoutEvent);
        // The expedition is asked again only when the prints or the address changed.
        const asked = getNextSnapshot(checkoutMachine, before, event as never).context.expeditionRequests > before.context.expeditionRequests;
        expect(expeditionCalls.length).toBe(calls + (asked ? 1 : 0));
      },
      'order.submit': ({ event }) => {
        const submit = event as Extract<CheckoutEvent, { type: 'order.submit' }>;
        const calls = orderCalls.length;
        const before = snap();
        const seen = emitted.length;
        actor.send(submit);
        const cart = before.context.cart!;
        if (snap().matches({ submit: 'submitting' })) {
          // The payload is the cart's, with the date the picker shows and the kind chosen.
          const shown = shownDeliveryDate(cart, TODAY, before.context.expedition?.deadlines ?? null);
          expect(orderCalls.length).toBe(calls + 1);
          expect(orderCalls.at(-1)?.input.order).toEqual(buildOrder(cart, shown, submit.kind));
        } else {
          expect(orderCalls.length).toBe(calls);
          expect(emitted.slice(seen).map((emit) => emit.type)).toEqual(['order.invalid']);
          const paths = (last() as Extract<CheckoutEmitted, { type: 'order.invalid' }>).issues.map((issue) => issue.path);
          if (cart === invalidCart) expect(paths).toEqual(['contact.phone', 'details.reference']);
          if (cart === noAddressCart) expect(paths).toEqual(['details.address']);
        }
      },
      'xstate.done.actor.placeOrder': async () => {
        orderCalls.at(-1)!.answer.resolve({ orders: placed });
        await tick();
        expect(last()).toEqual({ type: 'order.placed', orders: placed });
      },
      'xstate.error.actor.placeOrder': async ({ event }) => {
        const error = (event as unknown as { error: unknown }).error;
        orderCalls.at(-1)!.answer.reject(error);
        await tick();
        if (error && typeof error === 'object' && 'status' in error && error.status === 405) {
          expect(last()).toEqual({ type: 'order.refused', message: 'Dit product is niet meer leverbaar' });
        } else expect(last()).toEqual({ type: 'order.failed' });
      },
      'expedition.retry': ({ event }) => {
        const calls = expeditionCalls.length;
        const hasPrints = (snap().context.cart?.items.length ?? 0) > 0;
        actor.send(event as CheckoutEvent);
        expect(expeditionCalls.length).toBe(calls + (hasPrints ? 1 : 0));
      },
      'xstate.done.actor.fetchExpedition': async () => {
        expeditionCalls.at(-1)!.answer.resolve(expeditionAnswer);
        await tick();
        expect(snap().context.expedition).toEqual(expeditionAnswer);
      },
      'xstate.error.actor.fetchExpedition': async () => {
        expeditionCalls.at(-1)!.answer.reject(new Error('502'));
        await tick();
        expect(last()).toEqual({ type: 'expedition.failed' });
      },
    },
  };
}

describe('checkout machine (model-based)', () => {
  const coverage = trackCoverage(checkoutMachine);
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });
  const edges = paths.flatMap((path) => eventsFor(path.state).map((event) => ({ path, event })));

  it('reaches every state, and every state has its transitions tested', () => {
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

const change = (cart: CheckoutCart): CheckoutEvent => ({ type: 'cart.change', cart, today: TODAY });

describe('checkout machine', () => {
  it('sends one order for a double click on place order, with one Idempotency-Key; the next order starts once the cart has prints again', async () => {
    const sut = startSut();
    sut.actor.send(change(validCart));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'first' });
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'second' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first']);
    sut.orderCalls[0]!.answer.resolve({ orders: placed });
    await tick();
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'third' });
    expect(sut.orderCalls).toHaveLength(1);
    expect(sut.types().filter((type) => type === 'order.placed')).toHaveLength(1);
    sut.actor.send(change(emptyCart));
    expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true);
    sut.actor.send(change(validCart));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'fourth' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first', 'fourth']);
  });

  it('retries the same order with the key of the failed call, also after leaving the checkout; a changed order gets its own', async () => {
    const sut = startSut();
    sut.actor.send(change(validCart));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'first' });
    sut.orderCalls[0]!.answer.reject(new TypeError('Failed to fetch'));
    await tick();
    expect(sut.types()).toContain('order.failed');
    // The first call may have reached the server: the same order again must not make a second one.
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'second' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first', 'first']);
    sut.orderCalls[1]!.answer.reject(new TypeError('Failed to fetch'));
    await tick();
    sut.actor.send(change({ ...validCart, details: { ...validCart.details, reference: 'PO-2' } }));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'third' });
    expect(sut.orderCalls.map((call) => call.input.key)).toEqual(['first', 'first', 'third']);
    sut.orderCalls[2]!.answer.resolve({ orders: placed });
    await tick();
    expect(sut.actor.getSnapshot().context.unanswered).toBeNull();
  });

  it('refuses an order or quote without a delivery address unless it is picked up; a template may go without', () => {
    const sut = startSut();
    sut.actor.send(change(noAddressCart));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'k-1' });
    sut.actor.send({ type: 'order.submit', kind: 'quote', key: 'k-2' });
    expect(sut.orderCalls).toHaveLength(0);
    expect(sut.emitted.filter((event) => event.type === 'order.invalid')).toEqual([
      { type: 'order.invalid', issues: [{ path: 'details.address', message: ADDRESS_REQUIRED }] },
      { type: 'order.invalid', issues: [{ path: 'details.address', message: ADDRESS_REQUIRED }] },
    ]);
    sut.actor.send(change({ ...noAddressCart, details: { ...noAddressCart.details, pickup: true } }));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'k-3' });
    expect(sut.orderCalls.map((call) => call.input.order.details.pickup)).toEqual([true]);
  });

  it('sends the date the picker shows: the chosen one moved off a closing day, else the suggestion, at the chosen hour in Amsterdam', async () => {
    const sut = startSut();
    sut.actor.send(change(validCart));
    sut.expeditionCalls[0]!.answer.resolve(expeditionAnswer);
    await tick();
    sut.actor.send({ type: 'order.submit', kind: 'quote', key: 'k-1' });
    expect(sut.orderCalls[0]!.input.order.details).toMatchObject({ delivery_date: '2026-11-27T16:00:00.000Z', type: 'quote' });
    sut.orderCalls[0]!.answer.reject({ status: 405, message: 'no' });
    await tick();
    sut.actor.send(change({ ...validCart, details: { ...validCart.details, delivery_date: '2026-12-25', delivery_hour: 9 } }));
    sut.actor.send({ type: 'order.submit', kind: 'order', key: 'k-2' });
    expect(sut.orderCalls[1]!.input.order.details.delivery_date).toBe('2026-12-28T08:00:00.000Z');
  });

  it('asks the expedition again only for new prints or a new address, and ignores a replaced answer', async () => {
    const sut = startSut();
    sut.actor.send(change(validCart));
    sut.actor.send(change(invalidCart)); // typing elsewhere: same prints, same address
    expect(sut.expeditionCalls).toHaveLength(1);
    sut.actor.send(change({ ...validCart, details: { ...validCart.details, address: 6 } }));
    expect(sut.expeditionCalls.map((call) => call.input.details.address)).toEqual([5, 6]);
    const newer = { ...expeditionAnswer, deadlines: { ...expeditionAnswer.deadlines, suggested_date: '2026-11-30' } };
    sut.expeditionCalls[1]!.answer.resolve(newer);
    await tick();
    sut.expeditionCalls[0]!.answer.resolve(expeditionAnswer);
    await tick();
    expect(sut.actor.getSnapshot().context.expedition).toEqual(newer);
    sut.expeditionCalls[0]!.answer.reject(new Error('late'));
    expect(sut.types()).not.toContain('expedition.failed');
  });
});
