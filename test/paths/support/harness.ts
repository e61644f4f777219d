import { configure } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { afterAllTookEveryPath, machineGraph, PATHS_ONLY_ENV, stateIdsOf, trackCoverage, type PathCoverage } from '../../support/path-coverage.js';
import { generatePaths, type NamedPath, type Traversal } from '../../support/generate-paths.js';

// Path names are made alike in every layer: the label of an answer is the walker's.
export { answerLabel } from '../../support/generate-paths.js';

/**
 * The generated path tests: the machine is the model, the screens the system under
 * test. Each path of the machine's graph is replayed by doing what a customer does on the
 * rendered screens (`actions`, one per event type) or by answering a call at the network edge
 * (`edge.resolve` / `edge.reject` on the fake actors); after every step the screen is checked
 * against what the customer must see in the state the model says we are in (`checks`, one per
 * state node, written by hand). A state without a check or an event without an action fails the
 * file, so a new state cannot slip by: add one entry to each table.
 */
export interface PathWorld {
  /** Stops the actors and unmounts (cleanup also runs after each test). */
  stop?: () => void;
}

export interface PathSpec<TWorld extends PathWorld, TEvent extends EventObject> extends Traversal<TEvent> {
  machine: AnyStateMachine;
  /** Renders the real screens with the real machine (its actor inspected by `inspect`), where the path starts. */
  render: (inspect: PathCoverage['inspect'], path: NamedPath) => Promise<TWorld>;
  /**
   * For a machine whose input decides where it starts: the paths of each input (named by
   * `inputName`), replacing `input`. One coverage for them all.
   */
  inputs?: { input: unknown; name: string }[];
  /** Per event type: what the customer (or the network edge) does. */
  actions: Record<string, (world: TWorld, event: TEvent) => Promise<void>>;
  /** Per state node id: what the customer sees in that state (every node of the definition). */
  checks: Record<string, (world: TWorld) => Promise<void>>;
  /**
   * Where the screens offer an action (event type -> state ids, written by hand): the machine must
   * take it from each of them, or a path-less fault (an ignored event in one state) slips by.
   */
  offers?: Record<string, string[]>;
  /** With `events` as a function: every event type it can give (for the unused-action check). */
  extraEvents?: TEvent[];
  timeout?: number;
}

// A whole app renders per path on a shared 2-core machine, where a lazy screen's first render can
// take seconds under load: a state is waited for up to 20 s (as in every view test), never timed.
configure({ asyncUtilTimeout: 20_000 });

/** The `describe` of one machine's path tests. */
export function describePaths<TWorld extends PathWorld, TEvent extends EventObject>(spec: PathSpec<TWorld, TEvent>): void {
  const { machine } = spec;
  const paths = spec.inputs
    ? spec.inputs.flatMap(({ input, name }) => generatePaths(machine, { ...spec, input }).map((path) => ({ ...path, name: `${path.name} (${name})` })))
    : generatePaths(machine, spec);
  const only = process.env[PATHS_ONLY_ENV];
  const selected = only ? paths.filter((path) => path.name === only) : paths;
  const coverage = trackCoverage(machine);

  describe(`${machine.id} paths through the screens`, () => {
    it('has a screen check for every state and a UI action for every event of the model', () => {
      const { states } = machineGraph(machine);
      expect(states.filter((id) => !(id in spec.checks)), 'states without a screen check').toEqual([]);
      const types = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
      expect([...types].filter((type) => !(type in spec.actions)), 'events without a UI action').toEqual([]);
    });

    // The other way round: what the screens can do must do something in the machine. A machine
    // that ignores an event (or a state that vanished) yields no path for it, so it is caught here.
    it('takes every UI action somewhere and has every state the screens know', () => {
      const { states } = machineGraph(machine);
      expect(Object.keys(spec.checks).filter((id) => !states.includes(id)), 'screen checks for states the machine lacks').toEqual([]);
      const taken = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
      const modelled = new Set(eventsOf(spec).map((event) => event.type));
      const unused = Object.keys(spec.actions).filter((type) => modelled.has(type) && !taken.has(type));
      expect(unused, 'UI actions no generated path takes (the machine ignores them)').toEqual([]);
      const missingData = Object.keys(spec.actions).filter((type) => !modelled.has(type));
      expect(missingData, 'UI actions without model events').toEqual([]);
      const takenFrom = new Set(paths.flatMap((path) => path.steps.map((step, index) => {
        const before = stateIdsOf(machine.id, (index === 0 ? path.initial : path.steps[index - 1]!.state).value);
        return before.map((id) => `${step.event.type} @ ${id}`);
      }).flat()));
      const offered = Object.entries(spec.offers ?? {}).flatMap(([type, ids]) => ids.map((id) => `${type} @ ${id}`));
      expect(offered.filter((pair) => !takenFrom.has(pair)), 'actions the screen offers in a state where the machine ignores them').toEqual([]);
    });

    if (only && selected.length === 0) it.skip(`no path named ${only}`, () => {});
    it.each(selected.map((path) => [path.name, path] as const))('%s', async (_name, path) => {
      // A replay on its own (`npm run test:paths -- --path`) says what it is about to do.
      if (only) console.log(stepList(path, spec.label ?? ((event: TEvent) => event.type)));
      await replay(spec, path, coverage);
    }, spec.timeout ?? 30_000);
  });
  afterAllTookEveryPath(coverage, 'views', () => paths.map((path) => path.name));
}

