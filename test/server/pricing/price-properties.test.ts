import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pricePrint } from '../../../src/server/modules/checkout/pricing/index.js';
import type { ChosenFinish, CopyLine, FinishPricing, PriceInput, ProductPricing, Side } from '../../../src/server/modules/checkout/pricing/index.js';

const sides: Side[] = ['top', 'right', 'bottom', 'left', 'around', 'opposite-top', 'opposite-left', 'surface'];

const product: fc.Arbitrary<ProductPricing> = fc.record({
  name: fc.constant('P'),
  kind: fc.constantFrom('sheet', 'piece', 'frame'),
  price_cents: fc.integer({ min: 0, max: 100_000 }),
  min_area_cm2: fc.integer({ min: 0, max: 50_000 }),
  double_sided_pct: fc.integer({ min: 100, max: 300 }),
  tiers: fc.array(fc.record({ from_m2: fc.integer({ min: 0, max: 500 }), discount_pct: fc.integer({ min: 0, max: 60 }) }), { maxLength: 4 })
    // Quantity discounts grow with the area, as a price list does.
    .map((tiers) => {
      const sorted = [...tiers].sort((a, b) => a.from_m2 - b.from_m2);
      let pct = 0;
      return sorted.map((tier) => ({ ...tier, discount_pct: (pct = Math.max(pct, tier.discount_pct)) }));
    }),
  support_price_cents: fc.integer({ min: 0, max: 10_000 }),
  wallmount_price_cents: fc.integer({ min: 0, max: 10_000 }),
  width: fc.constant(0),
  weld_max_mm: fc.constant(0),
  seam_price_cents: fc.constant(0),
});

const finishPricing: fc.Arbitrary<FinishPricing> = fc.record({
  id: fc.integer({ min: 1, max: 99 }),
  name: fc.constant('F'),
  level: fc.constantFrom(1, 8, 9, 111),
  price_kind: fc.constantFrom('metre', 'item', 'piece', 'none'),
  price_cents: fc.integer({ min: 0, max: 5000 }),
  spacing_mm: fc.integer({ min: 0, max: 2000 }),
});

const copyLine: fc.Arbitrary<CopyLine> = fc.record({
  originals: fc.integer({ min: 1, max: 1000 }),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  width: fc.integer({ min: 45, max: 10_000 }),
  height: fc.integer({ min: 45, max: 10_000 }),
  sides: fc.constantFrom(1, 2),
  abaa: fc.constantFrom(1, 2),
});

const input: fc.Arbitrary<PriceInput> = fc.record({
  product,
  copies: fc.array(copyLine, { minLength: 1, maxLength: 5 }),
  finishes: fc.array(
    fc.record({ finish: finishPricing, side: fc.constantFrom(...sides) }) as fc.Arbitrary<ChosenFinish>,
    { maxLength: 4 },
  ),
  frames: fc.array(
    fc.option(fc.record({ base: fc.option(finishPricing, { nil: null }), support: fc.boolean(), wallmount: fc.boolean() }), { nil: undefined }),
    { maxLength: 5 },
  ),
});

describe('price properties', () => {
  it('is never negative, always whole cents, and the breakdown adds up', () => {
    fc.assert(fc.property(input, (priceInput) => {
      const result = pricePrint(priceInput);
      expect(result.productCents).toBeGreaterThanOrEqual(0);
      expect(result.framesCents).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(result.productCents) && Number.isInteger(result.framesCents)).toBe(true);
      const total = result.breakdown.reduce((sum, line) => sum + line.cents, 0);
      expect(total).toBe(result.productCents + result.framesCents);
    }), { numRuns: 500 });
  });

  it('never gets cheaper when a line gets a higher quantity', () => {
    fc.assert(fc.property(input, fc.nat({ max: 3 }), fc.integer({ min: 1, max: 500 }), (priceInput, lineIndex, extra) => {
      const index = lineIndex % priceInput.copies.length;
      const more = {
        ...priceInput,
        copies: priceInput.copies.map((line, i) => (i === index ? { ...line, quantity: line.quantity + extra } : line)),
      };
      const before = pricePrint(priceInput);
      const after = pricePrint(more);
      expect(after.productCents + after.framesCents).toBeGreaterThanOrEqual(before.productCents + before.framesCents);
    }), { numRuns: 500 });
  });
});
