import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { orderDetailMachine, type DownloadRequest, type OrderDetailEmitted, type OrderDetailEvent } from '../../machines/order-detail.machine.js';
import type { OrderDetail } from '../../src/domain/orders.js';
import { sampleSimplePaths, shortestPathsToEveryState, type ReachedPath, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

type Snap = SnapshotFrom<typeof orderDetailMachine>;

// The machine only keeps and hands over the order: its shape does not matter here.
const detail = (id: number, state = 'files') => ({ id, state }) as unknown as OrderDetail;

const requests: OrderDetailEvent[] = [
  { type: 'order.open', orderId: 7 },
  { type: 'order.open', orderId: null },
  { type: 'order.changed', orderId: 7 },
  { type: 'order.changed', orderId: 8 },
  { type: 'file.stored', orderState: 'intake' },
  { type: 'file.stored', orderState: 'files' },
  { type: 'file.download', file: { id: 90, name: 'gevel.pdf' } },
  { type: 'invoice.download', invoice: { id: 5, number: 'F2026-0001' } },
  { type: 'document.download', document: { orderId: 7, document: 'confirmation' } },
  { type: 'file.accept', fileId: 91 },
];
const answers = [
  { type: 'xstate.done.actor.fetchOrder', output: 'found' },
  { type: 'xstate.done.actor.fetchOrder', output: 'missing' },
  { type: 'xstate.error.actor.fetchOrder', error: new Error('down') },
] as const;
const downloadAnswers = [
  { type: 'xstate.done.actor.download', output: undefined },
  { type: 'xstate.error.actor.download', error: new Error('gone') },
] as const;
const acceptAnswers = [
  { type: 'xstate.done.actor.acceptWarnings', output: 'intake' },
  // The order's state as shown (detail() says 'files'): the acceptance did not move it.
  { type: 'xstate.done.actor.acceptWarnings', output: 'files' },
  { type: 'xstate.error.actor.acceptWarnings', error: new Error('refused') },
] as const;
type Answer = (typeof answers)[number] | (typeof downloadAnswers)[number] | (typeof acceptAnswers)[number];

type Call = { input: { orderId: number }; resolve: (order: OrderDetail | null) => void; reject: (error: Error) => void };
type DownloadCall = { input: DownloadRequest; resolve: () => void; reject: (error: Error) => void };
type AcceptCall = { input: { orderId: number; fileId: number }; resolve: (state: string) => void; reject: (error: Error) => void };

function start(coverage?: PathCoverage) {
  const calls: Call[] = [];
  const downloads: DownloadCall[] = [];
  const accepts: AcceptCall[] = [];
  const machine = orderDetailMachine.provide({
    actors: {
      acceptWarnings: fromPromise<string, { orderId: number; fileId: number }>(({ input }) => new Promise((resolve, reject) => accepts.push({ input, resolve, reject }))),
      fetchOrder: fromPromise<OrderDetail | null, { orderId: number }>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))),
      download: fromPromise<void, DownloadRequest>(({ input }) => new Promise((resolve, reject) => downloads.push({ input, resolve: () => resolve(), reject }))),
    },
  });
  const actor = createActor(machine, coverage ? { inspect: coverage.inspect } : {});
  const emitted: OrderDetailEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, downloads, accepts, emitted };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));
const isAccepting = (snapshot: Snap) => snapshot.matches('accepting');
const isFetching = (snapshot: Snap) => snapshot.hasTag('busy') && !isAccepting(snapshot);
const isDownloading = (snapshot: Snap) => snapshot.hasTag('downloading');
/** A state value as a dotted name: 'loading', 'shown.ready'. */
const nameOf = (value: unknown): string => (typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([key, child]) => `${key}.${nameOf(child)}`).join(','));
/** A modelled answer (an order or null) or a listed one ('found' or 'missing'). */
const isFound = (output: unknown) => output === 'found' || (typeof output === 'object' && output !== null);

/**
 * Where an event leads, written from spec section 3 (not asked of the machine): an id loads, no
 * id is missing; reload and a stored file fetch again while the order stays shown (a failed first
 * load loads anew); an answer shows the order or says it is missing; a failure keeps what was shown.
 * A shown order downloads one file or invoice at a time; its end, good or bad, is ready again.
 * Accepting a file's warnings (only from a shown order at rest) fetches the order again whatever
 * the answer; meanwhile a stored file or a change elsewhere waits for that reload.
 */
