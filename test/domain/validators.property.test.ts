import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { validateCopyLines, type ProductRules } from '../../src/domain/copy-lines.js';
import { validateFinishSelections } from '../../src/domain/finish-rules.js';
import { FINISH_SIDES } from '../../src/domain/catalog.js';
import { OrderSchema } from '../../src/domain/order.js';
import { fromValibot } from '../../src/domain/issues.js';
import { piecesForMinimumTotal } from '../../src/domain/plus-frame.js';

const anyValue = fc.oneof(fc.integer({ min: -5, max: 20_000 }), fc.double(), fc.string({ maxLength: 5 }), fc.constant(null), fc.constant(undefined), fc.boolean());
const anyLine = fc.record(
  { originals: anyValue, quantity: anyValue, width: anyValue, height: anyValue, sides: anyValue, abaa: anyValue, remark: anyValue, id: anyValue },
  { requiredKeys: [] },
);
const product: fc.Arbitrary<ProductRules> = fc.record({
  fixed_width: fc.constantFrom(0, 850),
  fixed_height: fc.constantFrom(0, 2000),
  sides: fc.constantFrom(1 as const, 2 as const),
  min_order_qty: fc.integer({ min: 0, max: 100 }),
  kind: fc.constantFrom('sheet' as const, 'piece' as const, 'frame' as const),
});

const wellFormed = (issue: { field: string; message: string; keyword: string }) =>
  issue.field.length > 0 && issue.message.length > 0 && issue.keyword.length > 0;

describe('validators never throw and every issue names a field and a message', () => {
  it('copy lines: any junk', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(anyLine, anyValue), { maxLength: 8 }), product, (lines, rules) => {
        const { issues, copies } = validateCopyLines(lines, rules);
        expect(issues.every(wellFormed)).toBe(true);
        expect(issues.every((issue) => issue.row === undefined || (issue.row >= 0 && issue.row < Math.max(lines.length, 1)))).toBe(true);
        if (issues.length === 0) expect(copies.length).toBeGreaterThan(0);
      }),
    );
  });

  it('copy lines: valid numbers pass exactly when the rules say so', () => {
    const line = fc.record({
      originals: fc.integer({ min: 1, max: 1000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
      width: fc.integer({ min: 59, max: 5000 }),
      height: fc.integer({ min: 59, max: 10_000 }),
      sides: fc.constant(1 as const),
      abaa: fc.constant(1 as const),
      remark: fc.string({ maxLength: 20 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 200 }), (lines, min) => {
        const rules: ProductRules = { fixed_width: 0, fixed_height: 0, sides: 1, min_order_qty: min, kind: 'frame' };
        const ok = validateCopyLines(lines, rules).issues.length === 0;
        expect(ok).toBe(piecesForMinimumTotal(lines) >= min);
      }),
    );
  });

  it('finish selections: any sides and ids', () => {
    const selection = fc.record({ id: fc.integer({ min: 1, max: 5 }), finishing_id: fc.integer({ min: 0, max: 50 }), side: fc.constantFrom(...FINISH_SIDES), location: fc.option(fc.string({ maxLength: 3 })) });
    const finish = fc.record({
      id: fc.integer({ min: 1, max: 5 }), name: fc.string(), level: fc.integer({ min: 0, max: 999 }), location: fc.option(fc.string()),
      side: fc.constantFrom(...FINISH_SIDES), finishing_id: fc.integer({ min: 0, max: 50 }),
      products: fc.array(fc.record({ product_id: fc.integer({ min: 1, max: 3 }), level: fc.constantFrom(1, 2, 8, 9, 111, 999), location: fc.option(fc.string({ maxLength: 3 })), sequence: fc.integer() }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(selection, { maxLength: 10 }), fc.array(finish, { maxLength: 6 }), (selections, finishes) => {
        expect(validateFinishSelections(selections, finishes, 1).every(wellFormed)).toBe(true);
      }),
    );
  });

  it('order schema: any JSON gives issues with a path and a message, never an exception', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const result = v.safeParse(OrderSchema, value);
        if (!result.success) expect(fromValibot(result.issues).every(wellFormed)).toBe(true);
      }),
    );
  });
});
