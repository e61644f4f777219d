// Walks event sequences through a hand-written reference model and the real machine side by side.
// The reference says what should happen (spec sections 4 and 7); the machine is only observed, so a
// fault in the machine can no longer move the expectation along with it.
import { isDeepStrictEqual } from 'node:util';

/** What the reference expects after an event: its own next state and what should have been done. */
export interface Step<State, Effects> {
  state: State;
  effects: Effects;
}

/** A machine as the spec describes it, in plain TypeScript: no XState, nothing of the machine's code. */
export interface ReferenceModel<State, Event, Effects> {
  initial: Step<State, Effects>;
  /** The finite alphabet: every event worth trying in this state (answers only for running calls). */
  events(state: State): readonly Event[];
  step(state: State, event: Event): Step<State, Effects>;
  /** Tells states apart for the breadth-first search; coarser than the state keeps the graph small. */
  key(state: State): string;
  /** A short name of an event for failure messages, e.g. `answer(login, 206)`. */
  describe(event: Event): string;
}

/** The real machine behind fake actors: takes the reference's events, shows what it did. */
export interface SystemUnderTest<Event> {
  take(event: Event): Promise<void>;
  /** What the machine shows now and what it did since the last look, in the shape of `expected`. */
  observe(): unknown;
  stop(): void;
}

export interface Comparison<State, Event, Effects> {
  model: ReferenceModel<State, Event, Effects>;
  /** The reference's step in the shape of `SystemUnderTest.observe()`. */
  expected(step: Step<State, Effects>): unknown;
  start(): SystemUnderTest<Event>;
}

export interface Mismatch {
  /** The events taken, the last one being where the machine and the reference parted. */
  events: string[];
  differences: string[];
}

/** mulberry32: the same walks on every run and every machine, so a failure can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a breadth-first search of the reference found: the shortest path to each state, and every edge. */
export interface Exploration<Event> {
  /** The shortest path to every state the reference tells apart (the empty path to the first). */
  statePaths: Event[][];
  /**
   * Each state's shortest path plus one more step with every event of its alphabet, so every
   * transition is taken once; without those that are a prefix of another (every step of a replay
   * is compared anyway).
   */
  edgePaths: Event[][];
}

export function explore<State, Event, Effects>(model: ReferenceModel<State, Event, Effects>, maxStates: number): Exploration<Event> {
  const seen = new Set<string>([model.key(model.initial.state)]);
  const queue: { state: State; path: Event[] }[] = [{ state: model.initial.state, path: [] }];
  const edges: Event[][] = [];
  for (let head = 0; head < queue.length; head += 1) {
    const { state, path } = queue[head]!;
    for (const event of model.events(state)) {
      const next = model.step(state, event).state;
      const nextPath = [...path, event];
      edges.push(nextPath);
      const key = model.key(next);
      if (seen.has(key)) continue;
      if (seen.size >= maxStates) throw new Error(`the reference has more than ${maxStates} states: make its key coarser`);
      seen.add(key);
      queue.push({ state: next, path: nextPath });
    }
  }
  return { statePaths: queue.map(({ path }) => path), edgePaths: withoutPrefixes(edges) };
}

/**
 * `count` walks, each from a state reached by one of `starts` (picked at random; the first state
 * when none are given) and then `length` random steps of the reference's alphabet. Starting deep
 * in the graph matters: a walk from the start spends its steps on logging in or filling a cart.
 */
