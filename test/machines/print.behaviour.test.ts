import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Finish, Product } from '../../src/domain/catalog.js';
import { printMachine, type PrintEmitted } from '../../machines/print.machine.js';
import { applyLineEdit } from '../../machines/line-edits.js';
import { buildPrint } from '../../machines/print-build.js';

/**
 * What a customer notices while configuring a print, every expectation written out by hand
 *.
 */
const product = (id: number, kind: Product['kind'] = 'sheet', extra: Partial<Product> = {}): Product => ({
  id, name: `P${id}`, material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
  fixed_width: 0, fixed_height: 0, sides: 1, default_code: 'X', is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind, ...extra,
});
const hem: Finish = {
  id: 7, name: 'Zoom', level: 1, finishing_id: 101, default_code: 'AF', location: null, side: 'around',
  products: [{ product_id: 1, level: 1, location: null, sequence: 1 }, { product_id: 3, level: 1, location: null, sequence: 1 }],
};
const sheet = product(1);
const plain = product(2);
const frame = product(3, 'frame');
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
const blank = { originals: null, quantity: null, width: null, height: null, sides: 1, abaa: 1, remark: '' };
const around = (['top', 'right', 'bottom', 'left'] as const).map((side) => ({ id: 7, finishing_id: 101, side }));

function start(chosen: Product, uuid = 'u-1') {
  const actor = createActor(printMachine);
  const emitted: PrintEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  actor.send({ type: 'print.start', product: chosen, finishes: [hem], uuid });
  const sides = () => actor.getSnapshot().children.finishSides!;
  const toFinishes = () => {
    actor.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    actor.send({ type: 'copies.next' });
  };
  const chooseAround = () => sides().send({ type: 'side.choose', finish: hem, side: 'around' });
  return { actor, emitted, sides, toFinishes, chooseAround, context: () => actor.getSnapshot().context };
}

describe('print: a PlusFrame', () => {
  it('the frame options chosen in the finishes step go into the print for the cart (frame.change)', () => {
    const p = start(frame);
    p.toFinishes();
    expect(p.actor.getSnapshot().value).toEqual({ active: { finishes: 'editing' } });
    p.actor.send({ type: 'frame.change', frame: { base: 111, support: true, wallmount: false } });
    expect(p.context().frame).toEqual({ base: 111, support: true, wallmount: false });
    const price = p.actor.getSnapshot().children.printPrice!.getSnapshot().context.print;
    expect(price?.frames).toEqual([{ id: 3, base: 111, support: true, wallmount: false, sizes: [{ pieces: 2, width: 1000, height: 500 }] }]);
    expect(price?.complete).toBe(false);
    p.chooseAround();
    p.actor.send({ type: 'finishes.next' });
    expect(p.actor.getSnapshot().matches('complete')).toBe(true);
    expect(p.emitted.at(-1)).toEqual({
      type: 'print.completed',
      print: {
        product_id: 3, copies: [line], finishes: around, complete: true, uuid: 'u-1', prices: {},
        frames: [{ id: 3, base: 111, support: true, wallmount: false, sizes: [{ pieces: 2, width: 1000, height: 500 }] }],
      },
    });
  });

  it('a print from the cart keeps its frame options, and they can be changed there', () => {
    const actor = createActor(printMachine).start();
    const stored = { id: 3, base: 111, support: false, wallmount: true, sizes: [] };
    actor.send({ type: 'print.edit', product: frame, finishes: [hem], print: { product_id: 3, copies: [{ ...line, remark: null as never }], finishes: around, complete: true, uuid: 'u-5', prices: {}, frames: [stored] } });
    expect(actor.getSnapshot().context.frame).toEqual({ base: 111, support: false, wallmount: true });
    expect(actor.getSnapshot().context.lines).toEqual([line]);
    actor.send({ type: 'frame.change', frame: { base: null, support: true, wallmount: true } });
    actor.send({ type: 'print.save' });
    expect(actor.getSnapshot().context.completed?.frames?.[0]).toMatchObject({ base: null, support: true, wallmount: true });
  });

  it('starting a new print forgets the frame, lines, sides and the completed print of the last one', () => {
    const p = start(frame);
    p.toFinishes();
    p.actor.send({ type: 'frame.change', frame: { base: 111, support: true, wallmount: true } });
    p.chooseAround();
    p.actor.send({ type: 'finishes.next' });
    p.actor.send({ type: 'print.start', product: sheet, finishes: [hem], uuid: 'u-2' });
    expect(p.context()).toMatchObject({
      uuid: 'u-2', lines: [blank], selections: [], copyIssues: [], finishIssues: [], completed: null,
      frame: { base: null, support: false, wallmount: false }, needsFinishes: true,
    });
    p.actor.send({ type: 'print.start', product: plain, finishes: [hem], uuid: 'u-3' });
    expect(p.context().needsFinishes).toBe(false);
    p.actor.send({ type: 'print.done', next: 'selector' });
    expect(p.context().completed).toBeNull();
  });
});

