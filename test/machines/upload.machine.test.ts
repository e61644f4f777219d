import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import {
  screenFiles,
  uploadMachine,
  type ChosenFile,
  type UploaderInput,
  type UploadInput,
} from '../../machines/upload.machine.js';
import { sampleSimplePaths, shortestPathsToEveryState, type ReachedPath, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage, type PathCoverage } from '../support/path-coverage.js';

const MB = 1024 * 1024;
const pdf = (name = 'poster.pdf', size = 2 * MB): ChosenFile => ({ name, size, type: 'application/pdf', body: null });
const png = (name = 'foto.png'): ChosenFile => ({ name, size: 1000, type: 'image/png', body: null });
const input: UploadInput = { orderId: 7, printId: 70, copyId: 700, existing: 0, maxFiles: 3, maxBytes: 10 * MB };

/** A fake uploader: records what it was asked and whether it was stopped (aborted). */
function start(overrides: Partial<UploadInput> = {}, coverage?: PathCoverage) {
  const calls: { input: UploaderInput; stopped: boolean }[] = [];
  const machine = uploadMachine.provide({
    actors: {
      uploadFile: fromCallback<EventObject, UploaderInput>(({ input: request }) => {
        const call = { input: request, stopped: false };
        calls.push(call);
        return () => {
          call.stopped = true;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { ...input, ...overrides }, ...(coverage ? { inspect: coverage.inspect } : {}) }).start();
  return { actor, calls };
}

const modelEvents = [
  { type: 'files.choose', files: [pdf()] },
  { type: 'files.choose', files: [png()] },
  // Two files: the second waits in the queue, so settling goes on uploading.
  { type: 'files.choose', files: [pdf('1.pdf'), pdf('2.pdf')] },
  { type: 'upload.progress', loaded: MB, total: 2 * MB },
  { type: 'upload.succeeded', result: { warning: null, verdict: 'pass', orderState: 'intake' } },
  { type: 'upload.failed', problem: 'server' },
  { type: 'upload.cancel' },
] as const;

type ModelEvent = (typeof modelEvents)[number];

/**
 * Where an event leads, written from spec section 8 (not asked of the machine): a choice uploads
 * its first PDF (nothing to send: failed); after an answer the next queued file goes up, else the
 * choice is done (last one stored) or failed; cancel stops all; progress changes no state.
 */
function expectedAfter(before: { value: unknown; queue: number }, event: ModelEvent): string {
  switch (event.type) {
    case 'files.choose':
      return event.files.some((file) => file.type === 'application/pdf') ? 'uploading' : 'failed';
    case 'upload.progress':
      return String(before.value);
    case 'upload.succeeded':
      return before.queue > 0 ? 'uploading' : 'done';
    case 'upload.failed':
      return before.queue > 0 ? 'uploading' : 'failed';
    case 'upload.cancel':
      return 'canceled';
  }
}

describe('upload machine (model-based)', () => {
  const coverage = trackCoverage(uploadMachine);
  const traversal: Traversal<ModelEvent> = {
    events: modelEvents as never,
    input,
    // One path per state value and queue length: the other context (counts, outcomes) would make
    // the graph endless; the queue decides whether settling uploads the next file.
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.queue.length]),
  };
  const paths = shortestPathsToEveryState(uploadMachine, traversal);

  it('reaches every settled state', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(['canceled', 'done', 'failed', 'idle', 'uploading']);
  });

  const caseOf = (path: ReachedPath, event: ModelEvent, kind = '') => {
    const steps = [...path.steps.map((step) => step.event), event];
    const name = steps.map((step) => step.type + ('files' in step ? `(${(step.files as readonly ChosenFile[])[0]!.name})` : '')).join(' > ');
    return [kind + name, steps, expectedAfter({ value: path.state.value, queue: (path.state.context as { queue: unknown[] }).queue.length }, event)] as const;
  };
  // Every state's shortest path with every event it takes, then a seeded sample of other simple paths.
  const transitions = [
    ...paths.flatMap((path) => modelEvents.filter((event) => path.state.can(event as never)).map((event) => caseOf(path, event))),
    ...sampleSimplePaths(uploadMachine, traversal).map(({ path, event }) => caseOf(path, event, 'sampled: ')),
  ];

  it.each(transitions)('replays %s on the real actor', (_name, steps, expected) => {
    const { actor } = start({}, coverage);
    for (const event of steps) {
      if ((event.type as string) === 'xstate.init') continue;
      actor.send(event as never);
    }
    expect(actor.getSnapshot().value).toEqual(expected);
  });

  itTookEveryPath(coverage);
});

describe('upload machine (scenarios)', () => {
  it('uploads a PDF with progress and counts it towards the maximum', () => {
    const { actor, calls } = start();
    actor.send({ type: 'files.choose', files: [pdf('a.pdf')] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(calls.map((call) => [call.input.orderId, call.input.printId, call.input.file.name])).toEqual([[7, 70, 'a.pdf']]);
    actor.send({ type: 'upload.progress', loaded: MB, total: 2 * MB });
    expect(actor.getSnapshot().context).toMatchObject({ loaded: MB, total: 2 * MB });
    actor.send({ type: 'upload.succeeded', result: { warning: 'Page size 210 × 297 mm does not match 1000 × 500 mm', verdict: 'warning', orderState: 'intake' } });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('done');
    expect(context.existing).toBe(1);
    expect(context.orderState).toBe('intake');
    expect(context.outcomes).toEqual([{ name: 'a.pdf', problem: null, warning: 'Page size 210 × 297 mm does not match 1000 × 500 mm', verdict: 'warning' }]);
  });

  it('refuses a non-PDF, an empty file and a too big file without calling the server', () => {
    const { actor, calls } = start();
    actor.send({ type: 'files.choose', files: [png('foto.png'), pdf('leeg.pdf', 0), pdf('groot.pdf', 11 * MB)] });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().context.outcomes.map((outcome) => [outcome.name, outcome.problem])).toEqual([
      ['foto.png', 'not_supported'],
      ['leeg.pdf', 'invalid_type'],
      ['groot.pdf', 'too_big'],
    ]);
  });

  it('sends several files one after the other and refuses those past the maximum', () => {
    const { actor, calls } = start({ existing: 1 });
    actor.send({ type: 'files.choose', files: [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')] });
    expect(actor.getSnapshot().context.outcomes).toEqual([{ name: '3.pdf', problem: 'max_files' }]);
    actor.send({ type: 'upload.succeeded', result: { warning: null, verdict: 'pass', orderState: 'waiting_for_files' } });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(calls.map((call) => call.input.file.name)).toEqual(['1.pdf', '2.pdf']);
    actor.send({ type: 'upload.succeeded', result: { warning: null, verdict: 'pass', orderState: 'intake' } });
    // The refusal of 3.pdf was the first outcome, but the last upload went well: done.
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.existing).toBe(3);
    actor.send({ type: 'files.choose', files: [pdf('4.pdf')] });
    expect(actor.getSnapshot().context.outcomes).toEqual([{ name: '4.pdf', problem: 'max_files' }]);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('cancel aborts the running upload and drops the queue', () => {
    const { actor, calls } = start();
    actor.send({ type: 'files.choose', files: [pdf('1.pdf'), pdf('2.pdf')] });
    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot().value).toBe('canceled');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.stopped).toBe(true);
    expect(actor.getSnapshot().context.outcomes).toEqual([
      { name: '1.pdf', problem: 'canceled' },
      { name: '2.pdf', problem: 'canceled' },
    ]);
  });

  it('a server refusal for the number of files stops the rest of the choice', () => {
    const { actor, calls } = start();
    actor.send({ type: 'files.choose', files: [pdf('1.pdf'), pdf('2.pdf')] });
    actor.send({ type: 'upload.failed', problem: 'max_files' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(calls).toHaveLength(1);
  });

  it('a server error on one file still sends the next', () => {
    const { actor, calls } = start();
    actor.send({ type: 'files.choose', files: [pdf('1.pdf'), pdf('2.pdf')] });
    actor.send({ type: 'upload.failed', problem: 'server' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(calls.map((call) => call.input.file.name)).toEqual(['1.pdf', '2.pdf']);
  });

  it('judges PDF by type or by name', () => {
    const byName = { name: 'scan.PDF', size: 10, type: '', body: null };
    expect(screenFiles([byName], 1, 100).accepted).toHaveLength(1);
    expect(screenFiles([{ ...png(), name: 'x.pdf.png' }], 1, 100).refused[0]!.problem).toBe('not_supported');
  });
});