export function randomWalks<State, Event, Effects>(
  model: ReferenceModel<State, Event, Effects>,
  walk: { seed: number; count: number; length: number; starts?: readonly Event[][] },
): Event[][] {
  const random = seededRandom(walk.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const starts = walk.starts ?? [[]];
  const walks: Event[][] = [];
  for (let index = 0; index < walk.count; index += 1) {
    const events = [...pick(starts)];
    let state = events.reduce((reached, event) => model.step(reached, event).state, model.initial.state);
    for (let step = 0; step < walk.length; step += 1) {
      const offered = model.events(state);
      if (offered.length === 0) break;
      const event = pick(offered);
      events.push(event);
      state = model.step(state, event).state;
    }
    walks.push(events);
  }
  return walks;
}

function withoutPrefixes<Event>(sequences: Event[][]): Event[][] {
  const prefixes = new Set(sequences.map((sequence) => JSON.stringify(sequence.slice(0, -1))));
  return sequences.filter((sequence) => !prefixes.has(JSON.stringify(sequence)));
}

/** Replays one sequence on a fresh machine and the reference; the first difference, or null. */
export async function replay<State, Event, Effects>(comparison: Comparison<State, Event, Effects>, events: readonly Event[]): Promise<Mismatch | null> {
  const { model } = comparison;
  const system = comparison.start();
  const taken: string[] = [];
  try {
    let step = model.initial;
    let differences = differencesOf(comparison.expected(step), system.observe());
    if (differences.length > 0) return { events: ['(start)'], differences };
    for (const event of events) {
      taken.push(model.describe(event));
      step = model.step(step.state, event);
      try {
        await system.take(event);
      } catch (error) {
        return { events: taken, differences: [`the machine threw: ${error instanceof Error ? error.message : String(error)}`] };
      }
      differences = differencesOf(comparison.expected(step), system.observe());
      if (differences.length > 0) return { events: taken, differences };
    }
    return null;
  } finally {
    system.stop();
  }
}

/** Replays every sequence; the message names how many failed and shows the shortest in full. */
export async function mismatchesOf<State, Event, Effects>(comparison: Comparison<State, Event, Effects>, sequences: readonly (readonly Event[])[]): Promise<string | null> {
  const mismatches: Mismatch[] = [];
  for (const sequence of sequences) {
    const mismatch = await replay(comparison, sequence);
    if (mismatch) mismatches.push(mismatch);
  }
  if (mismatches.length === 0) return null;
  const shortest = mismatches.reduce((best, candidate) => (candidate.events.length < best.events.length ? candidate : best));
  return [
    `${mismatches.length} of ${sequences.length} sequences part from the reference; the shortest:`,
    `  events: ${shortest.events.join(' > ')}`,
    '  after the last event (expected by the reference, then the machine):',
    ...shortest.differences.map((line) => `    ${line}`),
  ].join('\n');
}

/** Fails with the mismatch report as the whole message (an assertion would print it twice). */
export function expectNoMismatch(report: string | null): void {
  if (report !== null) throw new Error(report);
}

const MAX_DIFFERENCES = 12;
const MAX_VALUE_LENGTH = 160;

/** Only what differs, one line per differing leaf: `path: expected X, got Y`. */
export function differencesOf(expected: unknown, actual: unknown): string[] {
  const lines: string[] = [];
  collectDifferences(expected, actual, '', lines);
  return lines.length > MAX_DIFFERENCES ? [...lines.slice(0, MAX_DIFFERENCES), `... and ${lines.length - MAX_DIFFERENCES} more`] : lines;
}

function collectDifferences(expected: unknown, actual: unknown, path: string, lines: string[]): void {
  if (isDeepStrictEqual(expected, actual)) return;
  if (Array.isArray(expected) && Array.isArray(actual) && expected.length === actual.length) {
    expected.forEach((item, index) => collectDifferences(item, actual[index], `${path}[${index}]`, lines));
    return;
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    lines.push(listDifference(expected, actual, path || '(value)'));
    return;
  }
  if (isPlainObject(expected) && isPlainObject(actual)) {
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      collectDifferences(expected[key], actual[key], path ? `${path}.${key}` : key, lines);
    }
    return;
  }
  lines.push(`${path || '(value)'}: expected ${shown(expected)}, got ${shown(actual)}`);
}

/** Lists of another length: what is missing and what is unexpected, or both lists when only the order differs. */
function listDifference(expected: unknown[], actual: unknown[], path: string): string {
  const missing = without(expected, actual);
  const unexpected = without(actual, expected);
  if (missing.length === 0 && unexpected.length === 0) return `${path}: expected ${shown(expected)}, got ${shown(actual)}`;
  return `${path}: ${[missing.length > 0 ? `missing ${shown(missing)}` : '', unexpected.length > 0 ? `unexpected ${shown(unexpected)}` : ''].filter(Boolean).join(', ')}`;
}

/** The items of `items` that `others` lacks, counting repeats (two children of one kind are not one). */
function without(items: readonly unknown[], others: readonly unknown[]): unknown[] {
  const left = [...others];
  return items.filter((item) => {
    const at = left.findIndex((other) => isDeepStrictEqual(other, item));
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function shown(value: unknown): string {
  const text = value === undefined ? 'undefined' : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}...` : text;
}

/** A state value as sorted leaf paths, e.g. `['submit.editing', 'address.closed']`: easy to map and diff. */
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

/** Lets the fake actors' promises settle and their answers reach the machine (no timers involved). */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
