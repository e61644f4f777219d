import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { failureOf, printPreviewMachine, type PreviewFailure } from '../../machines/print-preview.machine.js';
import type { Size } from '../../src/domain/preview-fit.js';
import { sampleSimplePaths, shortestPathsToEveryState, type ReachedPath, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

// createTestModel refuses machines that invoke actors, so the graph is walked with getShortestPaths
// and every path, plus each step possible at its end, is replayed on the real machine with the
// load and the drawing answered by the test.
type Snap = SnapshotFrom<typeof printPreviewMachine>;

const BYTES = new Uint8Array([37, 80, 68, 70]);
const PAGE: Size = { widthMm: 210, heightMm: 297 };
const because = (reason: string) => Object.assign(new Error(reason), { reason });

type Step =
  | { type: 'preview.show' }
  | { type: 'xstate.done.actor.loadFile' }
  | { type: 'xstate.error.actor.loadFile'; reason: PreviewFailure }
  | { type: 'xstate.done.actor.drawPage' }
  | { type: 'xstate.error.actor.drawPage'; reason: PreviewFailure | 'other' };

const SHOW: Step = { type: 'preview.show' };
const loadAnswers: Step[] = [{ type: 'xstate.done.actor.loadFile' }, { type: 'xstate.error.actor.loadFile', reason: 'huge' }, { type: 'xstate.error.actor.loadFile', reason: 'unavailable' }];
const drawAnswers: Step[] = [
  { type: 'xstate.done.actor.drawPage' },
  { type: 'xstate.error.actor.drawPage', reason: 'timeout' },
  { type: 'xstate.error.actor.drawPage', reason: 'empty' },
  { type: 'xstate.error.actor.drawPage', reason: 'other' },
];

/** The preview as the view promises it, written out by hand (not asked of the machine). */
interface Reference {
  value: 'waiting' | 'loading' | 'drawing' | 'ready' | 'failed';
  page: Size | null;
  failure: PreviewFailure | null;
}
function next(state: Reference, step: Step): Reference {
  switch (step.type) {
    case 'preview.show':
      return { value: 'loading', page: null, failure: null };
    case 'xstate.done.actor.loadFile':
      return { ...state, value: 'drawing' };
    case 'xstate.done.actor.drawPage':
      return { ...state, value: 'ready', page: PAGE };
    default:
      // A reason the preview does not know means the file could not be read as a PDF.
      return { ...state, value: 'failed', failure: step.reason === 'other' ? 'broken' : step.reason };
  }
}

const errorOf = (step: Step) => ('reason' in step ? because(step.reason) : null);

function start(coverage?: PathCoverage) {
  const loads: { resolve: (bytes: Uint8Array) => void; reject: (error: unknown) => void }[] = [];
  const draws: { input: { bytes: Uint8Array }; resolve: (page: Size) => void; reject: (error: unknown) => void }[] = [];
  const machine = printPreviewMachine.provide({
    actors: {
      loadFile: fromPromise<Uint8Array, void>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
      drawPage: fromPromise<Size, { bytes: Uint8Array }>(({ input }) => new Promise((resolve, reject) => draws.push({ input, resolve, reject }))),
    },
  });
  const actor = createActor(machine, coverage ? { inspect: coverage.inspect } : {}).start();
  return { actor, loads, draws };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('printPreview machine (model-based)', () => {
  const coverage = trackCoverage(printPreviewMachine);
  const eventsFor = (snapshot: Snap): Step[] => [
    SHOW,
    ...(snapshot.matches('loading') ? loadAnswers : []),
    ...(snapshot.matches('drawing') ? drawAnswers : []),
  ];
  const toModel = (step: Step) => {
    if (step.type === 'xstate.done.actor.loadFile') return { type: step.type, output: BYTES };
    if (step.type === 'xstate.done.actor.drawPage') return { type: step.type, output: PAGE };
    if (step.type !== 'preview.show') return { type: step.type, error: errorOf(step) };
    return step;
  };
  const traversal: Traversal<EventObject> = {
    events: ((snapshot: Snap) => eventsFor(snapshot).map(toModel)) as never,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snap).context.failure, (snapshot as Snap).context.page !== null]),
  };
  const paths = shortestPathsToEveryState(printPreviewMachine, traversal);
  const fromModel = (event: { type: string; error?: { reason: string } }): Step =>
    event.type.startsWith('xstate.error') ? ({ type: event.type, reason: event.error!.reason } as Step) : (event as Step);

  const caseOf = (path: ReachedPath, step: Step, kind = '') => {
    const steps = [...path.steps.map((taken) => fromModel(taken.event as never)), step];
    return [kind + steps.map((one) => ('reason' in one ? `${one.type}(${one.reason})` : one.type)).join(' > '), steps] as const;
  };
  const cases = paths.flatMap((path) => eventsFor(path.state as Snap).map((step) => caseOf(path, step)));
  // Besides every state's shortest path with every event: a seeded sample of other simple paths.
  const sampled = sampleSimplePaths(printPreviewMachine, traversal).map(({ path, event }) => caseOf(path, fromModel(event as never), 'sampled: '));

  it('reaches every state', () => {
    const values = new Set(paths.map((path) => path.state.value));
    expect([...values].sort()).toEqual(['drawing', 'failed', 'loading', 'ready', 'waiting']);
    // A changed graph shows here first.
    expect(cases).toHaveLength(16);
  });

  it.each([...cases, ...sampled])('replays %s', async (_name, steps) => {
    const { actor, loads, draws } = start(coverage);
    let expected: Reference = { value: 'waiting', page: null, failure: null };
    for (const step of steps) {
      if (step.type === 'xstate.done.actor.loadFile') loads.at(-1)!.resolve(BYTES);
      else if (step.type === 'xstate.error.actor.loadFile') loads.at(-1)!.reject(errorOf(step));
      else if (step.type === 'xstate.done.actor.drawPage') draws.at(-1)!.resolve(PAGE);
      else if (step.type === 'xstate.error.actor.drawPage') draws.at(-1)!.reject(errorOf(step));
      else actor.send(step);
      await flush();
      expected = next(expected, step);
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe(expected.value);
    expect(snapshot.context.page).toEqual(expected.page);
    expect(snapshot.context.failure).toBe(expected.failure);
    // The drawing gets the bytes the load answered; nothing is kept once drawn or failed.
    if (expected.value === 'drawing') expect(draws.at(-1)!.input.bytes).toBe(BYTES);
    if (expected.value === 'ready' || expected.value === 'failed') expect(snapshot.context.bytes).toBeNull();
    expect(snapshot.hasTag('pending')).toBe(expected.value === 'loading' || expected.value === 'drawing');
  });

  itTookEveryPath(coverage);
});

describe('printPreview: why it failed', () => {
  it.each([
    ['huge', 'huge'], ['unavailable', 'unavailable'], ['timeout', 'timeout'], ['empty', 'empty'], ['broken', 'broken'], ['anything else', 'broken'],
  ])('a failure with reason %s reads as %s', (reason, failure) => {
    expect(failureOf(because(reason))).toBe(failure);
  });

  it('an error without a reason, or no error at all, is a file that could not be read', () => {
    expect(failureOf(new Error('x'))).toBe('broken');
    expect(failureOf(null)).toBe('broken');
  });

  it('without the view\'s actors provided, the preview fails instead of waiting for ever', async () => {
    const actor = createActor(printPreviewMachine).start();
    actor.send({ type: 'preview.show' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe('broken');
  });
});
