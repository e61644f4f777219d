import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { afterOrderMachine, type AfterOrderEmitted, type AfterOrderEvent, type OrderActionInput } from '../../machines/after-order.machine.js';
import type { ReorderAnswer } from '../../src/domain/orders.js';
import { sampleSimplePaths, shortestPathsToEveryState, type ReachedPath, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

type Snap = SnapshotFrom<typeof afterOrderMachine>;

const print = { product_id: 3, copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' }], finishes: [], complete: true, uuid: 'r-1', prices: {} };
const answer: ReorderAnswer = { products: [print], unavailable: [], details: {}, contact: {} };
const nothingLeft: ReorderAnswer = { products: [], unavailable: [{ product_id: 3, name: 'Frontlit' }], details: {}, contact: {} };

const requests: AfterOrderEvent[] = [
  { type: 'order.accept', orderId: 1 },
  { type: 'order.deactivate', orderId: 2 },
  { type: 'order.delete', orderId: 3 },
  { type: 'order.approve', orderId: 4 },
  { type: 'order.reorder', orderId: 5 },
];
const confirmations = [{ type: 'order.confirm' }, { type: 'order.cancel' }] as const;
const answers = [
  { type: 'xstate.done.actor.changeOrder', output: undefined },
  { type: 'xstate.error.actor.changeOrder', error: new Error('405') },
  { type: 'xstate.done.actor.reorderOrder', output: answer },
  { type: 'xstate.error.actor.reorderOrder', error: new Error('down') },
] as const;

interface Calls {
  change: { input: OrderActionInput; resolve: (notice: string | null) => void; reject: (error: Error) => void }[];
  reorder: { input: { orderId: number }; resolve: (answer: ReorderAnswer) => void; reject: (error: Error) => void }[];
}

function start(coverage?: PathCoverage) {
  const calls: Calls = { change: [], reorder: [] };
  const machine = afterOrderMachine.provide({
    actors: {
      changeOrder: fromPromise<string | null, OrderActionInput>(({ input }) => new Promise((resolve, reject) => calls.change.push({ input, resolve, reject }))),
      reorderOrder: fromPromise<ReorderAnswer, { orderId: number }>(({ input }) => new Promise((resolve, reject) => calls.reorder.push({ input, resolve, reject }))),
    },
  });
  const actor = createActor(machine, coverage ? { inspect: coverage.inspect } : {});
  const emitted: AfterOrderEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Where an event leads, written from spec section 4 (not asked of the machine): the four
 * irreversible actions ask first, a reorder runs at once; confirm runs the asked action, cancel
 * forgets it; any answer ends the action.
 */
function expectedAfter(event: { type: string }): string {
  if (event.type === 'order.reorder') return 'reordering';
  if (event.type === 'order.confirm') return 'changing';
  if (event.type.startsWith('order.') && event.type !== 'order.cancel') return 'confirming';
  return 'idle';
}

describe('afterOrder machine (model-based)', () => {
  const coverage = trackCoverage(afterOrderMachine);
  const eventsFor = (snapshot: Snap) =>
    snapshot.matches('idle')
      ? requests
      : snapshot.matches('confirming')
        ? confirmations
        : answers.filter((event) => event.type.endsWith(snapshot.matches('changing') ? 'changeOrder' : 'reorderOrder'));
  const traversal: Traversal<{ type: string }> = {
    events: eventsFor as never,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snap).context]),
  };
  const paths = shortestPathsToEveryState(afterOrderMachine, traversal);

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['idle', 'confirming', 'changing', 'reordering']));
  });

  const caseOf = (path: ReachedPath, event: { type: string }, kind = '') => {
    const steps = [...path.steps.map((step) => step.event), event];
    return [kind + steps.map((step) => step.type).join(' > '), steps, expectedAfter(event)] as const;
  };
  // Every state's shortest path with every event, then a seeded sample of other simple paths.
  const transitions = [
    ...paths.flatMap((path) => (eventsFor(path.state as Snap) as readonly { type: string }[]).map((event) => caseOf(path, event))),
    ...sampleSimplePaths(afterOrderMachine, traversal).map(({ path, event }) => caseOf(path, event, 'sampled: ')),
  ];

  it.each(transitions)('replays %s', async (_name, steps, expected) => {
    const { actor, calls } = start(coverage);
    for (const event of steps) {
      if (event.type === 'xstate.done.actor.changeOrder') calls.change.at(-1)!.resolve(null);
      else if (event.type === 'xstate.error.actor.changeOrder') calls.change.at(-1)!.reject(new Error('405'));
      else if (event.type === 'xstate.done.actor.reorderOrder') calls.reorder.at(-1)!.resolve(answer);
      else if (event.type === 'xstate.error.actor.reorderOrder') calls.reorder.at(-1)!.reject(new Error('down'));
      else actor.send(event as AfterOrderEvent);
      await flush();
    }
    expect(actor.getSnapshot().value).toBe(expected);
  });

  itTookEveryPath(coverage);
});