describe('print: the finishes step', () => {
  it('a product without finishes completes on a valid Next; Done (print.done) closes it and forgets it', () => {
    const p = start(plain, 'u-8');
    expect(p.actor.getSnapshot().hasTag('asksBeforeLeaving')).toBe(true);
    p.toFinishes();
    expect(p.actor.getSnapshot().matches('complete')).toBe(true);
    // Starting the print opened the copies step (the wizard follows it to /printer).
    expect(p.emitted).toEqual([{ type: 'copies.opened' }, { type: 'print.completed', print: { product_id: 2, copies: [line], finishes: [], complete: true, uuid: 'u-8', prices: {} } }]);
    expect(p.actor.getSnapshot().hasTag('asksBeforeLeaving')).toBe(false);
    p.actor.send({ type: 'print.done', next: 'selector' });
    expect(p.actor.getSnapshot().value).toBe('idle');
    expect(p.context()).toMatchObject({ product: null, lines: [], selections: [], completed: null });
    // The wizard's page follows: on to more products.
    expect(p.emitted.at(-1)).toEqual({ type: 'print.closed', next: 'selector' });
  });

  it('Back on the copies step and the Selection crumb ask for the product choice, on either step; the print stays as it is', () => {
    const p = start(plain, 'u-9');
    p.actor.send({ type: 'selector.open' });
    expect(p.emitted.at(-1)).toEqual({ type: 'selector.requested' });
    expect(p.actor.getSnapshot().matches({ active: { copies: 'editing' } })).toBe(true);
  });

  it('says when the finishes step opens and when Back returns to the copies; both steps ask before leaving', () => {
    const p = start(sheet);
    p.toFinishes();
    expect(p.emitted).toEqual([{ type: 'copies.opened' }, { type: 'finishes.opened' }]);
    expect(p.actor.getSnapshot().hasTag('asksBeforeLeaving')).toBe(true);
    p.actor.send({ type: 'step.back' });
    expect(p.actor.getSnapshot().value).toEqual({ active: { copies: 'editing' } });
    expect(p.emitted).toEqual([{ type: 'copies.opened' }, { type: 'finishes.opened' }, { type: 'copies.opened' }]);
  });

  it('an earlier check\'s issues are gone when the step is entered again', () => {
    const p = start(sheet);
    p.toFinishes();
    p.sides().send({ type: 'side.choose', finish: hem, side: 'top' });
    p.actor.send({ type: 'finishes.next' });
    expect(p.context().finishIssues.map((issue) => issue.field)).toEqual(['right', 'bottom', 'left']);
    p.actor.send({ type: 'step.back' });
    p.actor.send({ type: 'copies.next' });
    expect(p.context().finishIssues).toEqual([]);
  });

  it('the line issues of a refused Next are gone after a valid Next', () => {
    const p = start(sheet);
    p.actor.send({ type: 'copies.next' });
    expect(p.actor.getSnapshot().value).toEqual({ active: { copies: 'editing' } });
    expect(p.context().copyIssues.length).toBeGreaterThan(0);
    p.toFinishes();
    expect(p.actor.getSnapshot().value).toEqual({ active: { finishes: 'editing' } });
    expect(p.context().copyIssues).toEqual([]);
  });

  it('leaving asks first: cancel keeps the step as it was, confirm drops the print and says which', () => {
    const p = start(sheet, 'u-7');
    p.toFinishes();
    p.chooseAround();
    p.actor.send({ type: 'leave.request' });
    expect(p.actor.getSnapshot().hasTag('confirmingLeave')).toBe(true);
    p.actor.send({ type: 'leave.cancel' });
    expect(p.actor.getSnapshot().value).toEqual({ active: { finishes: 'editing' } });
    expect(p.context().selections.map((selection) => selection.side)).toEqual(['around']);
    p.actor.send({ type: 'leave.request' });
    p.actor.send({ type: 'leave.confirm' });
    expect(p.actor.getSnapshot().value).toBe('idle');
    expect(p.emitted.at(-1)).toEqual({ type: 'print.removed', uuid: 'u-7' });
    expect(p.context()).toMatchObject({ product: null, lines: [], selections: [], copyIssues: [], completed: null });
  });

  it('typing in the lines on the copies step asks the price of the new lines', () => {
    const p = start(sheet);
    p.actor.send({ type: 'lines.edit', edit: { type: 'import', lines: [line] } });
    p.actor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: '5', language: 'nl' } });
    expect(p.context().lines[0]!.quantity).toBe(5);
    expect(p.actor.getSnapshot().children.printPrice!.getSnapshot().context.print?.copies[0]?.quantity).toBe(5);
  });

  it('the finishes step keeps the lines as they were validated, so the completed print is always a print', () => {
    const p = start(sheet);
    p.toFinishes();
    // No editor on this step sends lines; a stray edit (a late Excel read, say) must not make them invalid.
    p.actor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: '0', language: 'nl' } });
    expect(p.context().lines).toEqual([line]);
    p.chooseAround();
    p.actor.send({ type: 'finishes.next' });
    expect(p.actor.getSnapshot().matches('complete')).toBe(true);
    expect(p.emitted.at(-1)).toEqual({ type: 'print.completed', print: { product_id: 1, copies: [line], finishes: around, complete: true, uuid: 'u-1', prices: {} } });
  });

  it('choosing a side asks the price with that finish', () => {
    const p = start(sheet);
    p.toFinishes();
    p.chooseAround();
    expect(p.context().selections.map((selection) => selection.side)).toEqual(['around']);
    expect(p.actor.getSnapshot().children.printPrice!.getSnapshot().context.print?.finishes).toEqual(around);
  });
});

