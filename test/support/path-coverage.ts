import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, InspectionEvent, StateValue } from 'xstate';

/**
 * Which states and transitions of a machine the path tests really took.
 *
 * Totals come from the machine's public definition: every state node below the root, and every
 * transition branch (one per guarded alternative) of `on`, invoke `onDone`/`onError`, a state's
 * `onDone` and `always`. What was taken comes only from public inspection data: the snapshots of
 * `@xstate.microstep` and `@xstate.snapshot` (their `value`) and the microstep's `event`; which
 * branch an event took is asked of the machine (`getTransitionData`, public), an eventless branch
 * is recognised by the state it reached. No XState internals (`_nodes`, `_transitions`).
 */

/** Env var: a directory where each machine's figures are written (set by `npm run test:paths`). */
export const COVERAGE_DIR_ENV = 'PATHS_COVERAGE_DIR';

/** The one format of `$PATHS_COVERAGE_DIR/<layer>-<machine>.json` (views, chromium and model layers). */
export interface CoverageFigures {
  machine: string;
  layer: 'views' | 'chromium' | 'model';
  /** How many generated paths ran (0 for the model layer). */
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  /**
   * What the layer cannot reach, with the reason (the Chromium layer: a real browser against the
   * real server): neither covered nor missing, so the table names them instead of a bare "all".
   */
  unreachable?: { states: Record<string, string>; transitions: Record<string, string> };
  /** The names of every generated path of the file (`--path` suggests the closest to a wrong name). */
  names?: string[];
  /** Tests of the file that failed (a failed path stops early: its coverage is not asserted). */
  failed?: number;
}

/** The state nodes the machine starts in, following each `initial` (all regions of a parallel node). */
function initialIds(machine: AnyStateMachine): string[] {
  const enter = (node: AnyStateNode): string[] => {
    const targets: readonly AnyStateNode[] = node.type === 'parallel' ? children(node) : (node.initial?.target ?? []);
    return targets.flatMap((target) => [target.id, ...enter(target)]);
  };
  return enter(machine.root);
}

/** A state node's child nodes, from the public `states` map. */
function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function nodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] => [node, ...children(node).flatMap(walk)];
  return walk(machine.root);
}

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
}

/** A transition's name: its source, its event ('always' for eventless ones) and which branch. */
export function transitionKey(transition: TransitionLike): string {
  const { source } = transition;
  const always = (source.always ?? []).indexOf(transition as never);
  if (always >= 0) return `${source.id} always #${always}`;
  const branch = source.transitions.get(transition.eventType)?.indexOf(transition as never) ?? -1;
  return `${source.id} on ${transition.eventType} #${branch}`;
}

/** Every state node id (root excluded) and every transition branch of the definition. */
export function machineGraph(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = nodesOf(machine);
  const transitions = nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as TransitionLike[]);
  return { states: nodes.slice(1).map((node) => node.id), transitions: transitions.map(transitionKey) };
}

/** The ids of every state node a state value is in, ancestors included (root excluded). */
export function stateIdsOf(machineId: string, value: StateValue): string[] {
  const walk = (prefix: string, current: StateValue): string[] =>
    typeof current === 'string'
      ? [`${prefix}.${current}`]
      : Object.entries(current).flatMap(([key, child]) => [`${prefix}.${key}`, ...(child === undefined ? [] : walk(`${prefix}.${key}`, child))]);
  return walk(machineId, value);
}

export interface PathCoverage {
  /** Give as `createActor(machine, { inspect: coverage.inspect })`; children's events are ignored by id. */
  inspect: (event: InspectionEvent) => void;
  /** Counts one generated path that ran. */
  notePath: () => void;
  figures: (layer: CoverageFigures['layer']) => CoverageFigures;
}

type Logic = { id?: unknown; root?: unknown; getTransitionData?: (snapshot: AnyMachineSnapshot, event: EventObject) => TransitionLike[] };

