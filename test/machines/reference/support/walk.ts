/**
 * The event sequences walked through a hand-written reference model and the real machine, so that a
 * fault in a machine fails a test that does not take the machine as its model. A reference is a plain function `step(state, event) -> { state, effects }` written from
 * the spec, not from the machine. The sequences come from the REFERENCE (every transition of its
 * graph, seeded random walks), so a fault in the machine cannot move the expectation along with it;
 * compare.ts replays them on the machine and compares after every step.
 */
import { seededRandom } from '../../../support/seeded-random.js';

/** What the reference expects after an event: its own next state and what should have been done. */
export interface Step<State, Effects> {
  state: State;
  /** Lists (or a record of lists) of what was done on the way: empty lists when nothing was. */
  effects: Effects;
}

/** A machine as the spec describes it, in plain TypeScript: no XState, nothing of the machine's code. */
export interface ReferenceModel<State, Event, Effects> {
  /** The first state, and what merely starting the machine should do. */
  initial: Step<State, Effects>;
  /** The finite alphabet: every event worth trying in this state, also ones the state must ignore. */
  events(state: State): readonly Event[];
  step(state: State, event: Event): Step<State, Effects>;
  /** Tells states apart for the search; coarser than the state keeps the graph finite and small. */
  key(state: State): string;
  /** A short name of an event for failure messages, e.g. `answer(login: ok)`. */
  describe(event: Event): string;
}

/** The state a path of events leads the reference to. */
export function stateAfter<State, Event, Effects>(model: ReferenceModel<State, Event, Effects>, events: readonly Event[]): State {
  return events.reduce((state, event) => model.step(state, event).state, model.initial.state);
}

/** What a breadth-first search of the reference found. */
export interface Exploration<Event> {
  /** The shortest path to every state the reference's key tells apart (the empty path to the first). */
  statePaths: Event[][];
  /**
   * Every transition once: each state's shortest path plus one event of its alphabet. A path that
   * is the start of a longer one is left out, as replaying the longer one compares every step of it.
   */
  transitionPaths: Event[][];
  /** How many transitions the search took (with those left out of `transitionPaths`). */
  transitions: number;
}

/**
 * Breadth-first from the first state, so each state is reached by a shortest path. A key too fine
 * would make the graph endless: past `maxStates` states the search stops with an error.
 */
export function explore<State, Event, Effects>(model: ReferenceModel<State, Event, Effects>, maxStates: number): Exploration<Event> {
  const seen = new Set<string>([model.key(model.initial.state)]);
  const queue: { state: State; path: Event[] }[] = [{ state: model.initial.state, path: [] }];
  const transitionPaths: Event[][] = [];
  let transitions = 0;
  for (let head = 0; head < queue.length; head += 1) {
    const { state, path } = queue[head]!;
    for (const event of model.events(state)) {
      transitions += 1;
      const next = model.step(state, event).state;
      const nextPath = [...path, event];
      const key = model.key(next);
      const found = !seen.has(key);
      if (found) {
        if (seen.size >= maxStates) throw new Error(`the reference has more than ${maxStates} states: make its key coarser`);
        seen.add(key);
        queue.push({ state: next, path: nextPath });
      }
      // A path that found a state starts every transition out of it; only a dead end needs it on its own.
      if (!found || model.events(next).length === 0) transitionPaths.push(nextPath);
    }
  }
  return { statePaths: queue.map(({ path }) => path), transitionPaths, transitions };
}

export interface WalkPlan<Event> {
  seed: number;
  count: number;
  /** Random steps per walk, after its start. */
  length: number;
  /**
   * Paths to start from, one picked at random per walk (the first state when none are given).
   * Starting deep in the graph matters: a walk from the start spends its steps on logging in or
   * filling a cart.
   */
  starts?: readonly (readonly Event[])[];
}

/** How often a step picks among the events that change something (the other steps: any event offered). */
const MOVING_SHARE = 0.75;

/**
 * `count` seeded random walks. Most steps pick among the events that change the reference's key or
 * do something, so walks get deep instead of mostly trying ignored events; the other steps pick any
 * offered event, so ignoring is walked too.
 */
export function randomWalks<State, Event, Effects>(model: ReferenceModel<State, Event, Effects>, plan: WalkPlan<Event>): Event[][] {
  const random = seededRandom(plan.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const starts = plan.starts ?? [[]];
  return Array.from({ length: plan.count }, () => {
    // A single start leaves nothing to pick, so no number is drawn for it.
    const events = [...(starts.length === 1 ? starts[0]! : pick(starts))];
    let state = stateAfter(model, events);
    for (let step = 0; step < plan.length; step += 1) {
      const offered = model.events(state);
      if (offered.length === 0) break;
      const moving = movingEvents(model, state, offered);
      const event = random() < MOVING_SHARE && moving.length > 0 ? pick(moving) : pick(offered);
      events.push(event);
      state = model.step(state, event).state;
    }
    return events;
  });
}

function movingEvents<State, Event, Effects>(model: ReferenceModel<State, Event, Effects>, state: State, offered: readonly Event[]): Event[] {
  const key = model.key(state);
  return offered.filter((event) => {
    const next = model.step(state, event);
    return !nothingDone(next.effects) || model.key(next.state) !== key;
  });
}

/** Effects are lists or records of lists (see `Step`): nothing was done when every list is empty. */
function nothingDone(effects: unknown): boolean {
  if (Array.isArray(effects)) return effects.length === 0;
  return typeof effects === 'object' && effects !== null && Object.values(effects).every(nothingDone);
}
