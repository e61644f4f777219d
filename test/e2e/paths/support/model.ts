// The model side of the browser path tests: the machine's graph (the one path walker), the names of its
// states and transitions as the browser can see them (snapshot values and event types only), and
// the paths of the one path walker that take every transition the browser can reach.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { everyEdge, generatePaths } from '../../../support/generate-paths.js';

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

export interface ModelPath {
  name: string;
  events: ModelEvent[];
  /** The state value after each event. */
  values: Value[];
  /** Each event's name in the path's name. */
  labels: string[];
}

export interface MachineModel {
  machine: AnyStateMachine;
  nodes: Map<string, NodeInfo>;
  states: string[];
  transitions: string[];
  paths: ModelPath[];
}

type ModelSnapshot = { value: unknown; context: unknown };

export interface ModelOptions {
  events: (snapshot: ModelSnapshot) => ModelEvent[];
  /** States told apart by what matters to the guards (value alone merges too much). */
  serialize: (snapshot: ModelSnapshot, event?: ModelEvent) => string;
  /** Transitions (by name) a real browser against the real server cannot take, with the reason. */
  unreachable: Record<string, string>;
  /** An event's name in a path's name (the machine's id and ': ' go before the path, as in the views layer). */
  label: (event: ModelEvent) => string;
  /** Only events a state really receives (default: `snapshot.can(event)`), for a traversal shared with the views layer. */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: ModelEvent) => boolean;
  /**
   * Steps of a shared traversal this layer has no way to take at all (not in its alphabet, so not
   * counted as unreachable either): on no path and in no figure.
   */
  excludeStep?: (source: AnyMachineSnapshot, event: ModelEvent, target: AnyMachineSnapshot) => boolean;
}

/**
 * The graph of the machine (the walker's, over the given events, only those the state answers),
 * every state node and transition name as the browser sees them, and the paths of the one path walker (test/support/generate-paths.ts, as the views layer): every transition name
 * the browser can reach is on a path (each name counts as a step of its own), none of the
 * unreachable ones is, and no path ends while a server's answer is awaited (the runner holds each
 * call until the path answers it), successful answers tried first.
 */
export function buildModel(machine: AnyStateMachine, options: ModelOptions): MachineModel {
  const nodes = stateNodes(machine);
  const namesOf = (source: AnyMachineSnapshot, event: EventObject, target: AnyMachineSnapshot) => transitionNames(nodes, source.value as Value, event.type, target.value as Value);
  const generated = generatePaths<ModelEvent>(machine, {
    events: options.events as (snapshot: AnyMachineSnapshot) => ModelEvent[],
    serializeState: options.serialize,
    label: options.label,
    coverBy: namesOf,
    ...(options.filterEvents ? { filterEvents: options.filterEvents } : {}),
    excludeStep: (source, event, target) => Boolean(options.excludeStep?.(source, event, target)) || namesOf(source, event, target).some((name) => name in options.unreachable),
    answers: { isAnswer: (event) => event.type.startsWith('xstate.'), preferred: (event) => event.type.startsWith('xstate.done.') },
  });
  const paths = generated.map((path) => ({
    name: path.name,
    events: path.steps.map((step) => step.event as ModelEvent),
    values: path.steps.map((step) => step.state.value as Value),
    labels: path.steps.map((step) => options.label(step.event as ModelEvent)),
  }));
  return { machine, nodes, states: [...nodes.keys()].filter(Boolean).sort(), transitions: allTransitionNames(machine, options, nodes), paths };
}

/** Every transition name of the graph, the unreachable ones too (the figures count them apart). */
function allTransitionNames(machine: AnyStateMachine, options: ModelOptions, nodes: Map<string, NodeInfo>): string[] {
  const edges = everyEdge<ModelEvent>(machine, {
    events: options.events as (snapshot: AnyMachineSnapshot) => ModelEvent[],
    serializeState: options.serialize,
    ...(options.filterEvents ? { filterEvents: options.filterEvents } : {}),
    ...(options.excludeStep ? { excludeStep: options.excludeStep } : {}),
  });
  const names = edges.flatMap(({ source, event, target }) => transitionNames(nodes, source.value as Value, event.type, target.value as Value));
  return [...new Set(names)].sort();
}
