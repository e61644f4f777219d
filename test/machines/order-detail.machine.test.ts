import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { orderDetailMachine, type OrderDetailEmitted, type OrderDetailEvent } from '../../machines/order-detail.machine.js';
import type { OrderDetail } from '../../src/domain/orders.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

type Snap = SnapshotFrom<typeof orderDetailMachine>;

// The machine only keeps and hands over the order: its shape does not matter here.
const detail = (id: number, state = 'files') => ({ id, state }) as unknown as OrderDetail;

const requests: OrderDetailEvent[] = [
  { type: 'order.open', orderId: 7 },
  { type: 'order.open', orderId: null },
  { type: 'order.reload' },
  { type: 'file.stored', orderState: 'intake' },
  { type: 'file.stored', orderState: 'files' },
];
const answers = [
  { type: 'xstate.done.actor.fetchOrder', output: 'found' },
  { type: 'xstate.done.actor.fetchOrder', output: 'missing' },
  { type: 'xstate.error.actor.fetchOrder', error: new Error('down') },
] as const;

type Call = { input: { orderId: number }; resolve: (order: OrderDetail | null) => void; reject: (error: Error) => void };

function start(coverage?: PathCoverage) {
  const calls: Call[] = [];
  const machine = orderDetailMachine.provide({
    actors: {
      fetchOrder: fromPromise<OrderDetail | null, { orderId: number }>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))),
    },
  });
  const actor = createActor(machine, coverage ? { inspect: coverage.inspect } : {});
  const emitted: OrderDetailEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const isFetching = (snapshot: Snap) => snapshot.hasTag('busy');
/** A modelled answer (an order or null) or a listed one ('found' or 'missing'). */
const isFound = (output: unknown) => output === 'found' || (typeof output === 'object' && output !== null);

/**
 * Where an event leads, written from spec section 3 (not asked of the machine): an id loads, no
 * id is missing; reload and a stored file fetch again while the order stays shown (a failed first
 * load loads anew); an answer shows the order or says it is missing; a failure keeps what was shown.
 */
function expectedAfter(before: string, event: { type: string; output?: unknown; orderId?: number | null }): string {
  switch (event.type) {
    case 'order.open':
      return event.orderId === null ? 'missing' : 'loading';
    case 'order.reload':
      return before === 'shown' ? 'reloading' : before === 'failed' ? 'loading' : before;
    case 'file.stored':
      return before === 'shown' || before === 'reloading' ? 'reloading' : before;
    case 'xstate.done.actor.fetchOrder':
      return isFound(event.output) ? 'shown' : 'missing';
    default:
      return before === 'loading' ? 'failed' : 'shown';
  }
}

describe('orderDetail machine (model-based)', () => {
  const coverage = trackCoverage(orderDetailMachine);
  const eventsFor = (snapshot: Snap) => (isFetching(snapshot) ? [...requests, ...answers] : requests);
  const toModel = (event: (typeof answers)[number] | OrderDetailEvent) =>
    event.type === 'xstate.done.actor.fetchOrder' ? { ...event, output: event.output === 'found' ? detail(7) : null } : event;
  const paths = getShortestPaths(orderDetailMachine, {
    events: ((snapshot: Snap) => eventsFor(snapshot).map(toModel)) as never,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snap).context.orderId, Boolean((snapshot as Snap).context.order)]),
  });

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['idle', 'loading', 'shown', 'reloading', 'failed', 'missing']));
  });

  const transitions = paths.flatMap((path) =>
    eventsFor(path.state as Snap).map((event) => {
      const taken = path.steps.map((step) => step.event as { type: string; output?: unknown });
      const steps = [...taken, event as { type: string; output?: unknown }].filter((step) => step.type !== 'xstate.init');
      const name = steps.map((step) => (step.type === 'xstate.done.actor.fetchOrder' ? `${step.type}(${isFound(step.output) ? 'found' : 'missing'})` : step.type)).join(' > ');
      return [name, steps, expectedAfter(String(path.state.value), event)] as const;
    }),
  );

  it.each(transitions)('replays %s', async (_name, steps, expected) => {
    const { actor, calls } = start(coverage);
    for (const event of steps) {
      if (event.type === 'xstate.done.actor.fetchOrder') calls.at(-1)!.resolve(isFound(event.output) ? detail(7) : null);
      else if (event.type === 'xstate.error.actor.fetchOrder') calls.at(-1)!.reject(new Error('down'));
      else actor.send(event as OrderDetailEvent);
      await flush();
    }
    expect(actor.getSnapshot().value).toBe(expected);
  });

  itTookEveryPath(coverage);
});

describe('orderDetail machine (scenarios)', () => {
  it('loads the opened order, shows it, and fetches it again on reload while still showing it', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'order.open', orderId: 7 });
    expect(calls.map((call) => call.input)).toEqual([{ orderId: 7 }]);
    calls[0]!.resolve(detail(7));
    await flush();
    expect(actor.getSnapshot().context.order?.id).toBe(7);
    actor.send({ type: 'order.reload' });
    expect(actor.getSnapshot().context.order?.id).toBe(7);
    calls[1]!.resolve(detail(7, 'intake'));
    await flush();
    expect(actor.getSnapshot().context.order?.state).toBe('intake');
  });

  it('reloads after each stored file and says so once when that file moved the order on', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'order.open', orderId: 7 });
    calls[0]!.resolve(detail(7, 'waiting_for_files'));
    await flush();
    actor.send({ type: 'file.stored', orderState: 'waiting_for_files' });
    expect(actor.getSnapshot().value).toBe('reloading');
    // The last file arrives while the first reload runs: the order moved on, and it is fetched again.
    actor.send({ type: 'file.stored', orderState: 'intake' });
    expect(calls).toHaveLength(3);
    calls[1]!.resolve(detail(7, 'waiting_for_files'));
    calls[2]!.resolve(detail(7, 'intake'));
    await flush();
    expect(actor.getSnapshot().context.order?.state).toBe('intake');
    actor.send({ type: 'file.stored', orderState: 'intake' });
    expect(emitted).toEqual([{ type: 'files.completed', orderId: 7, orderState: 'intake' }]);
  });

  it('drops a late answer for the order left when another is opened', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'order.open', orderId: 7 });
    actor.send({ type: 'order.open', orderId: 8 });
    calls[0]!.resolve(detail(7));
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    calls[1]!.resolve(detail(8));
    await flush();
    expect(actor.getSnapshot().context.order?.id).toBe(8);
  });

  it('is missing for an order that is not there (or no valid id), and reports other failures keeping what it showed', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'order.open', orderId: null });
    expect(actor.getSnapshot().value).toBe('missing');
    actor.send({ type: 'order.open', orderId: 9 });
    calls[0]!.resolve(null);
    await flush();
    expect(actor.getSnapshot().value).toBe('missing');
    actor.send({ type: 'order.open', orderId: 7 });
    calls[1]!.resolve(detail(7));
    await flush();
    actor.send({ type: 'order.reload' });
    const error = new Error('down');
    calls[2]!.reject(error);
    await flush();
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.order?.id).toBe(7);
    expect(emitted).toEqual([{ type: 'detail.failed', orderId: 7, error }]);
  });
});
