import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Finish } from '../../../src/domain/catalog.js';
import { CHOOSABLE_SIDES } from '../../../src/domain/finish-sides.js';
import { finishSidesMachine, type FinishSidesEmitted, type FinishSidesEvent } from '../../../machines/finish-sides.machine.js';
import { observeSides, startSides, stepSides, type SidesEffect, type SidesStart, type SidesState } from './finish-sides.model.js';
import { expectAgreement, type Comparison, type SystemUnderTest } from './support/compare.js';
import { WALK_TIMEOUT_MS } from './support/suite.js';
import { explore, randomWalks, stateAfter, type ReferenceModel } from './support/walk.js';

// The finish-sides machine against its hand-written reference (finish-sides.model.ts): every
// transition and every shortest path of the reference and seeded random walks, compared after every step.

const PRODUCT = 1;
const finish = (id: number, name: string, level: number, productId = PRODUCT): Finish => ({
  id, name, level, finishing_id: id * 10 + 1, default_code: `F${id}`, location: null, side: 'around',
  products: [{ product_id: productId, level, location: null, sequence: id }],
});
const hem = finish(7, 'Zoom', 1);
/** A second edge finish: the two share the edges (one edge finish per side). */
const keder = finish(10, 'Keder', 1);
/** A side finish that is no edge finish (level 2): only its own sides may not overlap. */
const eyelets = finish(12, 'Ogen', 2);
const tieWraps = finish(8, 'Tie-wraps', 8);
const flagPole = finish(9, 'Vlaggenmast', 9);
/** Linked to another product only: choosable by a stale editor, refused by the check. */
const foreign = finish(11, 'Elders', 1, 2);
const finishes = [hem, keder, eyelets, tieWraps, flagPole, foreign];

const EMPTY: SidesStart = { productId: PRODUCT, finishes, selections: [] };
/** Coming back to the step: a hem on top and tie-wraps were chosen before. */
const CHOSEN_BEFORE: SidesStart = {
  productId: PRODUCT,
  finishes,
  selections: [{ id: hem.id, finishing_id: hem.finishing_id, side: 'top' }, { id: tieWraps.id, finishing_id: tieWraps.finishing_id, side: 'surface', location: null }],
};

/** Three rows are enough for every rule (a side twice, a clash, a shared edge, an extra twice). */
const MAX_ROWS = 3;

function eventsIn(state: SidesState): FinishSidesEvent[] {
  const events: FinishSidesEvent[] = [{ type: 'sides.check' }, { type: 'refusal.seen' }];
  if (state.selections.length < MAX_ROWS) {
    events.push(
      ...CHOOSABLE_SIDES.map((side) => ({ type: 'side.choose' as const, finish: hem, side })),
      { type: 'side.choose', finish: keder, side: 'top' },
      { type: 'side.choose', finish: keder, side: 'opposite-left' },
      { type: 'side.choose', finish: eyelets, side: 'top' },
      { type: 'side.choose', finish: foreign, side: 'bottom' },
      { type: 'extra.add', finish: tieWraps, location: null, level: 8 },
      { type: 'extra.add', finish: flagPole, location: ' Links boven ', level: 9 },
      { type: 'extra.add', finish: flagPole, location: '  ', level: 9 },
    );
  }
  for (const row of state.selections.keys()) events.push({ type: 'side.remove', row });
  return events;
}

const nameOf = (id: number): string => finishes.find((candidate) => candidate.id === id)?.name ?? `finish ${id}`;

const describeEvent = (event: FinishSidesEvent): string => {
  switch (event.type) {
    case 'side.choose':
      return `choose ${nameOf(event.finish.id)} ${event.side}`;
    case 'extra.add':
      return `add ${nameOf(event.finish.id)}${event.level === 9 ? ` at ${JSON.stringify(event.location)}` : ''}`;
    case 'side.remove':
      return `remove row ${event.row}`;
    default:
      return event.type;
  }
};

// States differ by phase, rows, which sides the issues name and the pending refusal's keyword.
const keyOf = (state: SidesState) =>
  JSON.stringify([state.phase, state.selections.map((row) => [row.id, row.side, row.location ?? null]), state.issues.map((issue) => issue.field), state.refusal?.keyword ?? null]);

const modelFrom = (start: SidesStart): ReferenceModel<SidesState, FinishSidesEvent, SidesEffect[]> => ({
  initial: { state: startSides(start), effects: [] },
  step: stepSides,
  events: eventsIn,
  key: keyOf,
  describe: describeEvent,
});

/** A fresh finish-sides actor: what it shows, and what it emitted since the last look. */
function startMachine(start: SidesStart): SystemUnderTest<FinishSidesEvent> {
  const actor = createActor(finishSidesMachine, { input: start });
  let effects: FinishSidesEmitted[] = [];
  actor.on('*', (event) => effects.push(event));
  actor.start();
  return {
    take: async (event) => actor.send(event),
    observe: () => {
      const snapshot = actor.getSnapshot();
      const { selections, issues, refusal } = snapshot.context;
      const observed = { value: snapshot.value, selections, issues, refusal, tags: [...snapshot.tags].sort(), children: Object.keys(snapshot.children).sort(), effects };
      effects = [];
      return observed;
    },
    stop: () => actor.stop(),
  };
}

/** The step has no tags and no children in any state (it calls nothing). */
const comparisonFrom = (start: SidesStart): Comparison<SidesState, FinishSidesEvent, SidesEffect[]> => ({
  model: modelFrom(start),
  expected: ({ state, effects }) => ({ ...observeSides(state), tags: [], children: [], effects }),
  start: () => startMachine(start),
});

/** More than the reference has from either start (2878 from an empty step). */
const MAX_STATES = 5000;

describe('finish-sides machine against its reference', () => {
  // 2878 reference states, 28925 transitions.
  it('takes every transition of the reference from an empty step (each shortest path, then each event offered there)', async () => {
    const { transitionPaths, transitions } = explore(modelFrom(EMPTY), MAX_STATES);
    expect(transitions).toBeGreaterThan(25_000);
    await expectAgreement(comparisonFrom(EMPTY), transitionPaths);
  }, WALK_TIMEOUT_MS);

  it('follows every shortest path of the reference from rows chosen before', async () => {
    const { statePaths } = explore(modelFrom(CHOSEN_BEFORE), MAX_STATES);
    expect(statePaths.length).toBeGreaterThan(2000);
    await expectAgreement(comparisonFrom(CHOSEN_BEFORE), statePaths);
  }, WALK_TIMEOUT_MS);

  it.each([
    ['an empty step', EMPTY, 2301],
    ['rows chosen before', CHOSEN_BEFORE, 2302],
  ])('follows 100 seeded random walks of 12 steps from %s', async (_name, start, seed) => {
    await expectAgreement(comparisonFrom(start), randomWalks(modelFrom(start), { seed, count: 100, length: 12 }));
  }, WALK_TIMEOUT_MS);
});

describe('finish-sides reference (sanity of the oracle itself)', () => {
  it('reaches every phase, and refuses for each of the four reasons', () => {
    const model = modelFrom(EMPTY);
    const states = explore(model, MAX_STATES).statePaths.map((path) => stateAfter(model, path));
    expect(new Set(states.map((state) => state.phase))).toEqual(new Set(['editing', 'refused', 'invalid', 'valid']));
    expect(new Set(states.flatMap((state) => (state.refusal ? [state.refusal.keyword] : [])))).toEqual(new Set(['exists', 'conflict', 'edge', 'location']));
    expect(new Set(states.flatMap((state) => state.issues.map((issue) => issue.keyword)))).toEqual(new Set(['present', 'unknown']));
  });
});