/** The path as a numbered list: each step's event and the state the model says it reaches. */
export function stepList<TEvent extends EventObject>(path: NamedPath, label: (event: TEvent) => string): string {
  const lines = path.steps.map((step, index) => `  ${index + 1}. ${label(step.event as TEvent)} → ${leavesOf(step.state.value).join(', ')}`);
  return [`${path.name}`, `  0. start → ${leavesOf(path.initial.value).join(', ')}`, ...lines].join('\n');
}

/** A state value as its leaf states (`submit.editing, expedition.ready`), the way the checks are named. */
function leavesOf(value: AnyMachineSnapshot['value']): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) => (child === undefined ? [key] : leavesOf(child).map((leaf) => `${key}.${leaf}`)));
}

/** Every event the traversal offers (events given as a function are asked of each path's states). */
function eventsOf<TEvent extends EventObject>(spec: Traversal<TEvent> & { machine: AnyStateMachine; extraEvents?: TEvent[] }): TEvent[] {
  return Array.isArray(spec.events) ? spec.events : [...(spec.extraEvents ?? [])];
}

async function replay<TWorld extends PathWorld, TEvent extends EventObject>(spec: PathSpec<TWorld, TEvent>, path: NamedPath, coverage: PathCoverage) {
  coverage.notePath();
  const world = await spec.render(coverage.inspect, path);
  try {
    for (const [index, step] of path.steps.entries()) {
      const action = spec.actions[step.event.type]!;
      await action(world, step.event as TEvent).catch((error: unknown) => {
        throw new Error(`step ${index + 1} (${step.event.type}): ${String(error)}`, { cause: error });
      });
      await checkState(spec, world, step.state).catch((error: unknown) => {
        throw new Error(`after step ${index + 1} (${step.event.type}), in ${JSON.stringify(step.state.value)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      });
    }
  } finally {
    world.stop?.();
  }
}

/** Runs the check of every state node the model's state is in, outermost first. */
async function checkState<TWorld extends PathWorld, TEvent extends EventObject>(spec: PathSpec<TWorld, TEvent>, world: TWorld, state: AnyMachineSnapshot) {
  for (const id of stateIdsOf(spec.machine.id, state.value)) await spec.checks[id]!(world);
}

/** A call the test answers by hand: the fake actor at the network edge. */
interface PendingCall {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Fake actors at the network edge: each invoked actor waits until the path answers it. The input
 * each call got is kept, so a check can look at what the screens sent.
 */
export function networkEdge() {
  const pending = new Map<string, PendingCall>();
  const inputs = new Map<string, unknown[]>();
  const waiting = (id: string) => pending.get(id);
  return {
    actor<TOutput = unknown, TInput = unknown>(id: string) {
      return fromPromise<TOutput, TInput>(({ input }) => {
        inputs.set(id, [...(inputs.get(id) ?? []), input]);
        return new Promise<TOutput>((resolve, reject) => pending.set(id, { input, resolve: resolve as (value: unknown) => void, reject }));
      });
    },
    /** The inputs of every call of this actor, in order. */
    calls: (id: string) => inputs.get(id) ?? [],
    isPending: (id: string) => pending.has(id),
    async resolve(id: string, value: unknown) {
      const call = await until(() => waiting(id), `a running call of ${id}`);
      pending.delete(id);
      call.resolve(value);
      await settle();
    },
    async reject(id: string, error: unknown) {
      const call = await until(() => waiting(id), `a running call of ${id}`);
      pending.delete(id);
      call.reject(error);
      await settle();
    },
  };
}

export type NetworkEdge = ReturnType<typeof networkEdge>;

/** Lets promise callbacks and React run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits (never sleeps blindly) until `find` gives something, or fails after `timeout` ms. */
export async function until<T>(find: () => T | undefined | null | false, what: string, timeout = 20_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The answer events of an actor for the model: `xstate.done.actor.<id>` / `xstate.error.actor.<id>`. */
export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as const;
export const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as const;

/** The edge actions for every actor id: answers resolve or reject that actor's running call. */
export function edgeActions<TWorld extends PathWorld & { edge: NetworkEdge }>(ids: readonly string[]) {
  return Object.fromEntries(
    ids.flatMap((id) => [
      [`xstate.done.actor.${id}`, (world: TWorld, event: EventObject) => world.edge.resolve(id, (event as { output?: unknown }).output)],
      [`xstate.error.actor.${id}`, (world: TWorld, event: EventObject) => world.edge.reject(id, (event as { error?: unknown }).error)],
    ]),
  ) as Record<string, (world: TWorld, event: EventObject) => Promise<void>>;
}
