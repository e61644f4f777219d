/**
 * Walking a hand-written reference model and a real machine side by side (issue 23, part 3).
 *
 * A reference is a plain function `step(state, event) -> { state, effects }` written from the spec,
 * not from the machine: when the machine has a fault, the reference still says what should happen.
 * The walks here generate event sequences from the REFERENCE (its shortest paths and seeded random
 * walks), replay each on a fresh real actor and on the reference, and compare after every step what
 * a user notices (the observation) and what happened on the way (the effects). A mismatch names the
 * sequence and shows only the differing parts.
 */

/** One step of a reference: the state it reaches and what it says happens on the way. */
export interface Stepped<S, F> {
  state: S;
  effects: F[];
}

export interface ReferenceModel<S, E, F> {
  initial: S;
  step(state: S, event: E): Stepped<S, F>;
  /** Events a user (or a fake) can cause in this state, including ones the state must ignore. */
  eventsIn(state: S): E[];
  /** States with the same key count as one for the shortest paths (so the graph stays finite). */
  keyOf(state: S): string;
  /** What a user notices of the state, in the shape the subject's observation has. */
  observe(state: S): unknown;
  describe(event: E): string;
}

/** The real thing under test, one fresh run per sequence. */
export interface Subject<E, F> {
  send(event: E): Promise<void>;
  observe(): unknown;
  /** The effects since the last call. */
  takeEffects(): F[];
  stop(): void;
}

/** Every reference state (by key) with the shortest event sequence that reaches it, breadth first. */
export function shortestPaths<S, E, F>(model: ReferenceModel<S, E, F>): E[][] {
  const seen = new Set([model.keyOf(model.initial)]);
  const paths: E[][] = [[]];
  let frontier: { state: S; path: E[] }[] = [{ state: model.initial, path: [] }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { state, path } of frontier) {
      for (const event of model.eventsIn(state)) {
        const reached = model.step(state, event).state;
        const key = model.keyOf(reached);
        if (seen.has(key)) continue;
        seen.add(key);
        const longer = [...path, event];
        paths.push(longer);
        next.push({ state: reached, path: longer });
      }
    }
    frontier = next;
  }
  return paths;
}

/**
 * Every transition of the reference graph: each shortest path followed by each event its last state
 * offers (also the ones it must ignore). A path alone reaches each state once, by its shortest way;
 * this also takes every way out of it.
 */
export function everyTransition<S, E, F>(model: ReferenceModel<S, E, F>): E[][] {
  return shortestPaths(model).flatMap((path) => {
    const reached = path.reduce((state, event) => model.step(state, event).state, model.initial);
    return model.eventsIn(reached).map((event) => [...path, event]);
  });
}