export function trackCoverage(machine: AnyStateMachine): PathCoverage {
  const graph = machineGraph(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  let paths = 0;
  // Per actor: the snapshot before the next microstep and the event of the last one.
  const previous = new WeakMap<object, AnyMachineSnapshot>();
  const lastEvent = new WeakMap<object, EventObject>();
  const logicOf = (actorRef: object) => (actorRef as { logic?: Logic }).logic;
  const isTracked = (logic: Logic | undefined): logic is Logic & Required<Pick<Logic, 'getTransitionData'>> =>
    Boolean(logic && logic.root && logic.id === machine.id && logic.getTransitionData);
  const noteStates = (snapshot: AnyMachineSnapshot) => {
    for (const id of stateIdsOf(machine.id, snapshot.value)) states.add(id);
  };
  /** An eventless step: the `always` branch of a state active before whose target is active now. */
  const noteEventless = (before: readonly string[], after: AnyMachineSnapshot) => {
    const active = new Set(stateIdsOf(machine.id, after.value));
    for (const id of before) {
      const node = machine.getStateNodeById(id);
      const branch = (node.always ?? []).find((candidate) => (candidate.target ?? []).every((target: AnyStateNode) => active.has(target.id)));
      if (!branch) continue;
      transitions.add(transitionKey(branch as TransitionLike));
      // A transient state (left at once) is never in a settled snapshot: its branch shows it was entered.
      states.add(id);
    }
  };
  return {
    inspect: (event) => {
      const logic = logicOf(event.actorRef);
      if (!isTracked(logic)) return;
      const actor = event.actorRef as object;
      if (event.type === '@xstate.event') lastEvent.delete(actor);
      if (event.type === '@xstate.snapshot') {
        const snapshot = event.snapshot as AnyMachineSnapshot;
        noteStates(snapshot);
        previous.set(actor, snapshot);
      }
      if (event.type === '@xstate.microstep') {
        const snapshot = event.snapshot as AnyMachineSnapshot;
        const before = previous.get(actor);
        noteStates(snapshot);
        if (!before && event.event.type === 'xstate.init') noteEventless(initialIds(machine), snapshot);
        else if (before && lastEvent.get(actor) === event.event) noteEventless(stateIdsOf(machine.id, before.value), snapshot);
        else if (before) for (const taken of logic.getTransitionData(before, event.event)) transitions.add(transitionKey(taken));
        lastEvent.set(actor, event.event);
        previous.set(actor, snapshot);
      }
    },
    notePath: () => {
      paths += 1;
    },
    figures: (layer) => {
      const missingStates = graph.states.filter((id) => !states.has(id));
      const missingTransitions = graph.transitions.filter((key) => !transitions.has(key));
      return {
        machine: machine.id,
        layer,
        paths,
        states: { covered: graph.states.length - missingStates.length, total: graph.states.length, missing: missingStates },
        transitions: { covered: graph.transitions.length - missingTransitions.length, total: graph.transitions.length, missing: missingTransitions },
      };
    },
  };
}

/** Writes `<layer>-<machine>.json` for `npm run test:paths` when it asked for them; returns the figures. */
export function reportCoverage(coverage: PathCoverage, layer: CoverageFigures['layer'], extra: Pick<CoverageFigures, 'names' | 'failed'> = {}): CoverageFigures {
  return writeFigures({ ...coverage.figures(layer), ...extra });
}

/** Writes figures of any layer (the Chromium layer counts in the page) where `npm run test:paths` reads them. */
export function writeFigures(figures: CoverageFigures): CoverageFigures {
  const dir = process.env[COVERAGE_DIR_ENV];
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${figures.layer}-${figures.machine}.json`), JSON.stringify(figures, null, 2));
  }
  return figures;
}

/** Env var: run only the generated path of this name (`npm run test:paths -- --path "<name>"`). */
export const PATHS_ONLY_ENV = 'PATHS_ONLY';

/**
 * Counts the tests of the file that fail, from here on (an `afterEach` sees the test's result).
 * A path that fails stops before its end, so the states and transitions after its failure stay
 * missing: asserting the coverage then would add a second, misleading failure to the one that
 * matters.
 */
export function countFailures(): { readonly count: number } {
  const failures = { count: 0 };
  afterEach(({ task }) => {
    if (task.result?.state === 'fail') failures.count += 1;
  });
  return failures;
}

/** Why the coverage of a file is not asserted, or null when it is. */
export function coverageExcuse(failed: number): string | null {
  if (process.env[PATHS_ONLY_ENV]) return 'one path replayed on its own';
  return failed > 0 ? `${failed} test${failed === 1 ? '' : 's'} failed: the coverage is asserted only when every path passes` : null;
}

/**
 * After all tests of the file (whatever their order): every state reached and every transition
 * taken. Skipped when one path is replayed on its own, and when a test failed (that failure is the
 * one to read; the figures are still written, with the count of failures).
 */
export function afterAllTookEveryPath(coverage: PathCoverage, layer: CoverageFigures['layer'], names?: () => string[]): void {
  const failures = countFailures();
  afterAll(() => {
    const figures = reportCoverage(coverage, layer, { failed: failures.count, ...(names ? { names: names() } : {}) });
    const excuse = coverageExcuse(failures.count);
    if (excuse) {
      if (failures.count > 0) console.warn(`${figures.machine} (${layer}): coverage not asserted, ${excuse}.`);
      return;
    }
    expect(figures.states.missing, `${figures.machine}: states no path reached`).toEqual([]);
    expect(figures.transitions.missing, `${figures.machine}: transitions no path took`).toEqual([]);
  });
}

/** The model tests' variant (test/machines): same figures, layer 'model'. */
export function itTookEveryPath(coverage: PathCoverage): void {
  afterAllTookEveryPath(coverage, 'model');
}
