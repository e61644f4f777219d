// The model side of the browser path tests: the machine's graph (xstate/graph), the names of its
// states and transitions as the browser can see them (snapshot values and event types only), and
// the fewest paths that take every transition the browser can reach.
import type { AnyStateMachine } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';

export type Value = string | { [key: string]: Value };
export interface ModelEvent { type: string; [key: string]: unknown }

interface NodeInfo { path: string; parallel: boolean; final: boolean; parent: string | null; children: string[] }
interface PublicNode { key: string; type: string; states: Record<string, PublicNode> }

/** Every state node of the definition by its dot path ('' is the root), from the public `states`. */
export function stateNodes(machine: AnyStateMachine): Map<string, NodeInfo> {
  const nodes = new Map<string, NodeInfo>();
  const walk = (node: PublicNode, path: string, parent: string | null) => {
    const children = Object.keys(node.states).map((key) => (path ? `${path}.${key}` : key));
    nodes.set(path, { path, parallel: node.type === 'parallel', final: node.type === 'final', parent, children });
    for (const [key, child] of Object.entries(node.states)) walk(child, path ? `${path}.${key}` : key, path);
  };
  walk(machine.root as unknown as PublicNode, '', null);
  return nodes;
}

function leavesOf(value: Value, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  return Object.entries(value).flatMap(([key, child]) => leavesOf(child, prefix ? `${prefix}.${key}` : key));
}

/** Each leaf by its region: the child of its nearest parallel ancestor ('' when there is none). */
function regionsOf(value: Value, nodes: Map<string, NodeInfo>): Map<string, string> {
  const regions = new Map<string, string>();
  for (const leaf of leavesOf(value)) {
    let region = '';
    for (let node = nodes.get(leaf); node && node.parent !== null; node = nodes.get(node.parent)) {
      if (nodes.get(node.parent)?.parallel) {
        region = node.path;
        break;
      }
    }
    regions.set(region, leaf);
  }
  return regions;
}

function commonPath(paths: string[]): string {
  if (paths.length === 1) return paths[0]!;
  const parts = paths.map((path) => path.split('.'));
  const common: string[] = [];
  for (let i = 0; parts.every((part) => part[i] !== undefined && part[i] === parts[0]![i]); i++) common.push(parts[0]![i]!);
  return common.join('.') || '(root)';
}

/**
 * The transitions one settled step took, named `from -event-> to` per region, so that parallel
 * regions finishing in any order give the same names. A parallel state left because all its regions
 * are final is `state -done-> target`; a step that changes no state is `state -event-> (self)`.
 */
export function transitionNames(nodes: Map<string, NodeInfo>, prev: Value, event: string, next: Value): string[] {
  const before = regionsOf(prev, nodes);
  const after = regionsOf(next, nodes);
  const names: string[] = [];
  for (const [region, leaf] of before) {
    const now = after.get(region);
    if (now !== undefined && now !== leaf) names.push(`${leaf} -${event}-> ${now}`);
  }
  const left = [...before].filter(([region]) => !after.has(region)).map(([, leaf]) => leaf);
  const entered = [...after].filter(([region]) => !before.has(region)).map(([, leaf]) => leaf);
  if (left.length + entered.length > 0) {
    const from = commonPath(left);
    const to = commonPath(entered);
    const open = left.filter((leaf) => !nodes.get(leaf)?.final);
    const finalOf = (leaf: string) => nodes.get(nodes.get(leaf)!.parent!)!.children.find((child) => nodes.get(child)!.final);
    if (nodes.get(from)?.parallel && open.length === 1 && finalOf(open[0]!) && event.startsWith('xstate.done.actor.')) {
      names.push(`${open[0]} -${event}-> ${finalOf(open[0]!)}`, `${from} -done-> ${to}`);
    } else {
      names.push(`${from} -${event}-> ${to}`);
    }
  }
  if (names.length === 0) names.push(`${commonPath(leavesOf(prev))} -${event}-> (self)`);
  return names;
}

export interface Edge { source: string; event: ModelEvent; target: string; value: Value; names: string[] }
export interface ModelPath {
  name: string;
  events: ModelEvent[];
  /** The state value after each event. */
  values: Value[];
  /** Each event's name in the path's name. */
  labels: string[];
  names: string[];
}

export interface MachineModel {
  machine: AnyStateMachine;
  nodes: Map<string, NodeInfo>;
  states: string[];
  transitions: string[];
  paths: ModelPath[];
}

