import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { stateIdsOf, transitionKey } from '../../support/path-coverage.js';

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
  /** What tells two states apart for the customer (default: the state value). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
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
}

/**
 * Paths from the machine (xstate/graph): for every edge of the state graph, the shortest path to
 * its source plus the edge; then as few of those as take every definition transition (and every
 * state reached through a different transition), longest first. Not every simple path: the suite
 * stays fast.
 */
export function generatePaths<TEvent extends EventObject>(machine: AnyStateMachine, traversal: Traversal<TEvent>): NamedPath[] {
  const serializeState = traversal.serializeState ?? ((snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value));
  const options = {
    events: traversal.events,
    serializeState,
    ...(traversal.serializeEvent ? { serializeEvent: traversal.serializeEvent } : {}),
    ...(traversal.input === undefined ? {} : { input: traversal.input }),
    filterEvents: traversal.filterEvents ?? ((snapshot: AnyMachineSnapshot, event: TEvent) => snapshot.can(event)),
  } as never;
  const edgeOf = (before: AnyMachineSnapshot, event: EventObject) => `${serializeState(before)} ${JSON.stringify(event)}`;
  const shortest = getShortestPaths(machine, options);
  const pathTo = new Map(shortest.map((path) => [serializeState(path.state as AnyMachineSnapshot), path]));
  const adjacency = getAdjacencyMap(machine, options) as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: TEvent; state: AnyMachineSnapshot }> }>;
  const candidates = Object.entries(adjacency).flatMap(([key, { state }]) =>
    Object.values(adjacency[key]!.transitions).map(({ event, state: target }) => {
      const prefix = pathTo.get(key)!;
      const initial = prefix.steps[0]!.state as AnyMachineSnapshot;
      const steps = [...prefix.steps.filter((step) => step.event.type !== 'xstate.init'), { event, state: target }];
      const taken = machine.getTransitionData(state, event).map((transition) => transitionKey(transition as never));
      // (taken is also what prefixSignatures computes for this step)
      // The branch and where it led (an eventless branch after it shows in the target's value).
      const signature = traversal.everyEdge ? edgeOf(state, event) : signatureOf(machine, taken, target) + (traversal.distinguish?.(state, event, target) ?? '');
      return { initial, steps: steps.map((step) => ({ event: step.event as EventObject, state: step.state as AnyMachineSnapshot })), signature, taken };
    }),
  );
  const chosen: typeof candidates = [];
  const covered = new Set<string>();
  // One candidate per signature (the shortest), then longest first: a long path takes many at once.
  const bySignature = new Map<string, (typeof candidates)[number]>();
  for (const candidate of candidates) {
    if (candidate.taken.length === 0) continue;
    const known = bySignature.get(candidate.signature);
    if (!known || known.steps.length > candidate.steps.length) bySignature.set(candidate.signature, candidate);
  }
  const sorted = [...bySignature.values()].sort((a, b) => b.steps.length - a.steps.length || a.signature.localeCompare(b.signature));
  const onPath = (candidate: (typeof sorted)[number]) =>
    traversal.everyEdge ? candidate.steps.map((step, index) => edgeOf(index === 0 ? candidate.initial : candidate.steps[index - 1]!.state, step.event)) : prefixSignatures(machine, candidate.initial, candidate.steps, traversal.distinguish as Distinguish | undefined);
  const signaturesOnPath = new Map(sorted.map((candidate) => [candidate, onPath(candidate)]));
  for (const candidate of sorted) {
    const own = signaturesOnPath.get(candidate)!;
    if (own.every((signature) => covered.has(signature))) continue;
    chosen.push(candidate);
    for (const signature of own) covered.add(signature);
  }
  const label = traversal.label ?? ((event: TEvent) => event.type);
  const names = new Map<string, number>();
  return chosen
    .sort((a, b) => a.steps.length - b.steps.length || a.signature.localeCompare(b.signature))
    .map((candidate) => {
      const base = `${machine.id}: ${candidate.steps.map((step) => label(step.event as TEvent)).join(' → ')}`;
      const seen = names.get(base) ?? 0;
      names.set(base, seen + 1);
      return { name: seen === 0 ? base : `${base} (${seen + 1})`, initial: candidate.initial, steps: candidate.steps };
    });
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
