import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Print } from '../../src/domain/print-schema.js';
import { PRICE_DEBOUNCE_MS, priceDisplay, printPriceMachine, type PrintPrice } from '../../machines/print-price.machine.js';
import { sampleSimplePaths, shortestPathsToEveryState, type ReachedPath, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

const print = (quantity: number): Print => ({
  product_id: 1,
  copies: [{ originals: 1, quantity, width: 1000, height: 1000, sides: 1, abaa: 1, remark: '' }],
  finishes: [],
  complete: false,
  uuid: 'u-1',
  prices: {},
});

interface Deferred {
  input: Print;
  resolve: (price: PrintPrice) => void;
  reject: (error: Error) => void;
}

/** The machine with a controllable price call and a simulated clock for the debounce. */
function start(coverage?: PathCoverage) {
  const calls: Deferred[] = [];
  const clock = new SimulatedClock();
  const machine = printPriceMachine.provide({
    actors: {
      fetchPrice: fromPromise<PrintPrice, Print>(
        ({ input }) => new Promise<PrintPrice>((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { clock, ...(coverage ? { inspect: coverage.inspect } : {}) }).start();
  return { actor, calls, clock };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

const modelEvents = [
  { type: 'print.change', print: print(1) },
  { type: 'print.clear' },
  { type: 'xstate.after.debounce.printPrice.waiting' },
  { type: 'xstate.done.actor.fetchPrice', output: { product: 12.5, frames: 0 } },
  { type: 'xstate.error.actor.fetchPrice', error: new Error('down') },
] as const;
type ModelEvent = (typeof modelEvents)[number];

describe('printPrice machine (model-based)', () => {
  const coverage = trackCoverage(printPriceMachine);
  // States differ by value and context (the print asked about, the price), as a customer sees them.
  const traversal: Traversal<ModelEvent> = { events: modelEvents as never, serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]) };
  const paths = shortestPathsToEveryState(printPriceMachine, traversal);

  it('reaches every state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['idle', 'loading', 'priced', 'unknown', 'waiting']);
  });

  /** Written from the spec (not asked of the machine): where each event leads from each state, or undefined when ignored. */
  const expectedNext = (from: string, type: string): string | undefined => {
    if (type === 'print.change') return 'waiting'; // any change restarts the quiet time (a running call is dropped)
    if (type === 'print.clear') return 'idle';
    if (type === 'xstate.after.debounce.printPrice.waiting') return from === 'waiting' ? 'loading' : undefined;
    if (type === 'xstate.done.actor.fetchPrice') return from === 'loading' ? 'priced' : undefined;
    if (type === 'xstate.error.actor.fetchPrice') return from === 'loading' ? 'unknown' : undefined;
    return undefined;
  };

  const caseOf = (path: ReachedPath, event: ModelEvent, kind = '') => {
    const steps = [...path.steps.map((step) => step.event), event];
    const name = steps.map((step) => step.type).join(' > ');
    return [kind + name, steps, expectedNext(String(path.state.value), event.type)] as const;
  };
  // Every transition: the shortest path to each reachable state, then every event that state takes;
  // then a seeded sample of other simple paths.
  const transitions = [
    ...paths.flatMap((path) => modelEvents.filter((event) => path.state.can(event as never)).map((event) => caseOf(path, event))),
    ...sampleSimplePaths(printPriceMachine, traversal).map(({ path, event }) => caseOf(path, event, 'sampled: ')),
  ];

  it('takes exactly the events the spec gives each state', () => {
    const offered = paths.flatMap((path) => modelEvents.map((event) => [String(path.state.value), event.type, path.state.can(event as never)] as const));
    expect(offered.filter(([from, type, can]) => can !== (expectedNext(from, type) !== undefined))).toEqual([]);
  });

  it.each(transitions)('replays %s on the real actor', async (_name, steps, expected) => {
    const { actor, calls, clock } = start(coverage);
    for (const event of steps) {
      const type = event.type;
      if (type === 'xstate.after.debounce.printPrice.waiting') clock.increment(PRICE_DEBOUNCE_MS);
      else if (type === 'xstate.done.actor.fetchPrice') calls.at(-1)!.resolve({ product: 12.5, frames: 0 });
      else if (type === 'xstate.error.actor.fetchPrice') calls.at(-1)!.reject(new Error('down'));
      else actor.send(event as never);
      await flush();
    }
    expect(actor.getSnapshot().value).toEqual(expected);
  });

  itTookEveryPath(coverage);
});

describe('printPrice machine (scenarios)', () => {
  it('waits for the typing to stop before asking, then shows the number', async () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'print.change', print: print(1) });
    clock.increment(PRICE_DEBOUNCE_MS - 1);
    actor.send({ type: 'print.change', print: print(2) });
    clock.increment(PRICE_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    expect(priceDisplay(actor.getSnapshot())).toEqual({ kind: 'loading' });
    clock.increment(1);
    expect(calls.map((call) => call.input.copies[0]!.quantity)).toEqual([2]);
    calls[0]!.resolve({ product: 40, frames: 0 });
    await flush();
    expect(priceDisplay(actor.getSnapshot())).toEqual({ kind: 'price', price: { product: 40, frames: 0 }, confirmed: true });
  });

  it('ignores the answer to a call that a newer change overtook', async () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'print.change', print: print(1) });
    clock.increment(PRICE_DEBOUNCE_MS);
    actor.send({ type: 'print.change', print: print(3) });
    calls[0]!.resolve({ product: 10, frames: 0 }); // stale
    await flush();
    expect(actor.getSnapshot().context.price).toBeNull();
    clock.increment(PRICE_DEBOUNCE_MS);
    calls[1]!.resolve({ product: 30, frames: 0 });
    await flush();
    expect(actor.getSnapshot().context.price).toEqual({ product: 30, frames: 0 });
  });

  it('shows n.t.b. (unknown) when the call fails, and nothing after a clear', async () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'print.change', print: print(1) });
    clock.increment(PRICE_DEBOUNCE_MS);
    calls[0]!.reject(new Error('500'));
    await flush();
    expect(priceDisplay(actor.getSnapshot())).toEqual({ kind: 'unknown' });
    actor.send({ type: 'print.clear' });
    expect(priceDisplay(actor.getSnapshot())).toEqual({ kind: 'none' });
  });
});
