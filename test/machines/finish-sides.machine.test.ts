import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { Finish } from '../../src/domain/catalog.js';
import { CHOOSABLE_SIDES } from '../../src/domain/finish-sides.js';
import type { FinishSelection } from '../../src/domain/finish-rules.js';
import type { Issue } from '../../src/domain/issues.js';
import {
  finishSidesMachine, type FinishSidesEmitted, type FinishSidesEvent, type FinishSidesInput, type SideRefusal,
} from '../../machines/finish-sides.machine.js';
import { sampleSimplePaths, shortestPathsToEveryState, type ReachedPath, type Traversal } from '../support/generate-paths.js';
import { itTookEveryPath, trackCoverage } from '../support/path-coverage.js';

const link = (level: number, sequence: number) => ({ product_id: 1, level, location: null, sequence });
const finish = (id: number, name: string, level: number, side: Finish['side']): Finish => ({
  id, name, level, finishing_id: id * 10 + 1, default_code: `F${id}`, location: null, side, products: [link(level, id)],
});
const hem = finish(7, 'Zoom', 1, 'around');
const tieWraps = finish(8, 'Tie-wraps', 8, 'surface');
const flagPole = finish(9, 'Vlaggenmast', 9, 'surface');
/** A second edge finish (level 1): one edge finish per side. */
const keder = finish(10, 'Keder', 1, 'around');
const input: FinishSidesInput = { productId: 1, finishes: [hem, tieWraps, flagPole, keder], selections: [] };

type Snapshot = SnapshotFrom<typeof finishSidesMachine>;
type Side = (typeof CHOOSABLE_SIDES)[number];

/** Two choices are enough to meet every rule (a side twice, a clash, an extra twice, a location). */
const MAX_CHOSEN = 2;

/**
 * What a user can do in a state: press any side of the edge finish, one side of a second edge
 * finish, add either extra (the level-9 one with and without a location), remove the first row, go
 * on (check), and see a refusal toast.
 */
function eventsFor(snapshot: Snapshot): FinishSidesEvent[] {
  const events: FinishSidesEvent[] = [{ type: 'sides.check' }];
  if (snapshot.context.selections.length < MAX_CHOSEN) {
    events.push(
      ...CHOOSABLE_SIDES.map((side) => ({ type: 'side.choose' as const, finish: hem, side })),
      { type: 'side.choose', finish: keder, side: 'top' },
      { type: 'extra.add', finish: tieWraps, location: null, level: 8 },
      { type: 'extra.add', finish: flagPole, location: ' Links boven ', level: 9 },
      { type: 'extra.add', finish: flagPole, location: '  ', level: 9 },
    );
  }
  if (snapshot.context.selections.length > 0) events.push({ type: 'side.remove', row: 0 });
  if (snapshot.matches('refused')) events.push({ type: 'refusal.seen' });
  return events;
}

const keyOf = (snapshot: Snapshot) => {
  const { selections, issues } = snapshot.context;
  return JSON.stringify([snapshot.value, selections.map((selection) => [selection.id, selection.side, selection.location ?? null]), issues.map((issue) => issue.field)]);
};

const describeEvent = (event: { type: string } & Record<string, unknown>): string => {
  if (event.type === 'side.choose') return `choose ${(event.finish as Finish).name} ${String(event.side)}`;
  if (event.type === 'extra.add') return `add ${(event.finish as Finish).name}${event.level === 9 ? `(${JSON.stringify(event.location)})` : ''}`;
  if (event.type === 'side.remove') return `remove row ${String(event.row)}`;
  return event.type;
};

// --- The oracle: the side rules of spec sections 4 and 5 for these four finishes, by hand ----------
/** The edges a side covers (around all four, an opposite side two). */
const EDGES_OF: Record<Side, string[]> = {
  top: ['top'], right: ['right'], bottom: ['bottom'], left: ['left'], around: ['top', 'right', 'bottom', 'left'],
  'opposite-top': ['top', 'bottom'], 'opposite-left': ['left', 'right'],
};
const EN: Record<string, string> = { top: 'Top', right: 'Right', bottom: 'Bottom', left: 'Left', around: 'Around', 'opposite-top': 'Top and bottom', 'opposite-left': 'Left and right' };
const overlaps = (a: Side, b: Side) => EDGES_OF[a].some((edge) => EDGES_OF[b].includes(edge));
const EDGE_FINISH_IDS = [hem.id, keder.id];

interface Model {
  value: 'editing' | 'refused' | 'invalid' | 'valid';
  selections: FinishSelection[];
  issues: Issue[];
  refusal: SideRefusal | null;
}
type Refusal = Omit<SideRefusal, 'side'>;

