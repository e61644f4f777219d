import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine, cartTotalCents, NO_DEFAULTS, type CartEmitted, type CartPrint, type PriceAnswer } from '../../machines/cart.machine.js';
import type { Finish, Product } from '../../src/domain/catalog.js';

/** The cart's edit modal: the print machine runs on a print of the cart; expectations by hand. */
const product = (id: number): Product => ({
  id, name: `P${id}`, material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: false,
  fixed_width: 0, fixed_height: 0, sides: 1, default_code: 'X', is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind: 'sheet',
});
const line = { originals: 1, quantity: 2, width: 1000, height: 500, sides: 1 as const, abaa: 1 as const, remark: '' };
const print = (uuid: string, extra: Partial<CartPrint> = {}): CartPrint => ({ uuid, product_id: 1, complete: true, prices: {}, copies: [line], finishes: [], ...extra });

function cart(prints: CartPrint[]) {
  const calls: { uuid: string; quantity: number | null | undefined; resolve: (answer: PriceAnswer) => void }[] = [];
  const fetchPrice = fromPromise<PriceAnswer, { print: CartPrint }>(
    ({ input }) => new Promise((resolve) => calls.push({ uuid: input.print.uuid, quantity: input.print.copies[0]?.quantity, resolve })),
  );
  const actor = createActor(cartMachine.provide({ actors: { fetchPrice } }), { input: {} }).start();
  actor.send({ type: 'cart.load', prints, defaults: NO_DEFAULTS });
  const editor = () => actor.getSnapshot().children.printEdit;
  const quantity = (value: string) =>
    editor()!.send({ type: 'lines.edit', edit: { type: 'field', row: 0, field: 'quantity', text: value, language: 'nl' } });
  return { actor, calls, editor, quantity, items: () => actor.getSnapshot().context.items, settle: () => new Promise((resolve) => setImmediate(resolve)) };
}

