import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { AnyStateMachine, InspectionEvent } from 'xstate';

/**
 * Which states and transitions of a machine the path tests really took (issue #8 item 6).
 *
 * The totals come from the machine's definition: every state node below the root, and every
 * transition branch (one per guarded alternative) of `on`, `always`, `after`, a state's `onDone`
 * and an invoke's `onDone` / `onError`. What was taken comes from the actors' inspection events:
 * each microstep names the transitions it took and the snapshot it reached, so eventless and
 * delayed transitions count as well as sent events. A tracker follows one machine by its id, so
 * the same inspector can be given to a parent whose children are other machines.
 */

/** Env var: a directory where each machine's figures are written (set by `npm run test:paths`). */
export const COVERAGE_DIR_ENV = 'PATHS_COVERAGE_DIR';

export interface CoverageFigures {
  machine: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

interface NodeLike {
  id: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[] | undefined;
}
interface TransitionLike {
  source: NodeLike;
  eventType: string;
}

function nodesBelow(node: NodeLike): NodeLike[] {
  return Object.values(node.states).flatMap((child) => [child, ...nodesBelow(child)]);
}

/** A transition's name: its source, its event ('always' for eventless ones) and which branch. */
function transitionKey(transition: TransitionLike): string {
  const { source } = transition;
  const always = source.always?.indexOf(transition) ?? -1;
  if (always >= 0) return `${source.id} always #${always}`;
  const branch = source.transitions.get(transition.eventType)?.indexOf(transition) ?? -1;
  return `${source.id} on ${transition.eventType} #${branch}`;
}

/** Every state node id (root excluded) and every transition branch of the definition. */
export function machineGraph(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const root = machine.root as unknown as NodeLike;
  const nodes = [root, ...nodesBelow(root)];
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...(node.always ?? []),
  ]);
  return { states: nodes.slice(1).map((node) => node.id), transitions: transitions.map(transitionKey) };
}

export interface PathCoverage {
  /** Give as `createActor(machine, { inspect: coverage.inspect })`. */
  inspect: (event: InspectionEvent) => void;
  figures: () => CoverageFigures;
}

export function trackCoverage(machine: AnyStateMachine): PathCoverage {
  const graph = machineGraph(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const isTracked = (logic: unknown): boolean =>
    typeof logic === 'object' && logic !== null && 'root' in logic && (logic as { id?: unknown }).id === machine.id;
  const noteNodes = (snapshot: unknown) => {
    const nodes = (snapshot as { _nodes?: readonly NodeLike[] })._nodes ?? [];
    for (const node of nodes) states.add(node.id);
  };
  return {
    inspect: (event) => {
      if (!isTracked((event.actorRef as { logic?: unknown }).logic)) return;
      if (event.type === '@xstate.snapshot') noteNodes(event.snapshot);
      if (event.type === '@xstate.microstep') {
        noteNodes(event.snapshot);
        for (const transition of event._transitions as unknown as TransitionLike[]) {
          transitions.add(transitionKey(transition));
          // A transient state (left at once by an eventless transition) is never in a settled
          // snapshot; taking a transition out of it shows it was entered.
          states.add(transition.source.id);
        }
      }
    },
    figures: () => {
      const missingStates = graph.states.filter((id) => !states.has(id));
      const missingTransitions = graph.transitions.filter((key) => !transitions.has(key));
      return {
        machine: machine.id,
        states: { covered: graph.states.length - missingStates.length, total: graph.states.length, missing: missingStates },
        transitions: {
          covered: graph.transitions.length - missingTransitions.length,
          total: graph.transitions.length,
          missing: missingTransitions,
        },
      };
    },
  };
}

/** Writes the figures for `npm run test:paths` when it asked for them; returns them for the assertion. */
export function reportCoverage(coverage: PathCoverage): CoverageFigures {
  const figures = coverage.figures();
  const dir = process.env[COVERAGE_DIR_ENV];
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${figures.machine}.json`), JSON.stringify(figures, null, 2));
  }
  return figures;
}

/**
 * The last test of a machine's model test file: every state reached and every transition taken by
 * the tests before it (vitest runs a file's tests in order).
 */
export function itTookEveryPath(coverage: PathCoverage): void {
  it('took every state and every transition of the machine', () => {
    const figures = reportCoverage(coverage);
    expect(figures.states.missing).toEqual([]);
    expect(figures.transitions.missing).toEqual([]);
  });
}
