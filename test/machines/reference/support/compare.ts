/**
 * Replaying the reference's event sequences (walk.ts) on the real machine: each sequence on a fresh
 * machine, compared with the reference after every step. A failure names how many sequences parted
 * from the reference and shows the shortest: its events up to the first differing step, then one line
 * per differing value.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ReferenceModel, Step } from './walk.js';

/** The real machine behind fake actors: takes the reference's events, shows what it did. */
export interface SystemUnderTest<Event> {
  take(event: Event): Promise<void>;
  /** What the machine shows now and what it did since the last look, in the shape of `Comparison.expected`. */
  observe(): unknown;
  stop(): void;
}

/** A reference, what it expects in the machine's terms, and a way to start the machine. */
export interface Comparison<State, Event, Effects> {
  model: ReferenceModel<State, Event, Effects>;
  /** The reference's step in the shape of `SystemUnderTest.observe()`. */
  expected(step: Step<State, Effects>): unknown;
  /** A fresh machine: every sequence starts from nothing. */
  start(): SystemUnderTest<Event>;
}

export interface Mismatch {
  /** The events taken, the last one being where the machine and the reference parted (none: at the start). */
  events: string[];
  /** The events of the whole sequence (the rest did not run). */
  of: number;
  differences: string[];
}

/** Replays one sequence on a fresh machine and the reference; the first difference, or null. */
export async function replay<State, Event, Effects>(comparison: Comparison<State, Event, Effects>, events: readonly Event[]): Promise<Mismatch | null> {
  const { model } = comparison;
  const system = comparison.start();
  const taken: string[] = [];
  const mismatch = (differences: string[]): Mismatch | null => (differences.length > 0 ? { events: taken, of: events.length, differences } : null);
  try {
    let step = model.initial;
    const atStart = mismatch(differences(comparison.expected(step), system.observe()));
    if (atStart) return atStart;
    for (const event of events) {
      taken.push(model.describe(event));
      step = model.step(step.state, event);
      try {
        await system.take(event);
      } catch (error) {
        return mismatch([`the machine threw: ${error instanceof Error ? error.message : String(error)}`]);
      }
      const found = mismatch(differences(comparison.expected(step), system.observe()));
      if (found) return found;
    }
    return null;
  } finally {
    system.stop();
  }
}

/** Replays every sequence; fails naming how many parted from the reference, with the shortest in full. */
export async function expectAgreement<State, Event, Effects>(comparison: Comparison<State, Event, Effects>, sequences: readonly (readonly Event[])[]): Promise<void> {
  const mismatches: Mismatch[] = [];
  for (const sequence of sequences) {
    const mismatch = await replay(comparison, sequence);
    if (mismatch) mismatches.push(mismatch);
  }
  if (mismatches.length === 0) return;
  const shortest = mismatches.reduce((best, candidate) => (candidate.events.length < best.events.length ? candidate : best));
  // The report is the whole message: an assertion would print it twice.
  throw new Error(`${mismatches.length} of ${sequences.length} sequences part from the reference; the shortest, ${reportOf(shortest)}`);
}

const MAX_DIFFERENCES = 12;
const MAX_VALUE_LENGTH = 160;

/** Where it parted, the events up to there, then one line per differing value (expected by the reference, got from the machine). */
export function reportOf({ events, of, differences: lines }: Mismatch): string {
  const shown = lines.length > MAX_DIFFERENCES ? [...lines.slice(0, MAX_DIFFERENCES), `... and ${lines.length - MAX_DIFFERENCES} more`] : lines;
  return [
    events.length === 0 ? 'at the start:' : `after step ${events.length} of ${of}:`,
    `  events: ${events.join(' > ') || '(none)'}`,
    ...shown.map((line) => `    ${line}`),
  ].join('\n');
}

/**
 * Only what differs, one line per differing value: `path: expected X, got Y`, or for lists of
 * another length what is missing and what is unexpected. A field that is undefined counts as absent:
 * nobody (and no JSON) can tell them apart.
 */
export function differences(expected: unknown, actual: unknown, path = ''): string[] {
  if (isDeepStrictEqual(expected, actual)) return [];
  const where = path || '(value)';
  if (Array.isArray(expected) && Array.isArray(actual)) {
    if (expected.length !== actual.length) return listDifference(expected, actual, where);
    return expected.flatMap((item, index) => differences(item, actual[index], `${path}[${index}]`));
  }
  if (isPlainObject(expected) && isPlainObject(actual)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    return [...keys].flatMap((key) => differences(expected[key], actual[key], path ? `${path}.${key}` : key));
  }
  return [`${where}: expected ${shown(expected)}, got ${shown(actual)}`];
}

const same = (expected: unknown, actual: unknown): boolean => differences(expected, actual).length === 0;

/** Lists of another length: what is missing and what is unexpected, or both lists when only the order differs. */
function listDifference(expected: readonly unknown[], actual: readonly unknown[], where: string): string[] {
  const missing = without(expected, actual);
  const unexpected = without(actual, expected);
  if (missing.length === 0 && unexpected.length === 0) return [`${where}: expected ${shown(expected)}, got ${shown(actual)}`];
  const parts = [...(missing.length > 0 ? [`missing ${shown(missing)}`] : []), ...(unexpected.length > 0 ? [`unexpected ${shown(unexpected)}`] : [])];
  return [`${where}: ${parts.join(', ')}`];
}

/** The items of `items` that `others` lacks, counting repeats (two children of one kind are not one). */
function without(items: readonly unknown[], others: readonly unknown[]): unknown[] {
  const left = [...others];
  return items.filter((item) => {
    const at = left.findIndex((other) => same(item, other));
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

/** Only plain objects are compared field by field; a Map, a File or an Error is compared as a whole. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function shown(value: unknown): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}...` : text;
}

// --- Observing a machine --------------------------------------------------------------------------

/** A state value as sorted leaf paths, e.g. `['address.closed', 'submit.editing']`: easy to map and diff. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (!isPlainObject(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key)).sort();
}

/** A child as `snapshot.children` holds it: the logic it runs, and whether it still runs. */
export interface ChildRef {
  src?: unknown;
  getSnapshot(): { status: string };
}

/**
 * The children still running, named by the logic they run (`src`; ids of spawned ones vary), sorted.
 * XState keeps a spawned child that has finished in `snapshot.children` (status `done`) until it is
 * stopped; such a child does nothing any more, so only running ones count.
 */
export function runningChildren(children: Record<string, ChildRef | undefined>): string[] {
  return Object.entries(children)
    .filter((entry): entry is [string, ChildRef] => entry[1] !== undefined && entry[1].getSnapshot().status === 'active')
    .map(([id, child]) => (typeof child.src === 'string' ? child.src : id))
    .sort();
}

/** A call a fake actor made, waiting for the test to answer it. */
export interface Pending<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Lets the fake actors' promises settle and their answers reach the machine (no timers involved). */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