function expectedAfter(before: string, event: { type: string; output?: unknown; orderId?: number | null }): string {
  const shown = before.startsWith('shown');
  switch (event.type) {
    case 'order.open':
      return event.orderId === null ? 'missing' : 'loading';
    case 'order.changed':
      // Changed elsewhere (accepted, approved): only the order open here (7) loads again.
      if (event.orderId !== 7) return before;
      return shown ? 'reloading' : before === 'failed' ? 'loading' : before;
    case 'file.stored':
      return shown || before === 'reloading' ? 'reloading' : before;
    case 'file.download':
    case 'invoice.download':
    case 'document.download':
      return shown ? 'shown.downloading' : before;
    case 'file.accept':
      return before === 'shown.ready' ? 'accepting' : before;
    case 'xstate.done.actor.acceptWarnings':
    case 'xstate.error.actor.acceptWarnings':
      return 'reloading';
    case 'xstate.done.actor.download':
    case 'xstate.error.actor.download':
      return 'shown.ready';
    case 'xstate.done.actor.fetchOrder':
      return isFound(event.output) ? 'shown.ready' : 'missing';
    default:
      return before === 'loading' ? 'failed' : 'shown.ready';
  }
}

describe('orderDetail machine (model-based)', () => {
  const coverage = trackCoverage(orderDetailMachine);
  const eventsFor = (snapshot: Snap): (Answer | OrderDetailEvent)[] => [
    ...requests,
    ...(isFetching(snapshot) ? answers : []),
    ...(isDownloading(snapshot) ? downloadAnswers : []),
    ...(isAccepting(snapshot) ? acceptAnswers : []),
  ];
  const toModel = (event: Answer | OrderDetailEvent) =>
    event.type === 'xstate.done.actor.fetchOrder' ? { ...event, output: event.output === 'found' ? detail(7) : null } : event;
  const traversal: Traversal<EventObject> = {
    events: ((snapshot: Snap) => eventsFor(snapshot).map(toModel)) as never,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snap).context.orderId, Boolean((snapshot as Snap).context.order)]),
  };
  const paths = shortestPathsToEveryState(orderDetailMachine, traversal);

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => nameOf(path.state.value)))).toEqual(new Set(['idle', 'loading', 'shown.ready', 'shown.downloading', 'accepting', 'reloading', 'failed', 'missing']));
  });

  const caseOf = (path: ReachedPath, event: Answer | OrderDetailEvent, kind = '') => {
    const taken = path.steps.map((step) => step.event as { type: string; output?: unknown });
    const steps = [...taken, event as { type: string; output?: unknown }];
    const name = steps.map((step) => (step.type === 'xstate.done.actor.fetchOrder' ? `${step.type}(${isFound(step.output) ? 'found' : 'missing'})`
      : step.type === 'xstate.done.actor.acceptWarnings' ? `${step.type}(${String(step.output)})` : step.type)).join(' > ');
    return [kind + name, steps, expectedAfter(nameOf(path.state.value), event)] as const;
  };
  // Every state's shortest path with every event, then a seeded sample of other simple paths.
  const transitions = [
    ...paths.flatMap((path) => eventsFor(path.state as Snap).map((event) => caseOf(path, event))),
    ...sampleSimplePaths(orderDetailMachine, traversal).map(({ path, event }) => caseOf(path, event as Answer | OrderDetailEvent, 'sampled: ')),
  ];

  it.each(transitions)('replays %s', async (_name, steps, expected) => {
    const { actor, calls, downloads, accepts } = start(coverage);
    for (const event of steps) {
      if (event.type === 'xstate.done.actor.fetchOrder') calls.at(-1)!.resolve(isFound(event.output) ? detail(7) : null);
      else if (event.type === 'xstate.error.actor.fetchOrder') calls.at(-1)!.reject(new Error('down'));
      else if (event.type === 'xstate.done.actor.download') downloads.at(-1)!.resolve();
      else if (event.type === 'xstate.error.actor.download') downloads.at(-1)!.reject(new Error('gone'));
      else if (event.type === 'xstate.done.actor.acceptWarnings') accepts.at(-1)!.resolve(String(event.output));
      else if (event.type === 'xstate.error.actor.acceptWarnings') accepts.at(-1)!.reject(new Error('refused'));
      else actor.send(event as OrderDetailEvent);
      await flush();
    }
    expect(nameOf(actor.getSnapshot().value)).toBe(expected);
  });

  itTookEveryPath(coverage);
});

