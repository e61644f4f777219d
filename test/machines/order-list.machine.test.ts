import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { orderListMachine, placeToReturnTo, type InvoiceRef, type ListAnswer, type ListPlace, type OrderListEvent } from '../../machines/order-list.machine.js';
import { sampleSimplePaths, shortestPathsToEveryState, type ReachedPath, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

type Snap = SnapshotFrom<typeof orderListMachine>;

const ORDERS: ListPlace = { view: 'orders', q: '', page: 1 };
const DEEP: ListPlace = { view: 'orders', q: '', page: 1, cursor: 'oud' };
const INVOICE: InvoiceRef = { id: 5, number: 'F2026-0001' };
const REFUSED = { status: 422, body: { message: 'invalid', errors: { cursor: ['invalid'] } } };
const answer = (place: ListPlace) => ({ view: place.view, page: { place } }) as unknown as ListAnswer;

const requests: OrderListEvent[] = [
  { type: 'place', place: ORDERS },
  { type: 'place', place: DEEP },
  { type: 'list.retry' },
  { type: 'lists.refresh' },
  { type: 'lists.clear' },
  { type: 'invoice.download', invoice: INVOICE },
];
type Answer = { type: 'xstate.done.actor.loadList' } | { type: 'xstate.error.actor.loadList'; refused: boolean } | { type: 'xstate.done.actor.downloadInvoice' } | { type: 'xstate.error.actor.downloadInvoice' };
type Step = OrderListEvent | Answer;
const listAnswers: Answer[] = [{ type: 'xstate.done.actor.loadList' }, { type: 'xstate.error.actor.loadList', refused: true }, { type: 'xstate.error.actor.loadList', refused: false }];
const downloadAnswers: Answer[] = [{ type: 'xstate.done.actor.downloadInvoice' }, { type: 'xstate.error.actor.downloadInvoice' }];

/**
 * The lists as spec section 3 describes them, written out as a small reference (not asked of the
 * machine): where a step leads, which list shows, what was seen, where plain /overview returns to.
 */
interface Reference {
  list: 'idle' | 'loading' | 'refreshing' | 'shown' | 'failed';
  download: 'idle' | 'downloading';
  place: ListPlace | null;
  seen: Set<string>;
  returnTo: ListPlace;
}
const keyOf = (place: ListPlace) => JSON.stringify([place.view, place.cursor ?? '', place.view === 'invoices' ? place.page : place.q]);

function next(state: Reference, step: Step): Reference {
  const moved = { ...state, seen: new Set(state.seen) };
  const loading = state.list === 'loading' || state.list === 'refreshing';
  switch (step.type) {
    case 'place': {
      if (loading && state.place && keyOf(state.place) === keyOf(step.place)) return moved;
      return { ...moved, place: step.place, returnTo: step.place, list: state.seen.has(keyOf(step.place)) ? 'refreshing' : 'loading' };
    }
    case 'list.retry':
      return state.list === 'failed' ? { ...moved, list: state.seen.has(keyOf(state.place!)) ? 'refreshing' : 'loading' } : moved;
    case 'lists.refresh':
      if (state.list === 'failed') return { ...moved, list: state.seen.has(keyOf(state.place!)) ? 'refreshing' : 'loading' };
      return { ...moved, list: state.list === 'shown' ? 'refreshing' : state.list };
    case 'lists.clear':
      return { ...moved, list: 'idle', place: null, seen: new Set(), returnTo: ORDERS };
    case 'invoice.download':
      return { ...moved, download: 'downloading' };
    case 'xstate.done.actor.loadList':
      moved.seen.add(keyOf(state.place!));
      return { ...moved, list: 'shown' };
    case 'xstate.error.actor.loadList':
      if (step.refused && state.place?.cursor) {
        const newest: ListPlace = { view: state.place.view, q: state.place.q, page: 1 };
        return { ...moved, list: 'loading', place: newest, returnTo: newest };
      }
      return { ...moved, list: 'failed' };
    default:
      return { ...moved, download: 'idle' };
  }
}

type Pending = { resolve: (value: never) => void; reject: (error: unknown) => void };

function start(coverage?: PathCoverage) {
  const loads: (Pending & { place: ListPlace })[] = [];
  const downloads: Pending[] = [];
  const machine = orderListMachine.provide({
    actors: {
      loadList: fromPromise<ListAnswer, { place: ListPlace }>(({ input }) => new Promise((resolve, reject) => loads.push({ place: input.place, resolve: resolve as never, reject }))),
      downloadInvoice: fromPromise<void, { invoice: InvoiceRef }>(() => new Promise((resolve, reject) => downloads.push({ resolve: resolve as never, reject }))),
    },
  });
  const actor = createActor(machine, coverage ? { inspect: coverage.inspect } : {}).start();
  return { actor, loads, downloads };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('orderList machine (model-based)', () => {
  const coverage = trackCoverage(orderListMachine);
  const eventsFor = (snapshot: Snap): Step[] => [
    ...requests,
    ...(snapshot.hasTag('loading') ? listAnswers.filter((step) => step.type !== 'xstate.error.actor.loadList' || step.refused === Boolean(snapshot.context.place?.cursor)) : []),
    ...(snapshot.hasTag('downloading') ? downloadAnswers : []),
  ];
  const toModel = (step: Step) => {
    if (step.type === 'xstate.done.actor.loadList') return { type: step.type, output: answer(ORDERS) };
    if (step.type === 'xstate.error.actor.loadList') return { type: step.type, error: step.refused ? REFUSED : new Error('down') };
    if (step.type === 'xstate.error.actor.downloadInvoice') return { type: step.type, error: new Error('gone') };
    if (step.type === 'xstate.done.actor.downloadInvoice') return { type: step.type, output: undefined };
    return step;
  };
  const traversal: Traversal<EventObject> = {
    events: ((snapshot: Snap) => eventsFor(snapshot).map(toModel)) as never,
    serializeState: (snapshot) => {
      const { place, seen, downloading } = (snapshot as Snap).context;
      return JSON.stringify([snapshot.value, place, Object.keys(seen).sort(), downloading !== null]);
    },
  };
  const paths = shortestPathsToEveryState(orderListMachine, traversal);
  const fromModel = (event: { type: string; error?: unknown }): Step =>
    event.type === 'xstate.error.actor.loadList' ? { type: event.type, refused: event.error === REFUSED } : (event as Step);

  const caseOf = (path: ReachedPath, step: Step, kind = '') => {
    const steps = [...path.steps.map((taken) => fromModel(taken.event as never)), step];
    const name = steps.map((one) => (one.type === 'place' ? `place ${one.place.view}${one.place.cursor ? '+cursor' : ''}` : 'refused' in one ? `${one.type}${one.refused ? '(refused)' : ''}` : one.type)).join(' > ');
    return [kind + name, steps] as const;
  };
  // Every state's shortest path with every event, then a seeded sample of other simple paths.
  const cases = [
    ...paths.flatMap((path) => eventsFor(path.state as Snap).map((step) => caseOf(path, step))),
    ...sampleSimplePaths(orderListMachine, traversal).map(({ path, event }) => caseOf(path, fromModel(event as never), 'sampled: ')),
  ];

  it('reaches every state of both regions', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const list of ['idle', 'loading', 'refreshing', 'shown', 'failed']) expect([...values].some((value) => value.includes(`"list":"${list}"`)), list).toBe(true);
    expect([...values].some((value) => value.includes('"download":"downloading"'))).toBe(true);
  });

  it.each(cases)('replays %s', async (_name, steps) => {
    const { actor, loads, downloads } = start(coverage);
    let expected: Reference = { list: 'idle', download: 'idle', place: null, seen: new Set(), returnTo: ORDERS };
    for (const step of steps) {
      if (step.type === 'xstate.done.actor.loadList') loads.at(-1)!.resolve(answer(loads.at(-1)!.place) as never);
      else if (step.type === 'xstate.error.actor.loadList') loads.at(-1)!.reject(step.refused ? REFUSED : new Error('down'));
      else if (step.type === 'xstate.done.actor.downloadInvoice') downloads.at(-1)!.resolve(undefined as never);
      else if (step.type === 'xstate.error.actor.downloadInvoice') downloads.at(-1)!.reject(new Error('gone'));
      else actor.send(step);
      await flush();
      expected = next(expected, step);
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ list: expected.list, download: expected.download });
    expect(snapshot.context.place).toEqual(expected.place);
    // What shows: the place's list once answered (or seen before), none while it first loads or after a clear.
    if (expected.list === 'shown' || expected.list === 'refreshing') expect(snapshot.context.list).toEqual(answer(expected.place!));
    if (expected.list === 'loading' || expected.list === 'idle') expect(snapshot.context.list).toBeNull();
    expect(Object.keys(snapshot.context.seen).length).toBe(expected.seen.size);
    expect(placeToReturnTo(snapshot.context)).toEqual(expected.returnTo);
  });

  itTookEveryPath(coverage);
});