/** Why a choice is refused, if it is: a side twice, overlapping sides of one finish, two edge finishes on an edge; an extra twice or without its location. */
function refusalOf(model: Model, event: Extract<FinishSidesEvent, { type: 'side.choose' | 'extra.add' }>): Refusal | null {
  if (event.type === 'extra.add') {
    if (model.selections.some((selection) => selection.id === event.finish.id)) return { keyword: 'exists', with: 'surface', message: 'Extra product already added' };
    if (event.level === 9 && !event.location?.trim()) return { keyword: 'location', with: 'surface', message: 'Choose a location' };
    return null;
  }
  const side = event.side as Side;
  const own = model.selections.filter((selection) => selection.id === event.finish.id).map((selection) => selection.side as Side);
  if (own.includes(side)) return { keyword: 'exists', with: side, message: 'Side already exists' };
  const clash = own.find((other) => overlaps(other, side));
  if (clash) return { keyword: 'conflict', with: clash, message: `${EN[side]} cannot be combined with ${EN[clash]}` };
  if (!EDGE_FINISH_IDS.includes(event.finish.id)) return null;
  const otherEdges = model.selections.filter((selection) => selection.id !== event.finish.id && EDGE_FINISH_IDS.includes(selection.id)).map((selection) => selection.side as Side);
  const edge = otherEdges.includes(side) ? side : otherEdges.find((other) => overlaps(other, side));
  return edge ? { keyword: 'edge', with: edge, message: `${EN[edge]} already has a hem or other edge finish; choose one edge finish per side` } : null;
}

/** The level-1 rule: once an edge finish is chosen, every edge must be covered by one. */
function issuesOf(model: Model): Issue[] {
  const covered = model.selections.filter((selection) => EDGE_FINISH_IDS.includes(selection.id)).flatMap((selection) => EDGES_OF[selection.side as Side]);
  if (covered.length === 0) return [];
  return ['top', 'right', 'bottom', 'left'].filter((edge) => !covered.includes(edge))
    .map((edge) => ({ field: edge, keyword: 'present', message: `${EN[edge]} must be present`, params: { side: edge } }));
}

/** Where an event leads and what it emits, by the spec (not asked of the machine). */
function expectedStep(model: Model, event: FinishSidesEvent): { next: Model; emits: FinishSidesEmitted[] } {
  switch (event.type) {
    case 'side.choose':
    case 'extra.add': {
      const refused = refusalOf(model, event);
      if (refused) {
        const refusal = { keyword: refused.keyword, side: event.type === 'side.choose' ? event.side : 'surface', with: refused.with, message: refused.message } as SideRefusal;
        return { next: { ...model, value: 'refused', refusal }, emits: [{ type: 'side.refused', ...refusal }] };
      }
      const { id, finishing_id } = event.finish;
      const location = event.type === 'extra.add' ? event.location?.trim() || null : undefined;
      const added: FinishSelection = event.type === 'side.choose' ? { id, finishing_id, side: event.side } : { id, finishing_id, side: 'surface', location };
      return { next: { value: 'editing', selections: [...model.selections, added], issues: [], refusal: null }, emits: [] };
    }
    case 'side.remove':
      return { next: { value: 'editing', selections: model.selections.filter((_, row) => row !== event.row), issues: [], refusal: null }, emits: [] };
    case 'sides.check': {
      const issues = issuesOf(model);
      return issues.length === 0
        ? { next: { ...model, value: 'valid', issues, refusal: null }, emits: [] }
        : { next: { ...model, value: 'invalid', issues, refusal: null }, emits: [{ type: 'sides.invalid', issues }] };
    }
    case 'refusal.seen':
      if (model.value !== 'refused') return { next: model, emits: [] };
      return { next: { ...model, value: model.issues.length > 0 ? 'invalid' : 'editing', refusal: null }, emits: [] };
  }
}

const modelOf = (snapshot: Snapshot): Model => {
  const { selections, issues, refusal } = snapshot.context;
  return { value: snapshot.value, selections, issues, refusal };
};

describe('finish-sides machine (model-based)', () => {
  const coverage = trackCoverage(finishSidesMachine);
  const traversal: Traversal<FinishSidesEvent> = {
    input,
    events: eventsFor as never,
    serializeState: (snapshot) => keyOf(snapshot as Snapshot),
  };
  const paths = shortestPathsToEveryState(finishSidesMachine, traversal);

  it('reaches editing, refused, invalid and valid', () => {
    const values = new Set(paths.map((path) => String(path.state.value)));
    expect([...values].sort()).toEqual(['editing', 'invalid', 'refused', 'valid']);
  });

  // Every event possible in every reached state, each replayed on a real actor; every step's state,
  // context and emits must be the oracle's.
  const stepsOf = (path: ReachedPath) => path.steps.map((step) => step.event as FinishSidesEvent);
  const nameOf = (steps: readonly FinishSidesEvent[]) => steps.map((step) => describeEvent(step)).join(' > ') || 'start';
  const cases = paths.map((path) => [nameOf(stepsOf(path)), stepsOf(path), path.state as Snapshot] as const);

  /** Replays the steps on a real actor: every step's state, context and emits must be the oracle's. */
  const replay = (steps: readonly FinishSidesEvent[]) => {
    const actor = createActor(finishSidesMachine, { input, inspect: coverage.inspect });
    const emitted: FinishSidesEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    let model: Model = { value: 'editing', selections: [], issues: [], refusal: null };
    for (const [index, event] of steps.entries()) {
      const before = emitted.length;
      actor.send(event);
      const { next, emits } = expectedStep(model, event);
      expect(modelOf(actor.getSnapshot()), `after step ${index + 1}, ${describeEvent(event)}`).toEqual(next);
      expect(emitted.slice(before), `emitted by step ${index + 1}, ${describeEvent(event)}`).toEqual(emits);
      model = next;
    }
    actor.stop();
  };

  it.each(cases)('from %s, every event', (_name, steps, state) => {
    for (const last of eventsFor(state)) replay([...steps, last]);
  });

  // Besides every state's shortest path with every event: a seeded sample of other simple paths.
  const sampled = sampleSimplePaths(finishSidesMachine, traversal).map(({ path, event }) => {
    const steps = [...stepsOf(path), event];
    return [nameOf(steps), steps] as const;
  });
  it.each(sampled)('sampled: %s', (_name, steps) => replay(steps));

  itTookEveryPath(coverage);
});

