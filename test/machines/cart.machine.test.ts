import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { createTestModel, type TestParam } from 'xstate/graph';
import { cartMachine, cartTotalCents, defaultDetails, type CartEvent, type CartInput, type CartPrint, type OrderDefaults } from '../../machines/cart.machine.js';
import { itTookEveryPath, trackCoverage } from '../support/path-coverage.js';

const defaults: OrderDefaults = {
  contact: { name: 'Els Bakker', email: 'els@example.nl', phone: '0612345678' },
  pickup_default: true,
  approve_pdf: true,
  default_address_id: 7,
};

function print(uuid: string, productId = 1): CartPrint {
  return {
    uuid,
    product_id: productId,
    complete: true,
    copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1, remark: '' }],
    prices: {},
  };
}
const prints = { a: print('a'), b: print('b', 2) };

type Snap = SnapshotFrom<typeof cartMachine>;

/** The events a user (or the price actors) can cause in each state, with concrete data. */
function eventsFor(snapshot: Snap): CartEvent[] {
  const inCart = new Set(snapshot.context.items.map((item) => item.print.uuid));
  const events: CartEvent[] = [
    { type: 'cart.clear' },
    { type: 'cart.load', prints: [], defaults },
    { type: 'cart.load', prints: [prints.b], defaults },
    { type: 'details.change', details: { delivery_date: '2026-12-01', reference: 'PO-1' } },
    { type: 'contact.change', contact: { phone: '0201234567' } },
  ];
  const confirming = snapshot.matches({ filled: 'confirmingRemoval' });
  if (confirming) events.push({ type: 'removal.confirm' }, { type: 'removal.cancel' });
  for (const uuid of ['a', 'b'] as const) {
    if (inCart.has(uuid)) {
      events.push({ type: 'print.replace', print: prints[uuid] });
      if (!confirming) events.push({ type: 'print.remove', uuid });
      events.push({ type: 'print.reference', uuid, extra_reference: `ref-${uuid}` });
    } else events.push({ type: 'print.add', print: prints[uuid] });
  }
  for (const item of snapshot.context.items) {
    if (item.price.status !== 'loading') continue;
    events.push({ type: 'price.known', actorId: item.priceActorId, answer: { product: 12.5, frames: 0.75 } });
    events.push({ type: 'price.unknown', actorId: item.priceActorId });
  }
  return events;
}

/** What a customer could tell apart: which prints, their price state, the form fields touched. */
function serialize(snapshot: Snap): string {
  const { items, details } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    items.map((item) => [item.print.uuid, item.price.status]),
    snapshot.context.removing,
    details.delivery_date,
    details.reference,
  ]);
}

const model = createTestModel(cartMachine, {
  events: eventsFor,
  serializeState: serialize,
  // Only the events above: the graph would otherwise add data-less ones for every descriptor, and
  // the wildcard child answers are driven through their translated price.* events.
  filterEvents: (snapshot, event) => eventsFor(snapshot).some((known) => JSON.stringify(known) === JSON.stringify(event)),
});

const coverage = trackCoverage(cartMachine);