export interface ModelOptions {
  events: (snapshot: { value: unknown; context: unknown }) => ModelEvent[];
  /** States told apart by what matters to the guards (value alone merges too much). */
  serialize: (snapshot: { value: unknown; context: unknown }, event?: ModelEvent) => string;
  /** Transitions (by name) a real browser against the real server cannot take, with the reason. */
  unreachable: Record<string, string>;
  /** How a path is called: from its events (the machine's id and ': ' go before it, as in the views layer). */
  nameOf: (events: ModelEvent[]) => string;
}

/**
 * The graph of the machine (xstate/graph's adjacency map over the given events, only those the
 * state answers), every state node and transition name, and a transition cover: for each name the
 * browser can reach, the shortest path (breadth first from the initial state) whose last step
 * takes it; paths that are the start of another are dropped.
 */
export function buildModel(machine: AnyStateMachine, options: ModelOptions): MachineModel {
  const nodes = stateNodes(machine);
  const adjacency = getAdjacencyMap(machine as never, {
    events: options.events as never,
    serializeState: options.serialize as never,
    filterEvents: ((snapshot: { can: (event: unknown) => boolean }, event: unknown) => snapshot.can(event)) as never,
  }) as unknown as Record<string, { state: { value: Value; context: unknown }; transitions: Record<string, { event: ModelEvent; state: { value: Value; context: unknown } }> }>;
  const edges = new Map<string, Edge[]>();
  for (const [source, entry] of Object.entries(adjacency)) {
    edges.set(source, Object.values(entry.transitions).map(({ event, state }) => ({
      source, event, target: options.serialize(state, event), value: state.value, names: transitionNames(nodes, entry.state.value, event.type, state.value),
    })));
  }
  const transitions = [...new Set([...edges.values()].flat().flatMap((edge) => edge.names))].sort();
  const start = Object.keys(adjacency)[0]!;
  // Breadth first: the shortest way to every state, then one path per transition not yet taken.
  const via = new Map<string, Edge | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const source = queue.shift()!;
    for (const edge of edges.get(source) ?? []) {
      if (edge.names.some((name) => name in options.unreachable) || via.has(edge.target)) continue;
      via.set(edge.target, edge);
      queue.push(edge.target);
    }
  }
  const eventsTo = (state: string): Edge[] => {
    const path: Edge[] = [];
    for (let edge = via.get(state); edge; edge = via.get(edge.source)) path.unshift(edge);
    return path;
  };
  // A path ends where nothing is on its way: no answer (an `xstate.*` event) is awaited.
  const reachable = (edge: Edge) => !edge.names.some((name) => name in options.unreachable);
  const isSettled = (state: string) => !(edges.get(state) ?? []).some((edge) => edge.event.type.startsWith('xstate.'));
  // Answers that succeed first: a path that only needs to settle should not end in a failure.
  const toSettled = (state: string): Edge[] => settleBy(state, 'xstate.done.') ?? settleBy(state, 'xstate.') ?? [];
  const settleBy = (state: string, prefix: string): Edge[] | null => {
    const back = new Map<string, Edge | null>([[state, null]]);
    const queue = [state];
    while (queue.length > 0) {
      const current = queue.shift()!;
      if (isSettled(current)) {
        const tail: Edge[] = [];
        for (let edge = back.get(current); edge; edge = back.get(edge.source)) tail.unshift(edge);
        return tail;
      }
      for (const edge of (edges.get(current) ?? []).filter(reachable)) {
        if (back.has(edge.target) || !edge.event.type.startsWith(prefix)) continue;
        back.set(edge.target, edge);
        queue.push(edge.target);
      }
    }
    return null;
  };
  const candidates: Edge[][] = [];
  const taken = new Set<string>();
  const ordered = [...via.keys()].flatMap((state) => edges.get(state) ?? []);
  for (const edge of ordered) {
    if (edge.names.some((name) => name in options.unreachable) || edge.names.every((name) => taken.has(name))) continue;
    const path = [...eventsTo(edge.source), edge, ...toSettled(edge.target)];
    for (const step of path) for (const name of step.names) taken.add(name);
    candidates.push(path);
  }
  const key = (path: Edge[]) => path.map((edge) => JSON.stringify(edge.event)).join('\n');
  const kept = candidates.filter((path) => !candidates.some((other) => other !== path && other.length > path.length && key(other).startsWith(key(path))));
  const paths = kept.map((path) => {
    const events = path.map((edge) => edge.event);
    return { name: `${machine.id}: ${options.nameOf(events)}`, events, values: path.map((edge) => edge.value), labels: events.map((event) => options.nameOf([event])), names: [...new Set(path.flatMap((edge) => edge.names))] };
  });
  return { machine, nodes, states: [...nodes.keys()].filter(Boolean).sort(), transitions, paths };
}
