// Replays the model's paths in Chromium: each event is what a customer does (a UI action) or how
// the server answers the call the last action made (held until the busy state was checked, then let
// through or failed); after every step the page is checked for the state the machine is in.
import { afterAll, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { newSession } from '../../support/app.js';
import type { MachineModel, ModelEvent, ModelPath } from './model.js';
import { Coverage, PageProbe, leafStates } from './probe.js';
import { countFailures, coverageExcuse, PATHS_ONLY_ENV, writeFigures, type CoverageFigures } from '../../../support/path-coverage.js';

export interface StepContext<W> {
  page: Page;
  event: ModelEvent;
  /** The events after this one in the path (a UI action may depend on how the server will answer). */
  rest: ModelEvent[];
  world: W;
}

/** A customer's action in the page. */
export interface UiAction<W> {
  ui: (step: StepContext<W>) => Promise<void>;
}

/** How the server answers the call of the action before (url: held until released, or failed). */
export interface Answer<W> {
  answer: {
    url?: string | RegExp;
    /** Fail the call this way (per event, or for all) instead of letting the real server answer. */
    fail?: Failure | ((event: ModelEvent) => Failure | undefined);
    /** What the customer now knows (spec), for the state checks. */
    then?: (world: W, event: ModelEvent) => void;
  };
}

export type Act<W> = UiAction<W> | Answer<W>;

export interface Failure { status: number; body: unknown }

export interface MachineTable<W> {
  /** The page's actor ids that run this machine. */
  actors: readonly string[];
  world: () => W;
  /** Before the first event: open the app and get to where the path starts. */
  open: (page: Page, world: W, path: ModelPath) => Promise<void>;
  /** One action per event type of the model. */
  actions: Record<string, Act<W>>;
  /** One check per state (leaf path): what the customer sees there, given what the world knows. */
  checks: Record<string, (page: Page, world: W) => Promise<void>>;
  /** Transient states (left at once by an eventless transition) and the event that passes them. */
  transient?: Record<string, string>;
}

const isAnswer = <W>(act: Act<W> | undefined): act is Answer<W> => act !== undefined && 'answer' in act;

async function checkState<W>(table: MachineTable<W>, page: Page, world: W, value: ModelPath['values'][number], step: string) {
  for (const leaf of leafStates(value)) {
    const check = table.checks[leaf];
    if (!check) throw new Error(`no check for state ${leaf}`);
    try {
      await check(page, world);
    } catch (error) {
      if (process.env.PATHS_SHOTS) await page.screenshot({ path: '/tmp/pathse2e-fail.png' });
      throw new Error(`after ${step}, the page does not show state ${leaf}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}

interface Gate {
  url: string | RegExp;
  fail?: Failure;
  route: Route | null;
  released: boolean;
}

async function answerWith(route: Route, gate: Gate): Promise<void> {
  if (gate.fail) await route.fulfill({ status: gate.fail.status, contentType: 'application/json', body: JSON.stringify(gate.fail.body) });
  else await route.fallback();
}

/**
 * Every answer of the path holds one call to its URL, in the path's order: the call is kept until
 * the path reaches that answer (so the page's states in between can be checked), then let through
 * or failed. A newer call to the same URL takes over the gate (the app dropped the older one).
 */
async function holdAnswers<W>(page: Page, table: MachineTable<W>, path: ModelPath): Promise<{ gates: Map<number, Gate>; queues: Gate[][] }> {
  const gates = new Map<number, Gate>();
  const queues = new Map<string, Gate[]>();
  path.events.forEach((event, index) => {
    const act = table.actions[event.type];
    if (!isAnswer(act) || !act.answer.url) return;
    const { fail } = act.answer;
    const gate: Gate = { url: act.answer.url, fail: typeof fail === 'function' ? fail(event) : fail, route: null, released: false };
    gates.set(index, gate);
    const key = String(act.answer.url);
    queues.set(key, [...(queues.get(key) ?? []), gate]);
  });
  for (const queue of queues.values()) {
    await page.route(queue[0]!.url, async (route) => {
      const gate = queue[0];
      if (!gate) return route.fallback();
      if (gate.released) {
        queue.shift();
        return answerWith(route, gate);
      }
      const older = gate.route;
      gate.route = route;
      if (older) await older.fallback().catch(() => undefined);
    });
  }
  return { gates, queues: [...queues.values()] };
}

function release(gate: Gate | undefined, queues: Gate[][] = []): void {
  if (!gate) return;
  gate.released = true;
  if (gate.route) {
    void answerWith(gate.route, gate).catch(() => undefined);
    gate.route = null;
    for (const queue of queues) if (queue[0] === gate) queue.shift();
  }
}

/** Replays one path in an emptied browser context (a new one, or one an earlier path ended). */
export async function replay<W>(browser: Browser, baseURL: string, table: MachineTable<W>, path: ModelPath, coverage: Coverage): Promise<void> {
  const { page, end } = await newSession(browser, baseURL);
  const probe = new PageProbe(table.actors, coverage);
  await probe.attach(page);
  const world = table.world();
  try {
    await table.open(page, world, path);
    const { gates, queues } = await holdAnswers(page, table, path);
    let mark = probe.mark();
    for (let index = 0; index < path.events.length; index++) {
      const event = path.events[index]!;
      const act = table.actions[event.type];
      if (!act) throw new Error(`no action for event ${event.type}`);
      // An answer that needs no server may already have come during the action before it.
      if (!isAnswer(act) || act.answer.url) mark = probe.mark();
      if (isAnswer(act)) {
        act.answer.then?.(world, event);
        release(gates.get(index), queues);
      } else {
        await act.ui({ page, event, rest: path.events.slice(index + 1), world });
      }
      await probe.waitFor(mark, event.type, path.values[index]!);
      // A state the page leaves at once (the next answer needs no server) cannot be looked at.
      const next = table.actions[path.events[index + 1]?.type ?? ''];
      if (isAnswer(next) && !next.answer.url) continue;
      await checkState(table, page, world, path.values[index]!, `step ${index + 1} (${event.type})`);
    }
    coverage.paths++;
  } finally {
    await end();
  }
}

export function figuresOf(
  model: MachineModel, coverage: Coverage, table: MachineTable<unknown>, unreachable: Record<string, string>, unreachableStates: Record<string, string> = {},
): CoverageFigures {
  const passed = new Set([...coverage.transitions].map((name) => name.split(' -')[1]?.split('-> ')[0]));
  for (const [state, event] of Object.entries(table.transient ?? {})) if (passed.has(event)) coverage.states.add(state);
  const missingStates = model.states.filter((state) => !coverage.states.has(state) && !(state in unreachableStates));
  const missing = model.transitions.filter((name) => !coverage.transitions.has(name) && !(name in unreachable));
  return {
    machine: model.machine.id,
    layer: 'chromium',
    paths: coverage.paths,
    // Covered counts what the page reached: states listed unreachable are neither covered nor missing.
    states: { covered: model.states.filter((state) => coverage.states.has(state)).length, total: model.states.length, missing: missingStates },
    transitions: { covered: model.transitions.filter((name) => coverage.transitions.has(name)).length, total: model.transitions.length, missing },
    // Named with their reasons, so "17/20" is read as "3 a browser cannot reach", not as a gap.
    unreachable: { states: unreachableStates, transitions: unreachable },
    names: model.paths.map((path) => path.name),
  };
}

/** The path as a numbered list: each step's event and the state the machine must reach. */
export function stepList(path: ModelPath): string {
  const lines = path.events.map((event, index) => `  ${index + 1}. ${path.labels[index] ?? event.type} → ${leafStates(path.values[index]!).join(', ')}`);
  return [path.name, ...lines].join('\n');
}

/**
 * The tests of one machine: the tables are complete (a check per state, an action per event, every
 * action used by some path), one test per path (PATHS_ONLY="<name>" runs one), then the coverage.
 */
export function describePaths<W>(options: {
  model: MachineModel;
  table: MachineTable<W>;
  unreachable: Record<string, string>;
  /** States a browser against the real server cannot reach (e.g. the demo login lacks a setting), with the reason. */
  unreachableStates?: Record<string, string>;
  portal: { readonly browser: Browser; readonly server: { url: string } };
}): void {
  const { model, table, unreachable, portal } = options;
  const unreachableStates = options.unreachableStates ?? {};
  const coverage = new Coverage(model);
  const only = process.env[PATHS_ONLY_ENV];
  const failures = countFailures();
  // Written after the file whatever ran (one path by its name too), for `npm run test:paths`.
  afterAll(() => void writeFigures({ ...figuresOf(model, coverage, table as MachineTable<unknown>, unreachable, unreachableStates), failed: failures.count }));

  it('has a check for every state and an action for every event, and every action is on a path', () => {
    const leaves = model.states.filter((state) => !model.nodes.get(state)!.children.length);
    expect(leaves.filter((state) => !table.checks[state] && !table.transient?.[state] && !(state in unreachableStates))).toEqual([]);
    expect(Object.keys(unreachableStates).filter((state) => !model.states.includes(state))).toEqual([]);
    const eventTypes = new Set(model.paths.flatMap((path) => path.events.map((event) => event.type)));
    expect([...eventTypes].filter((type) => !table.actions[type])).toEqual([]);
    // An action the customer has but no path takes: the machine no longer answers that event.
    expect(Object.keys(table.actions).filter((type) => !eventTypes.has(type))).toEqual([]);
    expect(Object.keys(unreachable).filter((name) => !model.transitions.includes(name))).toEqual([]);
  });

  for (const path of model.paths) {
    it.skipIf(only !== undefined && only !== path.name)(`path: ${path.name}`, { timeout: 60_000 }, async () => {
      // A replay on its own (`npm run test:paths -- --path`) says what it is about to do.
      if (only) console.log(stepList(path));
      await replay(portal.browser, portal.server.url, table, path, coverage);
    });
  }

  // A failed path stops early: the transitions after its failure would fail here a second time.
  it('reached every state and took every transition a browser can take', (context) => {
    const excuse = coverageExcuse(failures.count);
    if (excuse) return context.skip(excuse);
    const figures = figuresOf(model, coverage, table as MachineTable<unknown>, unreachable, unreachableStates);
    expect(figures.states.missing).toEqual([]);
    expect(figures.transitions.missing).toEqual([]);
  });
}