describe('print: from the cart', () => {
  it('opening a print from the cart shows no line issues, even after a refused Next in the wizard', () => {
    const p = start(sheet);
    p.actor.send({ type: 'copies.next' });
    expect(p.context().copyIssues.length).toBeGreaterThan(0);
    p.actor.send({ type: 'print.edit', product: plain, finishes: [], print: { product_id: 2, copies: [line], finishes: [], complete: true, uuid: 'u-6', prices: {} } });
    expect(p.actor.getSnapshot().value).toBe('editing');
    expect(p.context().copyIssues).toEqual([]);
  });

  it('in the edit modal a chosen side shows at once, and a Save with a missing edge shows the finish issues', () => {
    const actor = createActor(printMachine).start();
    actor.send({ type: 'print.edit', product: sheet, finishes: [hem], print: { product_id: 1, copies: [line], finishes: [], complete: true, uuid: 'u-7', prices: {} } });
    actor.getSnapshot().children.finishSides!.send({ type: 'side.choose', finish: hem, side: 'top' });
    expect(actor.getSnapshot().context.selections).toEqual([{ id: 7, finishing_id: 101, side: 'top' }]);
    actor.send({ type: 'print.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.finishIssues.map((issue) => issue.field)).toEqual(['right', 'bottom', 'left']);
  });

  it('Save with a line that is no longer valid is refused with its issues and stays open', () => {
    const actor = createActor(printMachine);
    const emitted: PrintEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'print.edit', product: plain, finishes: [], print: { product_id: 2, copies: [line], complete: true, uuid: 'u-4', prices: {} } as never });
    expect(actor.getSnapshot().context.selections).toEqual([]);
    actor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: '0', language: 'nl' } });
    actor.send({ type: 'print.save' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(emitted).toEqual([{ type: 'copies.refused', issues: actor.getSnapshot().context.copyIssues }]);
    expect(actor.getSnapshot().context.copyIssues.map((issue) => issue.field)).toEqual(['quantity']);
    actor.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: '3', language: 'nl' } });
    actor.send({ type: 'print.save' });
    expect(actor.getSnapshot().value).toEqual({ complete: 'fromCart' });
    expect(actor.getSnapshot().context.copyIssues).toEqual([]);
    expect(emitted.at(-1)).toEqual({ type: 'print.completed', print: { product_id: 2, copies: [{ ...line, quantity: 3 }], finishes: [], complete: true, uuid: 'u-4', prices: {} } });
  });
});

