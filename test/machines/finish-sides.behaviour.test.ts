import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Finish } from '../../src/domain/catalog.js';
import { finishSidesMachine, type FinishSidesEmitted, type FinishSidesInput } from '../../machines/finish-sides.machine.js';

/** The side rules as the finish editor meets them, every expectation written out by hand. */
const finish = (id: number, level: number, side: Finish['side']): Finish => ({
  id, name: `F${id}`, level, finishing_id: id * 10 + 1, default_code: `F${id}`, location: null, side, products: [{ product_id: 1, level, location: null, sequence: id }],
});
const hem = finish(7, 1, 'around');
const tieWraps = finish(8, 8, 'surface');

function start(input: Partial<FinishSidesInput> = {}) {
  const actor = createActor(finishSidesMachine, { input: { productId: 1, finishes: [hem, tieWraps], selections: [], ...input } });
  const emitted: FinishSidesEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, snapshot: () => actor.getSnapshot() };
}

describe('finishSides: refusals and checks', () => {
  it('a check with a missing edge shows its issues (sides.invalid); a refused choice then keeps them after its toast', () => {
    const f = start();
    f.actor.send({ type: 'side.choose', finish: hem, side: 'top' });
    f.actor.send({ type: 'side.choose', finish: hem, side: 'right' });
    f.actor.send({ type: 'side.choose', finish: hem, side: 'bottom' });
    f.actor.send({ type: 'sides.check' });
    expect(f.snapshot().value).toBe('invalid');
    expect(f.snapshot().context.issues.map((issue) => issue.message)).toEqual(['Left must be present']);
    expect(f.emitted).toEqual([{ type: 'sides.invalid', issues: f.snapshot().context.issues }]);
    f.actor.send({ type: 'side.choose', finish: hem, side: 'around' });
    expect(f.snapshot().value).toBe('refused');
    expect(f.snapshot().context.refusal).toEqual({ keyword: 'conflict', side: 'around', with: 'top', message: f.snapshot().context.refusal!.message });
    f.actor.send({ type: 'refusal.seen' });
    expect(f.snapshot().value).toBe('invalid');
    expect(f.snapshot().context.refusal).toBeNull();
    expect(f.snapshot().context.issues).toHaveLength(1);
  });

  it('a second edge finish on a side a hem covers is refused (edge); a finish of another level may share it', () => {
    const keder = finish(9, 1, 'around');
    const eyelets = finish(10, 2, 'around');
    const f = start({ finishes: [hem, keder, eyelets, tieWraps] });
    f.actor.send({ type: 'side.choose', finish: hem, side: 'top' });
    f.actor.send({ type: 'side.choose', finish: eyelets, side: 'top' });
    expect(f.snapshot().context.selections.map((selection) => [selection.id, selection.side])).toEqual([[7, 'top'], [10, 'top']]);
    expect(f.snapshot().context.refusal).toBeNull();
    f.actor.send({ type: 'side.choose', finish: keder, side: 'top' });
    expect(f.snapshot().value).toBe('refused');
    expect(f.snapshot().context.refusal).toEqual({ keyword: 'edge', side: 'top', with: 'top', message: 'Top already has a hem or other edge finish; choose one edge finish per side' });
    expect(f.emitted.at(-1)).toEqual({ type: 'side.refused', keyword: 'edge', side: 'top', with: 'top', message: 'Top already has a hem or other edge finish; choose one edge finish per side' });
    expect(f.snapshot().context.selections).toHaveLength(2);
    f.actor.send({ type: 'refusal.seen' });
    f.actor.send({ type: 'side.choose', finish: keder, side: 'bottom' });
    expect(f.snapshot().context.selections.map((selection) => [selection.id, selection.side])).toEqual([[7, 'top'], [10, 'top'], [9, 'bottom']]);
  });

  it('an edge finish the product does not offer at level 1 is not held to the one-edge-per-side rule', () => {
    const keder = { ...finish(9, 1, 'around'), products: [{ product_id: 2, level: 1, location: null, sequence: 9 }] };
    const f = start({ finishes: [hem, keder] });
    f.actor.send({ type: 'side.choose', finish: hem, side: 'top' });
    f.actor.send({ type: 'side.choose', finish: keder, side: 'top' });
    expect(f.snapshot().context.refusal).toBeNull();
    expect(f.snapshot().context.selections).toHaveLength(2);
  });

  it('a refusal seen without earlier issues goes back to editing; removing a row removes that row only', () => {
    const f = start();
    f.actor.send({ type: 'side.choose', finish: hem, side: 'top' });
    f.actor.send({ type: 'side.choose', finish: hem, side: 'bottom' });
    f.actor.send({ type: 'side.choose', finish: hem, side: 'top' });
    expect(f.snapshot().value).toBe('refused');
    f.actor.send({ type: 'refusal.seen' });
    expect(f.snapshot().value).toBe('editing');
    expect(f.snapshot().context.refusal).toBeNull();
    expect(f.snapshot().context.issues).toEqual([]);
    f.actor.send({ type: 'side.remove', row: 0 });
    expect(f.snapshot().context.selections.map((selection) => selection.side)).toEqual(['bottom']);
  });

  it('a level-9 extra without its location is refused when added (location)', () => {
    const sleeve = finish(11, 9, 'surface');
    const f = start({ finishes: [hem, sleeve] });
    f.actor.send({ type: 'extra.add', finish: sleeve, location: '  ', level: 9 });
    expect(f.snapshot().value).toBe('refused');
    expect(f.snapshot().context.refusal).toMatchObject({ keyword: 'location', side: 'surface', with: 'surface' });
    expect(f.snapshot().context.selections).toEqual([]);
    f.actor.send({ type: 'refusal.seen' });
    f.actor.send({ type: 'extra.add', finish: sleeve, location: ' Boven ', level: 9 });
    expect(f.snapshot().context.selections).toEqual([{ id: 11, finishing_id: 111, side: 'surface', location: 'Boven' }]);
  });

  it('an extra added twice is refused on the surface; removing a row clears the issues and the refusal', () => {
    const f = start();
    f.actor.send({ type: 'extra.add', finish: tieWraps, location: null, level: 8 });
    f.actor.send({ type: 'extra.add', finish: tieWraps, location: null, level: 8 });
    expect(f.emitted).toEqual([{ type: 'side.refused', keyword: 'exists', side: 'surface', with: 'surface', message: 'Extra product already added' }]);
    f.actor.send({ type: 'side.remove', row: 0 });
    expect(f.snapshot().value).toBe('editing');
    expect(f.snapshot().context).toMatchObject({ selections: [], issues: [], refusal: null });
    f.actor.send({ type: 'sides.check' });
    expect(f.snapshot().value).toBe('valid');
    expect(f.snapshot().context.issues).toEqual([]);
  });

  it('going on while a refusal toast is pending passes the check and drops the refusal', () => {
    const f = start();
    f.actor.send({ type: 'extra.add', finish: tieWraps, location: null, level: 8 });
    f.actor.send({ type: 'extra.add', finish: tieWraps, location: null, level: 8 });
    expect(f.snapshot().value).toBe('refused');
    f.actor.send({ type: 'sides.check' });
    expect(f.snapshot().value).toBe('valid');
    expect(f.snapshot().context).toMatchObject({ issues: [], refusal: null });
  });

  it('starts from the choices made before without changing the list it was given', () => {
    const before = [{ id: 7, finishing_id: 71, side: 'around' as const }];
    const f = start({ selections: before });
    f.actor.send({ type: 'side.remove', row: 0 });
    expect(before).toEqual([{ id: 7, finishing_id: 71, side: 'around' }]);
    expect(f.snapshot().context).toMatchObject({ productId: 1, selections: [], issues: [], refusal: null });
    expect(finishSidesMachine.id).toBe('finishSides');
  });
});