describe('orderDetail machine (scenarios)', () => {
  it('downloads a file or an invoice of the shown order one at a time and says why one failed', async () => {
    const { actor, calls, downloads, emitted } = start();
    actor.send({ type: 'order.open', orderId: 7 });
    calls[0]!.resolve(detail(7));
    await flush();
    actor.send({ type: 'file.download', file: { id: 90, name: 'gevel.pdf' } });
    actor.send({ type: 'invoice.download', invoice: { id: 5, number: 'F2026-0001' } });
    expect(downloads.map((call) => call.input)).toEqual([{ kind: 'file', file: { id: 90, name: 'gevel.pdf' } }]);
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true);
    downloads[0]!.resolve();
    await flush();
    expect(actor.getSnapshot().hasTag('downloading')).toBe(false);
    expect(actor.getSnapshot().context.download).toBeNull();
    actor.send({ type: 'invoice.download', invoice: { id: 5, number: 'F2026-0001' } });
    expect(downloads[1]!.input).toEqual({ kind: 'invoice', invoice: { id: 5, number: 'F2026-0001' } });
    const error = new Error('gone');
    downloads[1]!.reject(error);
    await flush();
    expect(emitted).toEqual([{ type: 'download.failed', orderId: 7, error }]);
    expect(actor.getSnapshot().context.download).toBeNull();
  });

  it('loads the opened order, shows it, and fetches it again on reload while still showing it', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'order.open', orderId: 7 });
    expect(calls.map((call) => call.input)).toEqual([{ orderId: 7 }]);
    calls[0]!.resolve(detail(7));
    await flush();
    expect(actor.getSnapshot().context.order?.id).toBe(7);
    actor.send({ type: 'order.changed', orderId: 7 });
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

  it('stores the acceptance of a file\'s warnings, says so once when it moved the order on, and shows the order as it is now', async () => {
    const { actor, calls, accepts, emitted } = start();
    actor.send({ type: 'order.open', orderId: 7 });
    calls[0]!.resolve(detail(7, 'waiting_for_files'));
    await flush();
    actor.send({ type: 'file.accept', fileId: 91 });
    expect(accepts.map((call) => call.input)).toEqual([{ orderId: 7, fileId: 91 }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second tick while the first is stored is not sent again.
    actor.send({ type: 'file.accept', fileId: 91 });
    expect(accepts).toHaveLength(1);
    accepts[0]!.resolve('intake');
    await flush();
    expect(emitted).toEqual([{ type: 'files.completed', orderId: 7, orderState: 'intake' }]);
    expect(actor.getSnapshot().value).toBe('reloading');
    calls[1]!.resolve(detail(7, 'intake'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ accepting: null, order: { state: 'intake' } });

    // Another line still waits: no toast about the order moving, only the reload.
    actor.send({ type: 'order.open', orderId: 8 });
    calls[2]!.resolve(detail(8, 'waiting_for_files'));
    await flush();
    actor.send({ type: 'file.accept', fileId: 92 });
    accepts[1]!.resolve('waiting_for_files');
    await flush();
    expect(emitted).toHaveLength(1);
    expect(calls).toHaveLength(4);
    // Refused (a file without warnings): the reason is told and the order fetched again.
    calls[3]!.resolve(detail(8, 'waiting_for_files'));
    await flush();
    actor.send({ type: 'file.accept', fileId: 93 });
    const error = new Error('refused');
    accepts[2]!.reject(error);
    await flush();
    expect(emitted.at(-1)).toEqual({ type: 'detail.failed', orderId: 8, error });
    expect(actor.getSnapshot().value).toBe('reloading');
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
    actor.send({ type: 'order.changed', orderId: 7 });
    const error = new Error('down');
    calls[2]!.reject(error);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ shown: 'ready' });
    expect(actor.getSnapshot().context.order?.id).toBe(7);
    expect(emitted).toEqual([{ type: 'detail.failed', orderId: 7, error }]);
  });
});
