import { describe, expect, it } from 'vitest';
import type { Finish, Product } from '../../../src/domain/catalog.js';
import type { FinishChoice } from '../../../src/domain/finish-choices.js';
import { choicePrices, priceFromCatalog, totalCentsOf } from '../../../src/domain/pricing/index.js';
import type { Copy } from '../../../src/domain/copy.js';

// What a finish choice adds, shown before it is made: the print priced with it minus without.
const banner: Product = {
  id: 1, name: 'Frontlit', material: 'PVC', gloss: 'mat', width: 5000, density: '510 g/m²', fire_resistant: true, fixed_width: 0,
  fixed_height: 0, sides: 1, default_code: 'B', is_favorite: false, min_order_qty: 0, weld_max_mm: 0, kind: 'sheet',
  pricing: { price_cents: 1500, min_area_cm2: 0, double_sided_pct: 160, tiers: [{ from_m2: 5, discount_pct: 10 }], support_price_cents: 0, wallmount_price_cents: 0, seam_price_cents: 0 },
};
const finish = (id: number, level: number, pricing: Finish['pricing']): Finish => ({
  id, name: `F${id}`, level, finishing_id: 100 + id, default_code: `F${id}`, location: null, side: 'around',
  products: [{ product_id: 1, level, location: null, sequence: id }], ...(pricing ? { pricing } : {}),
});
const hem = finish(1, 1, { price_kind: 'metre', price_cents: 150, spacing_mm: 0 });
const eyelets = finish(2, 2, { price_kind: 'item', price_cents: 35, spacing_mm: 500 });
const tieWraps = finish(3, 8, { price_kind: 'piece', price_cents: 150, spacing_mm: 0 });
const unpriced = finish(4, 2, undefined);
const finishes = [hem, eyelets, tieWraps, unpriced];
const copy: Copy = { originals: 1, quantity: 2, width: 2000, height: 1000, sides: 1, abaa: 1, remark: '' };
const side = (f: Finish, where: 'around' | 'top' | 'left' | 'opposite-top'): FinishChoice => ({ type: 'side.choose', finish: f, side: where });

describe('choicePrices', () => {
  it('is what the choice adds to the live price: per metre of its sides, per eyelet, per piece', () => {
    const choices = [side(hem, 'around'), side(hem, 'top'), side(hem, 'left'), side(eyelets, 'around'), side(eyelets, 'opposite-top'), { type: 'extra.add', finish: tieWraps, location: null, level: 8 } as const];
    // 2 pieces: around 6 m, top 2 m, left 1 m at EUR 1.50; eyelets 12 around (5 + 3 + 5 + 3, the four corner holes shared by two sides counted once), 10 top and bottom, at EUR 0.35; tie-wraps per piece.
    expect(choicePrices({ copies: [copy] }, [], choices, banner, finishes)).toEqual([1800, 600, 300, 840, 700, 300]);
  });

  it('counts on top of what is chosen, and equals the difference of the two live prices', () => {
    const chosen = [{ id: hem.id, finishing_id: hem.finishing_id, side: 'top' as const }];
    const [added] = choicePrices({ copies: [copy, { ...copy, width: 3000, quantity: 5 }] }, chosen, [side(eyelets, 'left')], banner, finishes);
    const total = (sides: { id: number; finishing_id: number; side: 'top' | 'left' }[]) =>
      totalCentsOf(priceFromCatalog({ copies: [copy, { ...copy, width: 3000, quantity: 5 }], finishes: sides }, banner, finishes)!);
    expect(added).toBe(total([...chosen, { id: eyelets.id, finishing_id: eyelets.finishing_id, side: 'left' }]) - total(chosen));
    expect(added).toBe(3 * 7 * 35);
  });

  it('is unknown (null) for a finish the catalogue answer carries no pricing for, or a product without pricing', () => {
    expect(choicePrices({ copies: [copy] }, [], [side(unpriced, 'top'), side(hem, 'top')], banner, finishes)).toEqual([null, 600]);
    const { pricing: _none, ...withoutPricing } = banner;
    expect(choicePrices({ copies: [copy] }, [], [side(hem, 'top')], withoutPricing, finishes)).toEqual([null]);
  });
});