describe('finish-sides machine (side rules of spec section 4)', () => {
  const start = (selections: FinishSidesInput['selections'] = []) => {
    const actor = createActor(finishSidesMachine, { input: { ...input, selections } });
    const emitted: FinishSidesEmitted[] = [];
    actor.on('side.refused', (refusal) => emitted.push(refusal));
    return { actor: actor.start(), emitted };
  };
  const choose = (side: (typeof CHOOSABLE_SIDES)[number]) => ({ type: 'side.choose' as const, finish: hem, side });
  const sides = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.selections.map((selection) => selection.side);

  it('refuses a side twice with "Side already exists", and waits for the toast to be seen', () => {
    const { actor, emitted } = start();
    actor.send(choose('top'));
    actor.send(choose('top'));
    expect(emitted).toEqual([{ type: 'side.refused', keyword: 'exists', side: 'top', with: 'top', message: 'Side already exists' }]);
    expect(actor.getSnapshot().value).toBe('refused');
    expect(sides(actor)).toEqual(['top']);
    actor.send({ type: 'refusal.seen' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('around disables every other side; an opposite side clashes with its two edges', () => {
    const { actor, emitted } = start();
    actor.send(choose('around'));
    for (const side of CHOOSABLE_SIDES.filter((other) => other !== 'around')) actor.send(choose(side));
    expect(emitted.map((refusal) => refusal.type === 'side.refused' && [refusal.keyword, refusal.side, refusal.with])).toEqual(
      CHOOSABLE_SIDES.filter((other) => other !== 'around').map((side) => ['conflict', side, 'around']),
    );
    actor.send({ type: 'side.remove', row: 0 });
    actor.send(choose('opposite-top'));
    actor.send(choose('bottom'));
    actor.send(choose('left'));
    expect(emitted.at(-1)).toMatchObject({ keyword: 'conflict', side: 'bottom', with: 'opposite-top' });
    expect(sides(actor)).toEqual(['opposite-top', 'left']);
  });

  it('extras of level 8 and 9 can be added once each; level 9 is refused at once without its location', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'extra.add', finish: tieWraps, location: null, level: 8 });
    actor.send({ type: 'extra.add', finish: tieWraps, location: null, level: 8 });
    actor.send({ type: 'refusal.seen' });
    actor.send({ type: 'extra.add', finish: flagPole, location: '   ', level: 9 });
    expect(emitted.map((refusal) => refusal.type === 'side.refused' && [refusal.keyword, refusal.message])).toEqual([
      ['exists', 'Extra product already added'],
      ['location', 'Choose a location'],
    ]);
    expect(actor.getSnapshot().context.selections).toHaveLength(1);
    actor.send({ type: 'refusal.seen' });
    actor.send({ type: 'extra.add', finish: flagPole, location: ' Links boven ', level: 9 });
    actor.send({ type: 'sides.check' });
    expect(actor.getSnapshot().value).toBe('valid');
    expect(actor.getSnapshot().context.selections).toEqual([
      { id: 8, finishing_id: 81, side: 'surface', location: null },
      { id: 9, finishing_id: 91, side: 'surface', location: 'Links boven' },
    ]);
  });

  it('the level-1 rule: every edge covered once any edge finish is chosen; an edit clears the issues', () => {
    const { actor } = start();
    actor.send(choose('opposite-top'));
    actor.send({ type: 'sides.check' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.issues.map((issue) => issue.message)).toEqual(['Right must be present', 'Left must be present']);
    actor.send(choose('opposite-top'));
    actor.send({ type: 'refusal.seen' });
    expect(actor.getSnapshot().value).toBe('invalid');
    actor.send(choose('opposite-left'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.issues).toEqual([]);
    actor.send({ type: 'sides.check' });
    expect(actor.getSnapshot().value).toBe('valid');
  });

  it('starts from choices made before (a print from the cart, folded back)', () => {
    const { actor, emitted } = start([{ id: 7, finishing_id: 71, side: 'around' }]);
    actor.send(choose('top'));
    expect(emitted).toHaveLength(1);
    actor.send({ type: 'sides.check' });
    expect(actor.getSnapshot().value).toBe('valid');
  });
});