describe('cart: editing a print in the modal', () => {
  it('opens the print machine on that print with both editors, and Save replaces it with a new price', async () => {
    const c = cart([print('a', { extra_reference: 'Hal 3' }), print('b')]);
    c.calls[0]!.resolve({ product: 10, frames: 0 });
    c.calls[1]!.resolve({ product: 5, frames: 0 });
    await c.settle();
    expect(cartTotalCents(c.items())).toBe(1500);
    c.actor.send({ type: 'print.edit', uuid: 'a', product: product(1), finishes: [] });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'editing' });
    expect(c.actor.getSnapshot().context.editing).toBe('a');
    expect(c.editor()!.getSnapshot().value).toBe('editing');
    expect(c.editor()!.getSnapshot().context.lines.map((copy) => copy.quantity)).toEqual([2]);
    c.quantity('7');
    // Nothing changes in the cart until Save.
    expect(c.items()[0]!.print.copies[0]!.quantity).toBe(2);
    c.editor()!.send({ type: 'print.save' });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(c.actor.getSnapshot().context.editing).toBeNull();
    expect(c.editor()).toBeUndefined();
    expect(c.items().map((item) => [item.print.uuid, item.print.copies[0]!.quantity, item.print.extra_reference, item.price.status])).toEqual([
      ['a', 7, 'Hal 3', 'loading'],
      ['b', 2, undefined, 'known'],
    ]);
    // The saved print asks its price again; the unpriced print counts 0 in the total meanwhile.
    expect(c.calls.map((call) => [call.uuid, call.quantity])).toEqual([['a', 2], ['b', 2], ['a', 7]]);
    expect(cartTotalCents(c.items())).toBe(500);
    c.calls[2]!.resolve({ product: 35, frames: 1.5 });
    await c.settle();
    expect(cartTotalCents(c.items())).toBe(4150);
  });

  it('Save empties the chosen delivery date, as every completed print does (spec section 4); Cancel keeps it', () => {
    const c = cart([print('a')]);
    const date = () => c.actor.getSnapshot().context.details.delivery_date;
    c.actor.send({ type: 'details.change', details: { delivery_date: '2026-12-01' } });
    c.actor.send({ type: 'print.edit', uuid: 'a', product: product(1), finishes: [] });
    c.actor.send({ type: 'edit.close' });
    expect(date()).toBe('2026-12-01');
    c.actor.send({ type: 'print.edit', uuid: 'a', product: product(1), finishes: [] });
    c.quantity('40');
    c.editor()!.send({ type: 'print.save' });
    expect(date()).toBe('');
  });

  it('Cancel keeps the print as it was and stops the editor', () => {
    const c = cart([print('a')]);
    c.actor.send({ type: 'print.edit', uuid: 'a', product: product(1), finishes: [] });
    c.quantity('9');
    c.actor.send({ type: 'edit.close' });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    expect(c.editor()).toBeUndefined();
    expect(c.items()[0]!.print.copies[0]!.quantity).toBe(2);
    expect(c.calls).toHaveLength(1);
  });

  it('Save with a line that is not valid keeps the modal open and the print unchanged', () => {
    const c = cart([print('a')]);
    c.actor.send({ type: 'print.edit', uuid: 'a', product: product(1), finishes: [] });
    c.quantity('0');
    c.editor()!.send({ type: 'print.save' });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'editing' });
    expect(c.editor()!.getSnapshot().context.copyIssues.length).toBeGreaterThan(0);
    expect(c.items()[0]!.print.copies[0]!.quantity).toBe(2);
  });

  it("tells the modal's notices as the cart's own: Save refused on the lines, a side chosen twice (until its toast is seen), the missing edges", () => {
    const hem: Finish = {
      id: 7, name: 'Zoom', level: 1, finishing_id: 101, default_code: 'AF', location: null, side: 'around',
      products: [{ product_id: 1, level: 1, location: null, sequence: 1 }],
    };
    const c = cart([print('a')]);
    const told: CartEmitted[] = [];
    for (const type of ['copies.refused', 'side.refused', 'sides.invalid'] as const) c.actor.on(type, (notice) => told.push(notice));
    c.actor.send({ type: 'print.edit', uuid: 'a', product: product(1), finishes: [hem] });
    const sides = () => c.editor()!.getSnapshot().children.finishSides!;
    sides().send({ type: 'side.choose', finish: hem, side: 'top' });
    sides().send({ type: 'side.choose', finish: hem, side: 'top' });
    expect(told).toEqual([{ type: 'side.refused', keyword: 'exists', side: 'top', with: 'top', message: 'Side already exists' }]);
    expect(sides().getSnapshot().value).toBe('refused');
    c.actor.send({ type: 'refusal.seen' });
    expect(sides().getSnapshot().value).toBe('editing');
    c.editor()!.send({ type: 'print.save' });
    expect(told.slice(1).map((notice) => notice.type === 'sides.invalid' && notice.issues.map((issue) => issue.field))).toEqual([['right', 'bottom', 'left']]);
    c.quantity('0');
    c.editor()!.send({ type: 'print.save' });
    expect(told.slice(2)).toEqual([{ type: 'copies.refused', issues: c.editor()!.getSnapshot().context.copyIssues }]);
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'editing' });
  });

  it('asks nothing for a print that is not in the cart, and no removal while the modal is open', () => {
    const c = cart([print('a')]);
    c.actor.send({ type: 'print.edit', uuid: 'z', product: product(1), finishes: [] });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'shopping' });
    c.actor.send({ type: 'print.edit', uuid: 'a', product: product(1), finishes: [] });
    c.actor.send({ type: 'print.remove', uuid: 'a' });
    expect(c.actor.getSnapshot().value).toEqual({ filled: 'editing' });
    expect(c.actor.getSnapshot().context.removing).toBeNull();
  });

  it('a placed order (a new empty cart) or another owner (cart.load) closes the modal', () => {
    const c = cart([print('a')]);
    c.actor.send({ type: 'print.edit', uuid: 'a', product: product(1), finishes: [] });
    c.actor.send({ type: 'cart.load', prints: [], defaults: NO_DEFAULTS });
    expect(c.actor.getSnapshot().value).toBe('empty');
    expect(c.actor.getSnapshot().context.editing).toBeNull();
    expect(c.editor()).toBeUndefined();
  });
});
