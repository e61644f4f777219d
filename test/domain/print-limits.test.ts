import { describe, expect, it } from 'vitest';
import { validateCopyLines, type ProductRules } from '../../src/domain/copy-lines.js';
import {
  ROLL_LENGTH_MM, fitsProduct, maxPrintSize, seamPriceLine, seamsOf, sizeLimitIssues, type SeamPricing,
} from '../../src/domain/print-limits.js';

/** PVC frontlit on a 5 m roll, welded up to 20 m wide at EUR 4.50 per metre of seam. */
const frontlit: SeamPricing = { width: 5000, weld_max_mm: 20_000, seam_price_cents: 450 };
/** Backlit on a 3.2 m roll: never welded (the seam would show against the light). */
const backlit: SeamPricing = { width: 3200, weld_max_mm: 0, seam_price_cents: 0 };
/** Adhesive film on a 1.37 m roll. */
const film: SeamPricing = { width: 1370, weld_max_mm: 0, seam_price_cents: 0 };
/** A product whose roll width nobody entered: only the general 100 m ceiling applies. */
const unknown: SeamPricing = { width: 0, weld_max_mm: 0, seam_price_cents: 0 };

describe('the largest print a product can be made in', () => {
  it.each([
    ['welded frontlit', frontlit, { shortMm: 20_000, longMm: ROLL_LENGTH_MM }],
    ['backlit', backlit, { shortMm: 3200, longMm: ROLL_LENGTH_MM }],
    ['film', film, { shortMm: 1370, longMm: ROLL_LENGTH_MM }],
    ['unknown roll', unknown, null],
  ])('%s', (_name, product, max) => {
    expect(maxPrintSize(product)).toEqual(max);
  });

  it.each([
    // name, product, width, height, fits
    ['backlit', backlit, 3200, 50_000, true],
    ['backlit', backlit, 50_000, 3200, true],
    ['backlit', backlit, 3201, 3201, false],
    ['backlit', backlit, 3000, 50_001, false],
    ['film', film, 1370, 10_000, true],
    ['film', film, 1400, 1400, false],
    ['frontlit', frontlit, 5000, 50_000, true],
    ['frontlit', frontlit, 12_000, 8000, true],
    ['frontlit', frontlit, 20_000, 50_000, true],
    ['frontlit', frontlit, 20_001, 20_001, false],
    ['frontlit', frontlit, 60_000, 60_000, false],
    ['frontlit', frontlit, 4000, 60_000, false],
    ['unknown', unknown, 100_000, 100_000, true],
  ])('%s %i x %i mm fits: %s', (_name, product, width, height, fits) => {
    expect(fitsProduct({ width, height }, product)).toBe(fits);
  });
});

describe('a print too large is refused, naming the maximum', () => {
  it('on the larger side of the line, with the maximum in cm for the translations', () => {
    expect(sizeLimitIssues({ width: 60_000, height: 60_000 }, frontlit, 2)).toEqual([{
      row: 2, field: 'width', keyword: 'too_large', message: 'At most 2000 x 5000 cm for this material',
      params: { width_cm: '2000', height_cm: '5000' },
    }]);
    const [tooLong] = sizeLimitIssues({ width: 3000, height: 60_000 }, { width: 2500, weld_max_mm: 0 }, 0);
    expect(tooLong).toMatchObject({ field: 'height', message: 'At most 250 x 5000 cm for this material' });
    // Rounded down: a 1375 mm roll is 'at most 137 cm', not 138.
    expect(sizeLimitIssues({ width: 1400, height: 1400 }, { width: 1375, weld_max_mm: 0 }, 0)[0]?.message).toBe('At most 137 x 5000 cm for this material');
  });

  it('nothing for a print that fits or a product without a known roll width', () => {
    expect(sizeLimitIssues({ width: 3000, height: 50_000 }, backlit, 0)).toEqual([]);
    expect(sizeLimitIssues({ width: 90_000, height: 90_000 }, unknown, 0)).toEqual([]);
  });

  it('the copy rules refuse the line the same way (browser and server share them)', () => {
    const banner: ProductRules = { fixed_width: 0, fixed_height: 0, sides: 1, min_order_qty: 0, kind: 'sheet', width: 5000, weld_max_mm: 0 };
    const line = { originals: 1, quantity: 1, width: 60_000, height: 60_000, sides: 1, abaa: 1, remark: '' };
    const { issues, copies } = validateCopyLines([line], banner);
    expect(copies).toEqual([]);
    expect(issues.map((issue) => [issue.row, issue.field, issue.message])).toEqual([[0, 'width', 'At most 500 x 5000 cm for this material']]);
    expect(validateCopyLines([{ ...line, width: 5000, height: 50_000 }], banner).issues).toEqual([]);
  });
});

describe('seams of a welded print', () => {
  it.each([
    // width, height, panels, seams per piece, seam length mm
    [5000, 30_000, 1, 0, 0],
    [12_000, 8000, 2, 1, 12_000],
    [8000, 12_000, 2, 1, 12_000],
    [10_000, 10_000, 2, 1, 10_000],
    [15_001, 20_000, 4, 3, 20_000],
    [20_000, 50_000, 4, 3, 50_000],
  ])('frontlit %i x %i mm: %i panels, %i seams of %i mm', (width, height, panels, seams, seamLengthMm) => {
    expect(seamsOf({ width, height }, frontlit)).toEqual({ panels, seams, seamLengthMm });
  });

  it('materials that are not welded, and prints that are refused, have none', () => {
    expect(seamsOf({ width: 3000, height: 3000 }, backlit).seams).toBe(0);
    expect(seamsOf({ width: 60_000, height: 60_000 }, frontlit).seams).toBe(0);
  });

  it('are priced per running metre over every piece, in their own breakdown line', () => {
    // 3 pieces of 12 x 8 m: one 12 m seam each = 36 m at EUR 4.50.
    expect(seamPriceLine([{ width: 12_000, height: 8000, pieces: 3 }], frontlit)).toEqual({ kind: 'welding', label: 'Lasnaden (36,00 m)', cents: 16_200 });
    expect(seamPriceLine([{ width: 4000, height: 8000, pieces: 3 }], frontlit)).toBeNull();
  });
});
