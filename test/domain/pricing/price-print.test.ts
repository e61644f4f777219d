import { describe, expect, it } from 'vitest';
import { basePlatesPerFrame, pricePrint } from '../../../src/domain/pricing/index.js';
import type { CopyLine, FinishPricing, PriceInput, ProductPricing } from '../../../src/domain/pricing/index.js';

const banner: ProductPricing = {
  name: 'Frontlit', kind: 'sheet', price_cents: 1000, min_area_cm2: 5000, double_sided_pct: 160,
  tiers: [], support_price_cents: 0, wallmount_price_cents: 0, width: 5000, weld_max_mm: 0, seam_price_cents: 0,
};
const copy = (over: Partial<CopyLine> = {}): CopyLine => ({
  originals: 1, quantity: 1, width: 1000, height: 1000, sides: 1, abaa: 1, ...over,
});
const finish = (over: Partial<FinishPricing> = {}): FinishPricing => ({
  id: 1, name: 'Zoom', level: 1, price_kind: 'metre', price_cents: 100, spacing_mm: 0, ...over,
});
const price = (over: Partial<PriceInput>) =>
  pricePrint({ product: banner, copies: [copy()], finishes: [], frames: [], ...over });

describe('material price (sheet per m², piece per piece)', () => {
  it.each([
    ['1 m², 1 piece', [copy()], 1000],
    ['2 x 3 m² piece', [copy({ width: 2000, height: 1500, quantity: 2 })], 6000],
    ['originals multiply the pieces', [copy({ originals: 3, quantity: 2 })], 6000],
    ['small piece billed at the 0.5 m² minimum', [copy({ width: 100, height: 100 })], 500],
    ['A/A double-sided: quantity x originals at 1.6x', [copy({ sides: 2, abaa: 2, originals: 2, quantity: 3 })], 9600],
    ['A/B double-sided: the two originals are one piece', [copy({ sides: 2, abaa: 1, originals: 2, quantity: 3 })], 4800],
    ['several lines add up', [copy(), copy({ width: 2000 })], 3000],
  ])('%s', (_label, copies, cents) => {
    expect(price({ copies }).productCents).toBe(cents);
  });

  it('uses the product minimum area', () => {
    expect(price({ product: { ...banner, min_area_cm2: 20_000 }, copies: [copy()] }).productCents).toBe(2000);
  });

  it('uses the product double-sided factor', () => {
    const product = { ...banner, double_sided_pct: 200 };
    expect(price({ product, copies: [copy({ sides: 2, abaa: 2 })] }).productCents).toBe(2000);
  });

  it('prices piece articles per piece, whatever their size', () => {
    const product: ProductPricing = { ...banner, kind: 'piece', price_cents: 2500 };
    expect(price({ product, copies: [copy({ quantity: 4, width: 3000, height: 700 })] }).productCents).toBe(10_000);
  });
});

describe('quantity tiers by total m²', () => {
  const product = { ...banner, tiers: [{ from_m2: 10, discount_pct: 10 }, { from_m2: 50, discount_pct: 20 }] };
  it.each([
    [9, 9000],
    [20, 18_000],
    [60, 48_000],
  ])('%i m² costs %i cents', (m2, cents) => {
    expect(price({ product, copies: [copy({ quantity: m2 })] }).productCents).toBe(cents);
  });

  it('shows the discount as a negative breakdown line', () => {
    const result = price({ product, copies: [copy({ quantity: 20 })] });
    expect(result.breakdown).toEqual([
      { kind: 'material', label: 'Frontlit (20 st., 20,00 m²)', cents: 20_000 },
      { kind: 'discount', label: 'Staffelkorting 10% vanaf 10 m²', cents: -2000 },
    ]);
  });

  it('never makes a print just over a threshold cheaper than just under it', () => {
    const under = price({ product, copies: [copy({ quantity: 9, width: 1100 })] }).productCents; // 9.9 m²
    const over = price({ product, copies: [copy({ quantity: 10 })] }).productCents; // 10 m²
    expect(over).toBeGreaterThanOrEqual(under);
    expect(over).toBe(10_000 * 1); // 10 m² at the threshold costs what 10 m² cost without discount
  });
});