describe('print: editing the lines', () => {
  const rules = { fixed_width: 0, fixed_height: 0, sides: 1 as const, min_order_qty: 0, kind: 'sheet' as const };
  const two = [line, { ...line, originals: 3 }];

  it('changes one field, remark or ABAA of one row and leaves the list given as it was', () => {
    expect(applyLineEdit(two, { type: 'field', row: 1, field: 'width', text: '700', language: 'nl' }, rules)).toEqual([line, { ...line, originals: 3, width: 700 }]);
    expect(applyLineEdit(two, { type: 'remark', row: 0, value: 'Spiegelen' }, rules)).toEqual([{ ...line, remark: 'Spiegelen' }, two[1]]);
    expect(applyLineEdit(two, { type: 'abaa', row: 0, value: 2 }, rules)[0]!.abaa).toBe(2);
    expect(applyLineEdit(two, { type: 'field', row: 5, field: 'width', text: '700', language: 'nl' }, rules)).toEqual(two);
    // An edit for a row that is gone (a late remark or ABAA of a removed row) changes nothing.
    expect(applyLineEdit(two, { type: 'remark', row: 5, value: 'Spiegelen' }, rules)).toEqual(two);
    expect(applyLineEdit(two, { type: 'abaa', row: 2, value: 2 }, rules)).toEqual(two);
    expect(two).toEqual([line, { ...line, originals: 3 }]);
  });

  it('adds a fresh line (with the fixed size of the product; A/A when double-sided), duplicates one under itself, removes one but never the last', () => {
    expect(applyLineEdit([line], { type: 'add' }, { ...rules, fixed_width: 850, fixed_height: 2000, sides: 2 as const })).toEqual([
      line, { ...blank, width: 850, height: 2000, sides: 2, abaa: 2 },
    ]);
    expect(applyLineEdit(two, { type: 'duplicate', row: 0 }, rules)).toEqual([line, line, two[1]]);
    expect(applyLineEdit([{ ...line, id: 4 }], { type: 'duplicate', row: 0 }, rules)).toEqual([{ ...line, id: 4 }, line]);
    expect(applyLineEdit(two, { type: 'duplicate', row: 9 }, rules)).toEqual(two);
    expect(applyLineEdit(two, { type: 'remove', row: 0 }, rules)).toEqual([two[1]]);
    expect(applyLineEdit([line], { type: 'remove', row: 0 }, rules)).toEqual([line]);
  });

  it('imported lines take the place of untouched lines only', () => {
    const imported = [{ ...line, quantity: 9 }];
    expect(applyLineEdit([blank as never], { type: 'import', lines: imported }, rules)).toEqual(imported);
    for (const touched of [{ originals: 1 }, { quantity: 1 }, { width: 1 }, { height: 1 }, { remark: 'x' }]) {
      const kept = { ...blank, ...touched } as never;
      expect(applyLineEdit([kept], { type: 'import', lines: imported }, rules)).toEqual([kept, ...imported]);
    }
    expect(applyLineEdit([{ ...blank, remark: '  ' } as never], { type: 'import', lines: imported }, rules)).toEqual(imported);
    // Refused text typed in a field (kept so the editor can say why) counts as typed in.
    const typedIn = { ...blank, typed: { width: '12,5' } } as never;
    expect(applyLineEdit([typedIn], { type: 'import', lines: imported }, rules)).toEqual([typedIn, ...imported]);
    expect(applyLineEdit([blank as never], { type: 'import', lines: [] }, rules)).toEqual([blank]);
  });
});

describe('print: the print handed over', () => {
  const parts = { product: sheet, uuid: 'u-1', lines: [line], selections: [], frame: { base: null, support: false, wallmount: false } };

  it('is none without a product, with an invalid line, or with only blank lines', () => {
    expect(buildPrint({ ...parts, product: null })).toBeNull();
    expect(buildPrint({ ...parts, lines: [{ ...line, width: 1 }] })).toBeNull();
    // One invalid line is enough: no price or cart entry for the valid lines alone.
    expect(buildPrint({ ...parts, lines: [line, { ...line, width: 1 }] })).toBeNull();
    expect(buildPrint({ ...parts, lines: [blank as never] })).toBeNull();
  });

  it('names a finish location only when it has one, and no frames for a product that is no PlusFrame', () => {
    const selections = [{ id: 7, finishing_id: 101, side: 'top' as const, location: 'links' }, { id: 8, finishing_id: 102, side: 'surface' as const }];
    expect(buildPrint({ ...parts, selections: selections as never }, false)).toEqual({
      product_id: 1, copies: [line], complete: false, uuid: 'u-1', prices: {},
      finishes: [{ id: 7, finishing_id: 101, side: 'top', location: 'links' }, { id: 8, finishing_id: 102, side: 'surface' }],
    });
    expect(printMachine.id).toBe('print');
  });
});
