import { describe, expect, it, vi } from 'vitest';
import { queuedAnalysis, type PdfAnalysis, type RunAnalysis } from '../../../src/server/modules/files/pdf-analysis/analyse-pdf.js';
import { DEFAULT_PDF_LIMITS } from '../../../src/server/modules/files/pdf-analysis/limits.js';

const CHECKED: PdfAnalysis = {
  checked: true,
  info: { pages: 1, widthMm: 210, heightMm: 297, pageSizes: [{ widthMm: 210, heightMm: 297 }], facts: { pages: [], images: [], fonts: [], colours: null } },
};

/** An analysis that takes as long as the test says: each started file waits for `finish`. */
function slowAnalysis() {
  const started: { file: string; finish: () => void }[] = [];
  const names = new WeakMap<Uint8Array, string>();
  const run: RunAnalysis = (input) => new Promise((resolve) => {
    started.push({ file: 'bytes' in input ? names.get(input.bytes) ?? '?' : input.path, finish: () => resolve(CHECKED) });
  });
  const file = (name: string) => {
    const bytes = new Uint8Array(16);
    names.set(bytes, name);
    return bytes;
  };
  const finish = (name: string) => started.find((entry) => entry.file === name)!.finish();
  return { run, started: () => started.map((entry) => entry.file), file, finish };
}

/** What each promise answered so far (undefined while it waits). */
function track(answers: Promise<PdfAnalysis>[]) {
  const settled: (PdfAnalysis | undefined)[] = answers.map(() => undefined);
  answers.forEach((answer, index) => void answer.then((value) => { settled[index] = value; }));
  return settled;
}

// The production queue's shape: two slots on the two-core server, eight places, three per company.
const QUEUE = { concurrency: 2, maxWaiting: 8, share: { running: 1, waiting: 3 } };
const LIMITS = { ...DEFAULT_PDF_LIMITS, timeoutMs: 3_600_000 };

describe('the analysis queue shares its slots between customer companies', () => {
  it('gives company B a slot at once while company A has many files queued, and tells A\'s surplus "busy"', async () => {
    const fake = slowAnalysis();
    const { analyse } = queuedAnalysis(fake.run, QUEUE);
    const fromA = Array.from({ length: 12 }, (_, index) => analyse(fake.file(`a${index}`), LIMITS, 'partner:1'));
    const answersA = track(fromA);
    await vi.waitFor(() => expect(fake.started()).toEqual(['a0']));
    // A's share: one running, three waiting; the other eight are busy now (and retried later), not queued.
    await vi.waitFor(() => expect(answersA.filter((answer) => answer?.checked === false)).toHaveLength(8));
    expect(answersA.slice(4)).toEqual(Array(8).fill({ checked: false, reason: 'busy' }));

    const fromB = analyse(fake.file('b0'), LIMITS, 'partner:2');
    await vi.waitFor(() => expect(fake.started()).toEqual(['a0', 'b0']));
    fake.finish('b0');
    expect(await fromB).toEqual(CHECKED);

    // A third company arriving while A waits goes before A's second file: turns go round.
    const fromC = analyse(fake.file('c0'), LIMITS, 'partner:3');
    await vi.waitFor(() => expect(fake.started()).toEqual(['a0', 'b0', 'c0']));
    fake.finish('a0');
    await vi.waitFor(() => expect(fake.started()).toEqual(['a0', 'b0', 'c0', 'a1']));
    fake.finish('c0');
    fake.finish('a1');
    await vi.waitFor(() => expect(fake.started()).toEqual(['a0', 'b0', 'c0', 'a1', 'a2']));
    fake.finish('a2');
    await vi.waitFor(() => expect(fake.started()).toHaveLength(6));
    fake.finish('a3');
    expect(await Promise.all([...fromA.slice(0, 4), fromC])).toEqual(Array(5).fill(CHECKED));
  });

  it('lets one company wait no longer than its deadline, and a file over the size bound never queues', async () => {
    const fake = slowAnalysis();
    const { analyse, running } = queuedAnalysis(fake.run, QUEUE);
    const first = analyse(fake.file('a0'), LIMITS, 'partner:1');
    await vi.waitFor(() => expect(running()).toBe(1));
    expect(await analyse(fake.file('a1'), { ...LIMITS, timeoutMs: 1 }, 'partner:1')).toEqual({ checked: false, reason: 'too_slow' });
    expect(await analyse(fake.file('big'), { ...LIMITS, maxBytes: 1 }, 'partner:2')).toEqual({ checked: false, reason: 'too_big' });
    fake.finish('a0');
    expect(await first).toEqual(CHECKED);
    expect(running()).toBe(0);
    expect(fake.started()).toEqual(['a0']);
  });
});
