import { describe, expect, it } from 'vitest';
import { createActor, getNextSnapshot, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { Finish } from '../../src/domain/catalog.js';
import { CHOOSABLE_SIDES } from '../../src/domain/finish-sides.js';
import {
  finishSidesMachine, type FinishSidesEmitted, type FinishSidesEvent, type FinishSidesInput,
} from '../../machines/finish-sides.machine.js';
import { itTookEveryPath, trackCoverage } from '../support/path-coverage.js';

const link = (level: number, sequence: number) => ({ product_id: 1, level, location: null, sequence });
const finish = (id: number, name: string, level: number, side: Finish['side']): Finish => ({
  id, name, level, finishing_id: id * 10 + 1, default_code: `F${id}`, location: null, side, products: [link(level, id)],
});
const hem = finish(7, 'Zoom', 1, 'around');
const tieWraps = finish(8, 'Tie-wraps', 8, 'surface');
const flagPole = finish(9, 'Vlaggenmast', 9, 'surface');
const input: FinishSidesInput = { productId: 1, finishes: [hem, tieWraps, flagPole], selections: [] };

type Snapshot = SnapshotFrom<typeof finishSidesMachine>;

/** Two choices are enough to meet every rule (a side twice, a clash, an extra twice, a location). */
const MAX_CHOSEN = 2;
// A changed graph changes these numbers: look at the new paths before updating them.
const PATH_COUNT = 140;
const EDGE_COUNT = 653;

/**
 * What a user can do in a state: press any side of the edge finish, add either extra (the level-9
 * one with and without a location), remove the first row, go on (check), and see a refusal toast.
 */
function eventsFor(snapshot: Snapshot): FinishSidesEvent[] {
  const events: FinishSidesEvent[] = [{ type: 'sides.check' }];
  if (snapshot.context.selections.length < MAX_CHOSEN) {
    events.push(
      ...CHOOSABLE_SIDES.map((side) => ({ type: 'side.choose' as const, finish: hem, side })),
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
  if (event.type === 'side.choose') return `choose ${String(event.side)}`;
  if (event.type === 'extra.add') return `add ${(event.finish as Finish).name}${event.level === 9 ? `(${JSON.stringify(event.location)})` : ''}`;
  if (event.type === 'side.remove') return `remove row ${String(event.row)}`;
  return event.type;
};

describe('finish-sides machine (model-based)', () => {
  const coverage = trackCoverage(finishSidesMachine);
  const paths = getShortestPaths(finishSidesMachine, {
    input,
    events: eventsFor as never,
    serializeState: (snapshot) => keyOf(snapshot as Snapshot),
  });

  it('reaches editing, refused, invalid and valid (counts noticed when the graph changes)', () => {
    const values = new Set(paths.map((path) => String(path.state.value)));
    expect([...values].sort()).toEqual(['editing', 'invalid', 'refused', 'valid']);
    expect(paths.length).toBe(PATH_COUNT);
  });

  // Every event possible in every reached state, each replayed on a real actor.
  const cases = paths.map((path) => {
    const steps = path.steps.map((step) => step.event as FinishSidesEvent).filter((event) => (event.type as string) !== 'xstate.init');
    const name = steps.map((step) => describeEvent(step)).join(' > ') || 'start';
    return [name, steps, path.state as Snapshot] as const;
  });

  it('takes every event from every state', () => {
    expect(cases.reduce((sum, [, , state]) => sum + eventsFor(state).length, 0)).toBe(EDGE_COUNT);
  });

  it.each(cases)('from %s, every event', (_name, steps, state) => {
    for (const event of eventsFor(state)) {
      const actor = createActor(finishSidesMachine, { input, inspect: coverage.inspect });
      const emitted: FinishSidesEmitted[] = [];
      actor.on('*', (refusal) => emitted.push(refusal));
      actor.start();
      for (const step of steps) actor.send(step);
      expect(keyOf(actor.getSnapshot())).toBe(keyOf(state));
      const before = emitted.length;
      actor.send(event);
      const expected = getNextSnapshot(finishSidesMachine, state, event);
      const reached = actor.getSnapshot();
      expect(keyOf(reached)).toBe(keyOf(expected));
      // A refused choice leaves the selections as they were and emits the toast's refusal once.
      const refusedNow = (event.type === 'side.choose' || event.type === 'extra.add') && reached.matches('refused');
      // A check that finds issues emits them once, for one toast per issue.
      const invalidNow = event.type === 'sides.check' && reached.matches('invalid');
      const emits = refusedNow ? [{ type: 'side.refused', ...reached.context.refusal! }] : invalidNow ? [{ type: 'sides.invalid', issues: reached.context.issues }] : [];
      expect(emitted.slice(before)).toEqual(emits);
      if (refusedNow) expect(reached.context.selections).toEqual(state.context.selections);
      actor.stop();
    }
  });

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

  it('refuses a side twice with "side already exists", and waits for the toast to be seen', () => {
    const { actor, emitted } = start();
    actor.send(choose('top'));
    actor.send(choose('top'));
    expect(emitted).toEqual([{ type: 'side.refused', keyword: 'exists', side: 'top', with: 'top', message: 'side already exists' }]);
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
      ['location', 'Location is required'],
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
