// The one path walker of the path tests: the views layer (test/paths) and the Chromium layer
// (test/e2e/paths) take their paths, and their names, from here.
import { getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { stateIdsOf, transitionKey } from './path-coverage.js';
import { seededRandom } from './seeded-random.js';

/** One generated path: a readable, stable name and the model's steps (event, then the state it reaches). */
export interface NamedPath {
  name: string;
  /** The state the path starts from (the machine's initial state, with its input). */
  initial: AnyMachineSnapshot;
  steps: { event: EventObject; state: AnyMachineSnapshot }[];
}

export interface Traversal<TEvent extends EventObject> {
  /** The events the model may take (with the answers the network edge may give), or a function of the state. */
  events: TEvent[] | ((snapshot: AnyMachineSnapshot) => TEvent[]);
  /** What tells two states apart for the customer (default: the state value); xstate/graph also passes the event that led there. */
  serializeState?: (snapshot: AnyMachineSnapshot, event?: TEvent) => string;
  serializeEvent?: (event: TEvent) => string;
  /** Only events a state really receives (default: `snapshot.can(event)`). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: TEvent) => boolean;
  /** A step's name in the path's name (default: the event type). */
  label?: (event: TEvent) => string;
  /**
   * Keep a path for every edge of the state graph (state x event), not only for every definition
   * transition: for a small machine whose one transition (a root `on`) leaves many states.
   */
  everyEdge?: boolean;
  /**
   * What else makes a step new besides its transition and where it led (default: nothing): e.g.
   * the state it leaves (a root `on` taken in each state the screens offer it in) or which rule
   * refused a choice, without a path for every edge of a large graph.
   */
  distinguish?: (source: AnyMachineSnapshot, event: TEvent, target: AnyMachineSnapshot) => string;
  /** The machine's input, for a machine that needs one. */
  input?: unknown;
  /**
   * What a step must be covered by, instead of its definition transitions (`distinguish` then does
   * not apply): e.g. the transition names a browser can see. A step covers each name it gives.
   */
  coverBy?: (source: AnyMachineSnapshot, event: TEvent, target: AnyMachineSnapshot) => string[];
  /** Steps this layer cannot take (a browser against the real server cannot make every answer): on no path. */
  excludeStep?: (source: AnyMachineSnapshot, event: TEvent, target: AnyMachineSnapshot) => boolean;
  /**
   * For a layer that holds every call until its path answers it: a path may not end where an
   * answer is still offered. Such a path goes on by the fewest answers, `preferred` ones first.
   */
  answers?: { isAnswer: (event: TEvent) => boolean; preferred: (event: TEvent) => boolean };
}

interface Candidate {
  initial: AnyMachineSnapshot;
  steps: NamedPath['steps'];
  signature: string;
  taken: string[];
}

interface Edge<TEvent extends EventObject> {
  event: TEvent;
  state: AnyMachineSnapshot;
}

type Serialize<TEvent extends EventObject> = (snapshot: AnyMachineSnapshot, event?: TEvent) => string;
type Adjacency<TEvent extends EventObject> = Record<string, { state: AnyMachineSnapshot; transitions: Record<string, Edge<TEvent>> }>;

/**
 * Paths from the machine (xstate/graph): for every edge of the state graph, the shortest path to
 * its source plus the edge; then as few of those as take every definition transition (and every
 * state reached through a different transition), longest first. Not every simple path: the suite
 * stays fast. With `answers`, a path that ends awaiting an answer goes on until none is awaited.
 */
export function generatePaths<TEvent extends EventObject>(machine: AnyStateMachine, traversal: Traversal<TEvent>): NamedPath[] {
  const graph = graphOf(machine, traversal);
  const { coverBy } = traversal;
  const candidates = everyEdgeOf(machine, graph).map(({ source: state, event, target, path: prefix }): Candidate => {
    const steps = [...prefix.steps, { event, state: target }];
    const taken = machine.getTransitionData(state, event).map((transition) => transitionKey(transition as never));
    // The branch and where it led (an eventless branch after it shows in the target's value).
    const signature = coverBy
      ? coverBy(state, event, target).join(' | ')
      : traversal.everyEdge ? edgeOf(graph.serializeState, state, event) : signatureOf(machine, taken, target) + (traversal.distinguish?.(state, event, target) ?? '');
    const candidate = { initial: prefix.initial, steps, signature, taken };
    // A path that must not end awaiting an answer goes on first: what its tail takes counts too.
    return traversal.answers ? settle(candidate, graph.adjacency(), graph.serializeState, traversal.answers) : candidate;
  });
  const onPath = (candidate: Candidate) => {
    if (coverBy) return stepsOf(candidate).flatMap(({ source, step }) => coverBy(source, step.event as TEvent, step.state));
    if (traversal.everyEdge) return stepsOf(candidate).map(({ source, step }) => edgeOf(graph.serializeState, source, step.event));
    return prefixSignatures(machine, candidate.initial, candidate.steps, traversal.distinguish as Distinguish | undefined);
  };
  const chosen = cover(candidates, onPath);
  return nameAll(machine.id, traversal.answers ? withoutPrefixes(chosen) : chosen, traversal.label ?? ((event: TEvent) => event.type));
}

/** A path with the state it ends in. */
export interface ReachedPath extends NamedPath {
  state: AnyMachineSnapshot;
}

/**
 * The shortest path to every state the traversal tells apart (the empty path to the first), for a
 * layer that tries every event in each state itself: the machine tests, where a replay costs
 * microseconds, so they need not be as few as generatePaths' and may check every state x event.
 */
export function shortestPathsToEveryState<TEvent extends EventObject>(machine: AnyStateMachine, traversal: Traversal<TEvent>): ReachedPath[] {
  return [...graphOf(machine, traversal).pathTo.values()];
}

/** One edge of the state graph: its source state (by the traversal's key), the event, its target, and the shortest path to the source. */
export interface GraphEdge<TEvent extends EventObject> {
  key: string;
  source: AnyMachineSnapshot;
  event: TEvent;
  target: AnyMachineSnapshot;
  path: ReachedPath;
}

/** Every edge of the state graph, each with the shortest path to its source (generatePaths' candidates, before the cover). */
export function everyEdge<TEvent extends EventObject>(machine: AnyStateMachine, traversal: Traversal<TEvent>): GraphEdge<TEvent>[] {
  return everyEdgeOf(machine, graphOf(machine, traversal));
}

/** How many simple paths a layer samples: a fixed seed (the same paths on every run) and a cap. */
export interface SimplePathSample {
  seed: number;
  /** At most this many paths per machine (fewer when the graph has no more new ones). */
  count: number;
  /** At most this many steps per path. */
  maxSteps: number;
}

/** The sample of the in-process layers: a few dozen paths per machine, a few seconds in all. */
export const SIMPLE_PATH_SAMPLE: SimplePathSample = { seed: 20261127, count: 24, maxSteps: 12 };

/** A path and one step more: how a layer that tries events at a path's end takes a sampled path. */
export interface PathThenStep<TEvent extends EventObject> {
  /** The path up to the last step (its `state` is where the last step is taken). */
  path: ReachedPath;
  event: TEvent;
}

/**
 * A bounded, seeded sample of simple paths (no state twice, by the traversal's key): random walks
 * through the state graph from the first state, each of a random length up to `maxSteps`. The
 * shortest paths reach each state one way only; these reach states by other ways and orders, where
 * a fault that depends on what came before shows. A path already tried by the shortest-path layers
 * (a shortest path, or one with one more step) is left out. Not for the Chromium layer: a path
 * there costs seconds.
 */
export function sampleSimplePaths<TEvent extends EventObject>(machine: AnyStateMachine, traversal: Traversal<TEvent>, sample: SimplePathSample = SIMPLE_PATH_SAMPLE): PathThenStep<TEvent>[] {
  const graph = graphOf(machine, traversal);
  const adjacency = graph.adjacency();
  const serializeEvent = traversal.serializeEvent ?? ((event: TEvent) => JSON.stringify(event));
  const eventsKey = (steps: readonly { event: EventObject }[]) => steps.map((step) => serializeEvent(step.event as TEvent)).join('\n');
  const known = new Set([...graph.pathTo.values()].map((path) => eventsKey(path.steps)));
  const random = seededRandom(sample.seed);
  const first = graph.serializeState(graph.initial);
  const sampled: PathThenStep<TEvent>[] = [];
  // Each walk draws from the same seeded sequence; walks that bring nothing new still count, so a
  // small graph ends the search instead of looping.
  for (let walk = 0; walk < sample.count * 8 && sampled.length < sample.count; walk += 1) {
    const length = 1 + Math.floor(random() * sample.maxSteps);
    const visited = new Set([first]);
    const steps: Edge<TEvent>[] = [];
    for (let key = first; steps.length < length; ) {
      const open = Object.values(adjacency[key]?.transitions ?? {}).filter((edge) => !visited.has(graph.serializeState(edge.state, edge.event)));
      if (open.length === 0) break;
      const edge = open[Math.floor(random() * open.length)]!;
      key = graph.serializeState(edge.state, edge.event);
      visited.add(key);
      steps.push(edge);
    }
    const before = steps.slice(0, -1);
    if (steps.length < 2 || known.has(eventsKey(steps)) || known.has(eventsKey(before))) continue;
    known.add(eventsKey(steps));
    const path = reachedPath(machine.id, graph.initial, before.map(({ event, state }) => ({ event: event as EventObject, state })), graph.label);
    sampled.push({ path, event: steps.at(-1)!.event });
  }
  return sampled;
}

interface Graph<TEvent extends EventObject> {
  initial: AnyMachineSnapshot;
  serializeState: Serialize<TEvent>;
  /** The shortest path to each state, keyed as the graph keys it (with the event that led there). */
  pathTo: Map<string, ReachedPath>;
  /** xstate/graph's adjacency map, made when first asked for. */
  adjacency: () => Adjacency<TEvent>;
  label: (event: TEvent) => string;
}

/** Graphs already walked, by traversal: a layer that takes shortest and sampled paths walks its graph once. */
const walked = new WeakMap<object, { machine: AnyStateMachine; graph: Graph<never> }>();

/** The state graph of the machine under the traversal: xstate/graph's shortest paths and adjacency map. */
function graphOf<TEvent extends EventObject>(machine: AnyStateMachine, traversal: Traversal<TEvent>): Graph<TEvent> {
  const known = walked.get(traversal);
  if (known?.machine === machine) return known.graph as unknown as Graph<TEvent>;
  const graph = walkGraph(machine, traversal);
  walked.set(traversal, { machine, graph: graph as unknown as Graph<never> });
  return graph;
}

function walkGraph<TEvent extends EventObject>(machine: AnyStateMachine, traversal: Traversal<TEvent>): Graph<TEvent> {
  const serializeState: Serialize<TEvent> = traversal.serializeState ?? ((snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value));
  const options = graphOptions(machine, traversal, serializeState);
  const label = traversal.label ?? ((event: TEvent) => event.type);
  const shortest = getShortestPaths(machine, options);
  const initial = shortest[0]!.steps[0]!.state as AnyMachineSnapshot;
  // Keyed as the graph keyed it: with the event that led there (a self-loop may give back the very
  // same snapshot object, which a serializer can then tell apart only by that event).
  const pathTo = new Map(shortest.map((path) => {
    const steps = path.steps.filter((step) => step.event.type !== 'xstate.init').map((step) => ({ event: step.event as EventObject, state: step.state as AnyMachineSnapshot }));
    return [serializeState(path.state as AnyMachineSnapshot, ledTo(path.steps) as TEvent | undefined), reachedPath(machine.id, initial, steps, label)] as const;
  }));
  let adjacency: Adjacency<TEvent> | undefined;
  return { initial, serializeState, pathTo, label, adjacency: () => (adjacency ??= getAdjacencyMap(machine, options) as unknown as Adjacency<TEvent>) };
}

function everyEdgeOf<TEvent extends EventObject>(machine: AnyStateMachine, graph: Graph<TEvent>): GraphEdge<TEvent>[] {
  return Object.entries(graph.adjacency()).flatMap(([key, { state, transitions }]) =>
    Object.values(transitions).map(({ event, state: target }) => ({ key, source: state, event, target, path: graph.pathTo.get(key)! })),
  );
}

/** A path named as generatePaths names one: the machine's id and its steps' labels ("start" for none). */
function reachedPath<TEvent extends EventObject>(machineId: string, initial: AnyMachineSnapshot, steps: NamedPath['steps'], label: (event: TEvent) => string): ReachedPath {
  const name = `${machineId}: ${steps.map((step) => label(step.event as TEvent)).join(' → ') || 'start'}`;
  return { name, initial, steps, state: steps.at(-1)?.state ?? initial };
}

/** The event that led to a path's end (none for the initial state). */
const ledTo = (steps: readonly { event: EventObject }[]) => {
  const last = steps.at(-1)?.event;
  return last && last.type !== 'xstate.init' ? last : undefined;
};

/** Each step of a candidate with the state it leaves. */
const stepsOf = (candidate: Candidate) => candidate.steps.map((step, index) => ({ source: index === 0 ? candidate.initial : candidate.steps[index - 1]!.state, step }));

/** The options of xstate/graph: the traversal's, with the steps this layer cannot take filtered out. */
function graphOptions<TEvent extends EventObject>(machine: AnyStateMachine, traversal: Traversal<TEvent>, serializeState: Serialize<TEvent>) {
  const offered = traversal.filterEvents ?? ((snapshot: AnyMachineSnapshot, event: TEvent) => snapshot.can(event));
  const { excludeStep } = traversal;
  const filterEvents = excludeStep
    ? (snapshot: AnyMachineSnapshot, event: TEvent) => offered(snapshot, event) && !excludeStep(snapshot, event, getNextSnapshot(machine, snapshot, event))
    : offered;
  return {
    events: traversal.events,
    serializeState,
    ...(traversal.serializeEvent ? { serializeEvent: traversal.serializeEvent } : {}),
    ...(traversal.input === undefined ? {} : { input: traversal.input }),
    filterEvents,
  } as never;
}

const edgeOf = <TEvent extends EventObject>(serializeState: Serialize<TEvent>, before: AnyMachineSnapshot, event: EventObject) => `${serializeState(before)} ${JSON.stringify(event)}`;

/**
 * As few candidates as take every signature: one per signature (the shortest), then longest
 * first, keeping a candidate only when its steps take a signature not taken yet.
 */
function cover(candidates: Candidate[], onPath: (candidate: Candidate) => string[]): Candidate[] {
  const bySignature = new Map<string, Candidate>();
  for (const candidate of candidates) {
    if (candidate.taken.length === 0) continue;
    const known = bySignature.get(candidate.signature);
    if (!known || known.steps.length > candidate.steps.length) bySignature.set(candidate.signature, candidate);
  }
  const sorted = [...bySignature.values()].sort((a, b) => b.steps.length - a.steps.length || a.signature.localeCompare(b.signature));
  const covered = new Set<string>();
  const chosen: Candidate[] = [];
  for (const candidate of sorted) {
    const own = onPath(candidate);
    if (own.every((signature) => covered.has(signature))) continue;
    chosen.push(candidate);
    for (const signature of own) covered.add(signature);
  }
  return chosen;
}

/** The candidate, gone on (when its end still offers an answer) by the fewest answers: preferred ones first, else any. */
function settle<TEvent extends EventObject>(candidate: Candidate, adjacency: Adjacency<TEvent>, serializeState: Serialize<TEvent>, answers: NonNullable<Traversal<TEvent>['answers']>): Candidate {
  const last = candidate.steps.at(-1);
  const end = last ? serializeState(last.state, last.event as TEvent) : serializeState(candidate.initial);
  const walk = { adjacency, answers, serializeState };
  const tail = tailBy(end, walk, answers.preferred) ?? tailBy(end, walk, () => true) ?? [];
  return { ...candidate, steps: [...candidate.steps, ...tail.map(({ event, state }) => ({ event: event as EventObject, state }))] };
}

interface Walk<TEvent extends EventObject> {
  adjacency: Adjacency<TEvent>;
  answers: NonNullable<Traversal<TEvent>['answers']>;
  serializeState: Serialize<TEvent>;
}

/** Breadth first from `start`, through answers `allowed` picks: the steps to the nearest state that offers no answer. */
function tailBy<TEvent extends EventObject>(start: string, { adjacency, answers, serializeState }: Walk<TEvent>, allowed: (event: TEvent) => boolean): Edge<TEvent>[] | null {
  const awaits = (key: string) => Object.values(adjacency[key]?.transitions ?? {}).some(({ event }) => answers.isAnswer(event));
  const back = new Map<string, { from: string; edge: Edge<TEvent> } | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (!awaits(key)) {
      const tail: Edge<TEvent>[] = [];
      for (let link = back.get(key); link; link = back.get(link.from)) tail.unshift(link.edge);
      return tail;
    }
    for (const edge of Object.values(adjacency[key]?.transitions ?? {})) {
      if (!answers.isAnswer(edge.event) || !allowed(edge.event)) continue;
      const next = serializeState(edge.state, edge.event);
      if (back.has(next)) continue;
      back.set(next, { from: key, edge });
      queue.push(next);
    }
  }
  return null;
}

