import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Where vitest's cache has no timing of a file (a fresh clone, CI): its duration in a recorded run
 * (`node scripts/record-test-durations.mjs`), else a guess (browser files are long).
 */
const RECORDED_MS = JSON.parse(readFileSync(new URL('./file-durations.json', import.meta.url), 'utf8')) as Record<string, number>;
const GUESS_MS = { browser: 25_000, inProcess: 2_500 };

/**
 * The browser files mostly wait (for Chromium, the server, a screen), the in-process files keep a
 * core busy. Run in project order (vitest's default), the browser files would come first and leave
 * the cores idle, then the rest would queue for them. So the two kinds are interleaved, each longest
 * first, in proportion to their total time: both finish at about the same time, and all along some
 * workers wait on Chromium while the others compute.
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const timed = files.map((file) => ({ file, ms: this.durationOf(file) }));
    const longestFirst = (kind: boolean) => timed.filter((entry) => isBrowserFile(entry.file) === kind).sort((a, b) => b.ms - a.ms);
    return interleave(longestFirst(true), longestFirst(false)).map((entry) => entry.file);
  }

  private durationOf(file: TestSpecification): number {
    const path = relative(this.ctx.config.root, file.moduleId);
    const cached = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`)?.duration;
    return cached ?? RECORDED_MS[path] ?? (isBrowserFile(file) ? GUESS_MS.browser : GUESS_MS.inProcess);
  }
}

function isBrowserFile(file: TestSpecification): boolean {
  return file.project.name === 'e2e';
}

/** Takes next from the list that is least far through its own total time. */
function interleave<T extends { ms: number }>(first: T[], second: T[]): T[] {
  const total = (list: T[]) => list.reduce((sum, entry) => sum + entry.ms, 0) || 1;
  const [firstTotal, secondTotal] = [total(first), total(second)];
  const order: T[] = [];
  let [i, j, firstDone, secondDone] = [0, 0, 0, 0];
  while (i < first.length || j < second.length) {
    const takeFirst = j >= second.length || (i < first.length && firstDone / firstTotal <= secondDone / secondTotal);
    const next = takeFirst ? first[i++]! : second[j++]!;
    if (takeFirst) firstDone += next.ms;
    else secondDone += next.ms;
    order.push(next);
  }
  return order;
}