/** A real cart whose price calls the test answers by hand, by the price actor's id. */
type Sut = ReturnType<typeof startSut>;
function startSut(input: CartInput = { defaults }) {
  const answers = new Map<string, ReturnType<typeof deferred<{ product: number; frames: number }>>>();
  const fetchPrice = fromPromise<{ product: number; frames: number }, { print: CartPrint }>(({ self }) => {
    const answer = deferred<{ product: number; frames: number }>();
    answers.set(self.id, answer);
    return answer.promise;
  });
  const actor = createActor(cartMachine.provide({ actors: { fetchPrice } }), { input, inspect: coverage.inspect }).start();
  return Object.assign(actor, { answers });
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** xstate/graph types an executor's event by its type only; this gives it the full event. */
function on<T extends CartEvent['type']>(run: (event: Extract<CartEvent, { type: T }>) => void) {
  return ({ event }: { event: { type: string } }) => run(event as Extract<CartEvent, { type: T }>);
}

/** State checks and event executors against a real cart actor (the system under test). */
type Executor = (step: { event: { type: string } }) => void | Promise<void>;
function checksFor(actor: Sut): { states: NonNullable<TestParam<Snap, CartEvent>['states']>; events: Record<string, Executor> } {
  const sut = () => actor.getSnapshot().context;
  return {
    states: {
      empty: () => {
        expect(sut().items).toEqual([]);
        expect(cartTotalCents(sut().items)).toBe(0);
      },
      filled: (state) => {
        expect(sut().items.map((item) => item.print.uuid)).toEqual(state.context.items.map((item) => item.print.uuid));
        expect(sut().items.map((item) => item.price.status)).toEqual(state.context.items.map((item) => item.price.status));
        for (const item of sut().items) {
          if (item.price.status === 'known') expect(item.print.prices).toEqual({ product: 12.5, frames: 0.75 });
          else expect(item.print.prices).toEqual({});
        }
        const known = sut().items.filter((item) => item.price.status === 'known').length;
        expect(cartTotalCents(sut().items)).toBe(known * 1325);
      },
    },
    events: {
      'print.add': on<'print.add'>((event) => {
        actor.send(event);
        // Completing a print empties the chosen delivery date (spec section 4).
        expect(sut().details.delivery_date).toBe('');
        expect(sut().items.at(-1)?.price.status).toBe('loading');
      }),
      'print.replace': on<'print.replace'>((event) => {
        actor.send(event);
        expect(sut().items.find((item) => item.print.uuid === event.print.uuid)?.price.status).toBe('loading');
      }),
      // Removing asks first: the print stays until the customer confirms.
      'print.remove': on<'print.remove'>((event) => {
        actor.send(event);
        expect(sut().items.some((item) => item.print.uuid === event.uuid)).toBe(true);
        expect(sut().removing).toBe(event.uuid);
        expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
      }),
      'removal.cancel': on<'removal.cancel'>((event) => {
        const before = sut();
        actor.send(event);
        expect(sut().items).toEqual(before.items);
        expect(sut().removing).toBeNull();
        expect(actor.getSnapshot().hasTag('confirming')).toBe(false);
      }),
      'removal.confirm': on<'removal.confirm'>((event) => {
        const before = sut();
        const uuid = before.removing;
        actor.send(event);
        expect(sut().items.some((item) => item.print.uuid === uuid)).toBe(false);
        expect(sut().removing).toBeNull();
        if (before.items.length === 1) {
          // The order emptied: details back to the user's defaults (pickup, approve_pdf, address).
          expect(sut().details).toEqual(defaultDetails(defaults));
          expect(sut().contact).toEqual(defaults.contact);
        } else expect(sut().details).toEqual(before.details);
      }),
      'cart.clear': on<'cart.clear'>((event) => {
        actor.send(event);
        expect(sut().items).toEqual([]);
        expect(sut().details).toEqual(defaultDetails(defaults));
        expect(sut().details.pickup && sut().details.approve_pdf).toBe(true);
      }),
      'cart.load': on<'cart.load'>((event) => {
        actor.send(event);
        expect(sut().items.map((item) => item.print.uuid)).toEqual(event.prints.map((p) => p.uuid));
        expect(sut().items.every((item) => item.price.status === 'loading')).toBe(true);
      }),
      'details.change': on<'details.change'>((event) => {
        actor.send(event);
        expect(sut().details.reference).toBe('PO-1');
      }),
      // The price actor answers: the cart turns its done / error event into price.known / price.unknown.
      'contact.change': on<'contact.change'>((event) => {
        actor.send(event);
        expect(sut().contact.phone).toBe('0201234567');
      }),
      'print.reference': on<'print.reference'>((event) => {
        actor.send(event);
        expect(sut().items.find((item) => item.print.uuid === event.uuid)?.print.extra_reference).toBe(event.extra_reference);
      }),
      'price.known': async ({ event }) => {
        actor.answers.get((event as Extract<CartEvent, { type: 'price.known' }>).actorId)!.resolve({ product: 12.5, frames: 0.75 });
        await tick();
      },
      'price.unknown': async ({ event }) => {
        actor.answers.get((event as Extract<CartEvent, { type: 'price.unknown' }>).actorId)!.reject(new Error('500'));
        await tick();
      },
    },
  };
}

function describeEvent(event: { type: string } & Record<string, unknown>): string {
  const detail = 'print' in event ? (event.print as CartPrint).uuid : 'uuid' in event ? event.uuid : 'prints' in event ? `[${(event.prints as CartPrint[]).map((p) => p.uuid).join()}]` : '';
  return detail ? `${event.type}(${String(detail)})` : event.type;
}
function describePath(events: readonly ({ type: string } & Record<string, unknown>)[]): string {
  return events.filter((event) => event.type !== 'xstate.init').map(describeEvent).join(' > ') || 'start';
}

describe('cart machine (model-based)', () => {
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });
  const edges = paths.flatMap((path) => eventsFor(path.state).map((event, index) => ({ path, event, index })));

  it('reaches every state, and every state has its transitions tested', () => {
    // A changed graph changes these numbers: look at the new paths before updating them.
    expect(paths.length).toBe(200);
    expect(edges.length).toBe(2378);
    expect(new Set(edges.map((edge) => edge.event.type))).toEqual(
      new Set([
        'cart.clear', 'cart.load', 'contact.change', 'details.change', 'price.known', 'price.unknown', 'print.add', 'print.reference',
        'print.remove', 'print.replace', 'removal.cancel', 'removal.confirm',
      ]),
    );
  });

  // Every transition: the shortest path to a state, then each event possible there.
  for (const { path, event: modelEvent, index } of edges) {
    it(`${describePath(path.steps.map((step) => step.event))} | then ${describeEvent(modelEvent)}`, async () => {
      const actor = startSut();
      const checks = checksFor(actor);
      await path.test(checks as TestParam<Snap, CartEvent>);
      // The graph keeps one snapshot per serialized state, whose actor ids may come from another
      // path: take the same event as the real actor's state offers it.
      const reached = actor.getSnapshot();
      const event = eventsFor(reached)[index]!;
      expect(event.type).toBe(modelEvent.type);
      await checks.events[event.type]!({ event });
      const next = getNextSnapshot(cartMachine, reached, event as never);
      await model.testState(checks as TestParam<Snap, CartEvent>, next);
      actor.stop();
    });
  }

  it('starts filled from stored prints (a reload), each asking its price', async () => {
    const actor = startSut({ defaults, prints: [prints.a] });
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect([...actor.answers.keys()]).toEqual([actor.getSnapshot().context.items[0]!.priceActorId]);
    await checksFor(actor).events['price.known']!({ event: { type: 'price.known', actorId: actor.getSnapshot().context.items[0]!.priceActorId } as never });
    expect(actor.getSnapshot().context.items[0]!.price.status).toBe('known');
    actor.stop();
  });

  itTookEveryPath(coverage);
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

describe('cart machine with real price actors', () => {
  it('shows a price when the call answers and n.t.b. (unknown) when it fails', async () => {
    const answers = new Map<string, ReturnType<typeof deferred<{ product: number; frames: number }>>>();
    const fetchPrice = fromPromise<{ product: number; frames: number }, { print: CartPrint }>(({ input }) => {
      const answer = deferred<{ product: number; frames: number }>();
      answers.set(input.print.uuid, answer);
      return answer.promise;
    });
    const actor = createActor(cartMachine.provide({ actors: { fetchPrice } }), { input: { defaults, prints: [prints.a] } }).start();
    actor.send({ type: 'print.add', print: prints.b });
    answers.get('a')!.resolve({ product: 1234.5, frames: 10.06 });
    answers.get('b')!.reject(new Error('500'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [a, b] = actor.getSnapshot().context.items;
    expect(a?.price).toEqual({ status: 'known', product: 1234.5, frames: 10.06 });
    expect(a?.print.prices).toEqual({ product: 1234.5, frames: 10.06 });
    expect(b?.price).toEqual({ status: 'unknown' });
    expect(cartTotalCents(actor.getSnapshot().context.items)).toBe(124456);
  });

  it('ignores the answer of a price request made before the print was edited', async () => {
    const calls: ReturnType<typeof deferred<{ product: number; frames: number }>>[] = [];
    const fetchPrice = fromPromise<{ product: number; frames: number }, { print: CartPrint }>(() => {
      const answer = deferred<{ product: number; frames: number }>();
      calls.push(answer);
      return answer.promise;
    });
    const actor = createActor(cartMachine.provide({ actors: { fetchPrice } }), { input: { defaults } }).start();
    actor.send({ type: 'print.add', print: prints.a });
    actor.send({ type: 'print.replace', print: { ...prints.a, copies: [{ ...prints.a.copies[0]!, quantity: 20 }] } });
    calls[1]!.resolve({ product: 200, frames: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    calls[0]!.resolve({ product: 20, frames: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [item] = actor.getSnapshot().context.items;
    expect(item?.price).toEqual({ status: 'known', product: 200, frames: 0 });
    expect(item?.print.copies[0]?.quantity).toBe(20);
  });

  it('starts from stored prints (a reload) and asks their prices again', () => {
    let asked = 0;
    const fetchPrice = fromPromise<{ product: number; frames: number }, { print: CartPrint }>(() => {
      asked += 1;
      return new Promise(() => {});
    });
    const actor = createActor(cartMachine.provide({ actors: { fetchPrice } }), {
      input: { defaults, prints: [prints.a, prints.b], details: { reference: 'kept' } },
    }).start();
    expect(actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(asked).toBe(2);
    expect(actor.getSnapshot().context.details.reference).toBe('kept');
  });
});