describe('afterOrder machine (scenarios)', () => {
  it('asks before an action that cannot be undone: nothing is called until confirmed, and cancel forgets it', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'order.accept', orderId: 7 });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ orderId: 7, action: 'accept' });
    actor.send({ type: 'order.cancel' });
    await flush();
    expect(calls.change).toEqual([]);
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ orderId: null, action: null });
    actor.send({ type: 'order.delete', orderId: 3 });
    actor.send({ type: 'order.confirm' });
    expect(calls.change.map((call) => call.input)).toEqual([{ action: 'delete', orderId: 3 }]);
  });

  it('reorders at once: filling the cart needs no confirmation', () => {
    const { actor, calls } = start();
    actor.send({ type: 'order.reorder', orderId: 5 });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(false);
    expect(calls.reorder.map((call) => call.input)).toEqual([{ orderId: 5 }]);
  });

  it('runs one action at a time, busy meanwhile, and tells which order changed', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'order.accept', orderId: 7 });
    actor.send({ type: 'order.confirm' });
    actor.send({ type: 'order.delete', orderId: 8 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.change.map((call) => call.input)).toEqual([{ action: 'accept', orderId: 7 }]);
    calls.change[0]!.resolve('The delivery date moved to 1 December.');
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(emitted).toEqual([{ type: 'order.changed', action: 'accept', orderId: 7, notice: 'The delivery date moved to 1 December.', screen: 'overview' }]);
  });

  it('tells on which screen an action was asked, so its toast can say what comes next there', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'order.accept', orderId: 7, screen: 'detail' });
    actor.send({ type: 'order.confirm' });
    calls.change[0]!.resolve(null);
    await flush();
    actor.send({ type: 'order.deactivate', orderId: 8 });
    actor.send({ type: 'order.confirm' });
    calls.change[1]!.resolve(null);
    await flush();
    expect(emitted.map((event) => event.type === 'order.changed' && [event.orderId, event.screen])).toEqual([[7, 'detail'], [8, 'overview']]);
  });

  it('reorders one way everywhere: prints to the cart, and says whether any were left', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'order.reorder', orderId: 5 });
    calls.reorder[0]!.resolve(nothingLeft);
    await flush();
    actor.send({ type: 'order.reorder', orderId: 6 });
    calls.reorder[1]!.resolve(answer);
    await flush();
    expect(emitted).toEqual([
      { type: 'order.reordered', orderId: 5, answer: nothingLeft, hasPrints: false },
      { type: 'order.reordered', orderId: 6, answer, hasPrints: true },
    ]);
  });

  it('reports a failed call with its error for the toasts', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'order.approve', orderId: 9 });
    actor.send({ type: 'order.confirm' });
    const error = new Error('Deze order wacht niet op bestanden');
    calls.change[0]!.reject(error);
    await flush();
    expect(emitted).toEqual([{ type: 'order.failed', orderId: 9, messages: ['Deze order wacht niet op bestanden'] }]);
  });
});