describe('finishes', () => {
  const twoByOne = copy({ width: 2000, height: 1000 });
  it.each([
    ['top', 200], ['bottom', 200], ['left', 100], ['right', 100],
    ['around', 600], ['opposite-top', 400], ['opposite-left', 200],
  ] as const)('a hem per running metre on %s', (side, cents) => {
    const result = price({ copies: [twoByOne], finishes: [{ finish: finish(), side }] });
    expect(result.breakdown.at(-1)!.cents).toBe(cents);
  });

  it.each([
    ['top (2000 mm every 500: 5 eyelets)', 'top', 5],
    ['left (1000 mm: 3 eyelets)', 'left', 3],
    ['around (5 + 3 + 5 + 3, the four corner holes once: 12)', 'around', 12],
    ['opposite-left (3 + 3)', 'opposite-left', 6],
  ] as const)('eyelets on %s', (_label, side, items) => {
    const eyelet = finish({ price_kind: 'item', price_cents: 10, spacing_mm: 500 });
    const result = price({ copies: [twoByOne], finishes: [{ finish: eyelet, side }] });
    expect(result.breakdown.at(-1)!.cents).toBe(items * 10);
  });

  it('charges a corner hole two chosen sides share once, on the top or bottom side', () => {
    const eyelet = finish({ price_kind: 'item', price_cents: 10, spacing_mm: 500 });
    const result = price({ copies: [twoByOne], finishes: [{ finish: eyelet, side: 'top' }, { finish: eyelet, side: 'left' }] });
    // Top 5 (both corners), left 3 less the corner it shares with the top.
    expect(result.breakdown.slice(-2).map((line) => line.cents)).toEqual([50, 20]);
  });

  it('counts a started spacing as one more eyelet', () => {
    const eyelet = finish({ price_kind: 'item', price_cents: 10, spacing_mm: 500 });
    const result = price({ copies: [copy({ width: 1001 })], finishes: [{ finish: eyelet, side: 'top' }] });
    expect(result.breakdown.at(-1)!.cents).toBe(40); // ceil(1001/500)+1 = 4
  });

  it('charges extras (level 8/9) per piece, and finishes for every piece', () => {
    const extra = finish({ level: 8, price_kind: 'piece', price_cents: 350 });
    const result = price({ copies: [copy({ quantity: 3, originals: 2 })], finishes: [{ finish: extra, side: 'surface' }] });
    expect(result.breakdown.at(-1)).toEqual({ kind: 'finish', label: 'Zoom (oppervlak)', cents: 2100 });
    expect(result.productCents).toBe(6000 + 2100);
  });

  it('leaves free finishes out of the breakdown', () => {
    const result = price({ finishes: [{ finish: finish({ price_kind: 'none' }), side: 'top' }] });
    expect(result.breakdown).toHaveLength(1);
  });
});

describe('PlusFrames', () => {
  const frame: ProductPricing = {
    ...banner, name: 'PlusFrame', kind: 'frame', price_cents: 2000, support_price_cents: 1500, wallmount_price_cents: 800,
  };
  const base = finish({ id: 111, name: 'Voetplaat', level: 111, price_kind: 'piece', price_cents: 900 });

  it.each([[1000, 2], [2000, 2], [2001, 3], [4000, 3], [4001, 4], [6500, 5]])(
    'a frame %i mm wide needs %i base plates', (width, plates) => {
      expect(basePlatesPerFrame(width)).toBe(plates);
    },
  );

  it('prices by perimeter per frame and answers in frames', () => {
    const result = price({ product: frame, copies: [copy({ width: 2000, height: 1000, quantity: 2 })] });
    expect(result).toEqual({
      productCents: 0,
      framesCents: 2 * 6 * 2000,
      breakdown: [{ kind: 'frame', label: 'PlusFrame 2000 x 1000 mm (2x)', cents: 24_000 }],
    });
  });

  it('adds base plates, support and wall mount per frame of each line', () => {
    const result = price({
      product: frame,
      copies: [copy({ width: 3000, height: 1000, quantity: 2 }), copy({ width: 1000, height: 1000 })],
      frames: [{ base, support: true, wallmount: true }, { base: null, support: false, wallmount: true }],
    });
    expect(result.breakdown).toEqual([
      { kind: 'frame', label: 'PlusFrame 3000 x 1000 mm (2x)', cents: 2 * 8 * 2000 },
      { kind: 'frame', label: 'Voetplaat (6x)', cents: 6 * 900 },
      { kind: 'frame', label: 'Steun (2x)', cents: 3000 },
      { kind: 'frame', label: 'Wandbevestiging (2x)', cents: 1600 },
      { kind: 'frame', label: 'PlusFrame 1000 x 1000 mm (1x)', cents: 4 * 2000 },
      { kind: 'frame', label: 'Wandbevestiging (1x)', cents: 800 },
    ]);
    expect(result.framesCents).toBe(32_000 + 5400 + 3000 + 1600 + 8000 + 800);
  });

  it('charges double-sided frames the double-sided factor', () => {
    const result = price({ product: frame, copies: [copy({ sides: 2, abaa: 1, originals: 2 })] });
    expect(result.framesCents).toBe(Math.round(4 * 2000 * 1.6));
  });
});