/** Paths that are the start of a longer one add nothing: dropped. */
function withoutPrefixes(candidates: Candidate[]): Candidate[] {
  const key = (candidate: Candidate) => candidate.steps.map((step) => JSON.stringify(step.event)).join('\n');
  return candidates.filter((candidate) => !candidates.some((other) => other !== candidate && other.steps.length > candidate.steps.length && key(other).startsWith(`${key(candidate)}\n`)));
}

/** Shortest first; a name is the machine's id and the steps' labels (a second path of the same name gets "(2)"). */
function nameAll<TEvent extends EventObject>(machineId: string, chosen: Candidate[], label: (event: TEvent) => string): NamedPath[] {
  const names = new Map<string, number>();
  return chosen
    .sort((a, b) => a.steps.length - b.steps.length || a.signature.localeCompare(b.signature))
    .map((candidate) => {
      const base = `${machineId}: ${candidate.steps.map((step) => label(step.event as TEvent)).join(' → ')}`;
      const seen = names.get(base) ?? 0;
      names.set(base, seen + 1);
      return { name: seen === 0 ? base : `${base} (${seen + 1})`, initial: candidate.initial, steps: candidate.steps };
    });
}

/** The label of an answer in a path's name, in every layer: "login ✓ 206", "loadCatalog ✗". */
export function answerLabel(event: EventObject & { output?: unknown }, detail?: (output: unknown) => string): string | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (!match) return null;
  const extra = match[1] === 'done' && detail ? detail(event.output) : '';
  return `${match[2]} ${match[1] === 'done' ? '✓' : '✗'}${extra ? ` ${extra}` : ''}`;
}

/** The signatures of every step of a path (its transitions and where each led). */
type Distinguish = (source: AnyMachineSnapshot, event: EventObject, target: AnyMachineSnapshot) => string;

function prefixSignatures(machine: AnyStateMachine, initial: AnyMachineSnapshot, steps: NamedPath['steps'], distinguish?: Distinguish): string[] {
  let before = initial;
  return steps.map((step) => {
    const source = before;
    const taken = machine.getTransitionData(source, step.event).map((transition) => transitionKey(transition as never));
    before = step.state;
    return signatureOf(machine, taken, step.state) + (distinguish?.(source, step.event, step.state) ?? '');
  });
}

/**
 * A step's signature: the branches it took and where they led in their own region (an eventless
 * branch after them shows there); other parallel regions do not make a step new.
 */
function signatureOf(machine: AnyStateMachine, taken: string[], target: AnyMachineSnapshot): string {
  const regions = taken.map((key) => key.split(' ')[0]!.split('.').slice(0, -1).join('.') || machine.id);
  const reached = stateIdsOf(machine.id, target.value).filter((id) => regions.some((region) => id.startsWith(`${region}.`) || region === machine.id));
  return `${taken.join(',')} => ${reached.join(',')}`;
}