/** mulberry32: a small seeded generator, so a failing walk is the same walk on the next run. */
export function seededRandom(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(value ^ (value >>> 15), 1 | value);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WalkPlan {
  seed: number;
  walks: number;
  steps: number;
}

/** How often a walk picks among the events that change something (the rest of the time: any event). */
const MOVING_SHARE = 0.75;

/**
 * `walks` random walks of `steps` events each. Most steps pick among the events that change the
 * reference's state or have an effect, so walks get deep instead of mostly trying ignored events;
 * the other steps pick any offered event, so ignoring is walked too.
 */
export function randomWalks<S, E, F>(model: ReferenceModel<S, E, F>, plan: WalkPlan): E[][] {
  const random = seededRandom(plan.seed);
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  const walks: E[][] = [];
  for (let walk = 0; walk < plan.walks; walk++) {
    let state = model.initial;
    const events: E[] = [];
    for (let step = 0; step < plan.steps; step++) {
      const offered = model.eventsIn(state);
      const key = model.keyOf(state);
      const moving = offered.filter((event) => {
        const stepped = model.step(state, event);
        return stepped.effects.length > 0 || model.keyOf(stepped.state) !== key;
      });
      const event = random() < MOVING_SHARE && moving.length > 0 ? pick(moving) : pick(offered);
      if (event === undefined) break;
      events.push(event);
      state = model.step(state, event).state;
    }
    walks.push(events);
  }
  return walks;
}

/** Plain data for comparing: undefined fields dropped, as a user (or JSON) would not see them. */
const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The differing leaves of two plain values, as `path: expected … got …` lines. */
export function differences(expected: unknown, actual: unknown, path = ''): string[] {
  // Most steps agree: one serialisation each settles that (a different key order falls through).
  if (JSON.stringify(expected) === JSON.stringify(actual)) return [];
  return diffPlain(plain(expected), plain(actual), path);
}

function diffPlain(expected: unknown, actual: unknown, path: string): string[] {
  if (JSON.stringify(expected) === JSON.stringify(actual)) return [];
  if (Array.isArray(expected) && Array.isArray(actual) && expected.length === actual.length) {
    return expected.flatMap((item, index) => diffPlain(item, actual[index], `${path}[${index}]`));
  }
  if (isRecord(expected) && isRecord(actual)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
    return keys.flatMap((key) => diffPlain(expected[key], actual[key], path ? `${path}.${key}` : key));
  }
  return [`${path || '(all)'}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

/** What is compared after a step: the observation and the effects of that step. */
const comparable = (observed: unknown, effects: unknown[]) => ({ observed, effects });

/** The first step where subject and reference differ, as a readable report; null when they agree. */
export async function firstMismatch<S, E, F>(
  model: ReferenceModel<S, E, F>,
  subject: Subject<E, F>,
  events: readonly E[],
): Promise<string | null> {
  let state = model.initial;
  const report = (index: number, lines: string[]) =>
    [
      `reference and machine differ ${index === 0 ? 'at the start' : `after step ${index} of ${events.length}`}`,
      // Only the events up to the differing step: the rest of a walk did not run.
      `  events: ${events.slice(0, index).map((event) => model.describe(event)).join(' > ') || '(none)'}`,
      ...lines.slice(0, 12).map((line) => `  ${line}`),
      ...(lines.length > 12 ? [`  … and ${lines.length - 12} more`] : []),
    ].join('\n');
  try {
    const start = differences(comparable(model.observe(state), []), comparable(subject.observe(), subject.takeEffects()));
    if (start.length > 0) return report(0, start);
    for (const [index, event] of events.entries()) {
      await subject.send(event);
      const stepped = model.step(state, event);
      state = stepped.state;
      const lines = differences(comparable(model.observe(state), stepped.effects), comparable(subject.observe(), subject.takeEffects()));
      if (lines.length > 0) return report(index + 1, lines);
    }
    return null;
  } finally {
    subject.stop();
  }
}

/** Replays every sequence; returns the reports of the first `keep` that failed and how many did. */
export async function replayAll<S, E, F>(
  model: ReferenceModel<S, E, F>,
  startSubject: () => Subject<E, F>,
  sequences: readonly (readonly E[])[],
  keep = 3,
): Promise<{ failed: number; reports: string[] }> {
  const reports: string[] = [];
  let failed = 0;
  for (const events of sequences) {
    const mismatch = await firstMismatch(model, startSubject(), events);
    if (mismatch === null) continue;
    failed += 1;
    if (reports.length < keep) reports.push(mismatch);
  }
  return { failed, reports };
}

/** The failure text of `replayAll` (empty when everything agreed), so `expect(...).toBe('')` shows it. */
export function failureText(result: { failed: number; reports: string[] }, of: number): string {
  if (result.failed === 0) return '';
  return [`${result.failed} of ${of} sequences differ; the first ${result.reports.length}:`, ...result.reports].join('\n\n');
}

/** A promise the test answers by hand (a fake's call), with the way to answer it. */
export interface Pending<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** Lets promise answers (and what they cause in the actors) run before the next comparison. */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
