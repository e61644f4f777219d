import { describe, expect, it } from 'vitest';
import { finishMarks, markKind, type MarkFinish } from '../../src/domain/finish-marks.js';
import { eyeletsAlong } from '../../src/domain/pricing/geometry.js';
import { requiredBleedMm, safeZoneMm } from '../../src/domain/preflight/thresholds.js';
import { fileScale, pickPrintSize, placePage } from '../../src/domain/preview-fit.js';

const finish = (over: Partial<MarkFinish>): MarkFinish => ({
  name: 'x', level: 1, side: 'around', location: null, spacing_mm: 0, price_kind: 'metre', ...over,
});
const eyelets500 = finish({ name: 'Ringen om de 500 mm', level: 2, spacing_mm: 500, price_kind: 'item' });

describe('eyelets on a 3000 x 1000 banner, every 500 mm all round', () => {
  const marks = finishMarks(3000, 1000, [eyelets500]);
  const row = marks.eyelets[0]!;

  it('counts each side as the price does: ceil(length / 500) + 1', () => {
    expect(row.perEdge).toEqual({ top: 7, right: 3, bottom: 7, left: 3 });
  });

  it('draws the shared corner holes once: 7 + 7 + 1 + 1 = 16 holes', () => {
    expect(row.points).toHaveLength(16);
    const corner = row.points.find((point) => point.x === 20 && point.y === 20);
    expect(corner?.edges).toEqual(['top', 'left']);
  });

  it('puts the top row 20 mm in, evenly from corner to corner', () => {
    const top = row.points.filter((point) => point.y === 20).map((point) => point.x);
    expect(top).toEqual([20, 513.3, 1006.7, 1500, 1993.3, 2486.7, 2980]);
    const left = row.points.filter((point) => point.x === 20).map((point) => point.y).sort((a, b) => a - b);
    expect(left).toEqual([20, 500, 980]);
  });
});

describe('eyelet counts per side (table)', () => {
  it.each([
    [3000, 500, 7], [1000, 500, 3], [1001, 500, 4], [1000, 300, 5], [250, 500, 2], [1000, 0, 0], [1000, -300, 0],
  ])('%i mm every %i mm: %i', (length, spacing, count) => expect(eyeletsAlong(length, spacing)).toBe(count));

  it('an eyelet finish priced per eyelet without a spacing makes none, drawn as charged', () => {
    const marks = finishMarks(3000, 1000, [{ ...eyelets500, spacing_mm: 0 }]);
    expect(marks.eyelets).toEqual([]);
  });

  it('only on the sides ordered: left and right', () => {
    const marks = finishMarks(3000, 1000, [{ ...eyelets500, side: 'opposite-left' }]);
    expect(marks.eyelets[0]!.perEdge).toEqual({ left: 3, right: 3 });
    expect(marks.eyelets[0]!.points).toHaveLength(6);
  });

  it('corners only (no spacing): four holes', () => {
    const marks = finishMarks(3000, 1000, [finish({ level: 2, price_kind: 'piece' })]);
    expect(marks.eyelets[0]!.points).toHaveLength(4);
  });
});

describe('bands', () => {
  it('a hem all round is a 30 mm band on each of the four sides', () => {
    const marks = finishMarks(3000, 1000, [finish({ name: 'Zoom' })]);
    expect(marks.bands.map((band) => [band.kind, band.edge, band.rect])).toEqual([
      ['hem', 'top', { x: 0, y: 0, width: 3000, height: 30 }],
      ['hem', 'right', { x: 2970, y: 0, width: 30, height: 1000 }],
      ['hem', 'bottom', { x: 0, y: 970, width: 3000, height: 30 }],
      ['hem', 'left', { x: 0, y: 0, width: 30, height: 1000 }],
    ]);
  });

  it('cut flush (level 1 without a price) draws no band', () => {
    expect(finishMarks(3000, 1000, [finish({ price_kind: 'none' })]).bands).toEqual([]);
  });

  it('a tunnel on top is a 50 mm pocket, a pole pocket left 70 mm, keder on top a 15 mm strip', () => {
    const marks = finishMarks(3000, 1000, [
      finish({ name: 'Tunnel', level: 3, side: 'top' }),
      finish({ name: 'Mastkoker links', level: 9, side: 'left', location: 'pole-pocket left' }),
      finish({ name: 'Keder', level: 4, side: 'top' }),
    ]);
    expect(marks.bands.map((band) => [band.kind, band.edge, band.rect])).toEqual([
      ['pocket', 'top', { x: 0, y: 0, width: 3000, height: 50 }],
      ['pocket', 'left', { x: 0, y: 0, width: 70, height: 1000 }],
      ['keder', 'top', { x: 0, y: 0, width: 3000, height: 15 }],
    ]);
  });

  it('extras per piece, loops and unknown sides draw nothing', () => {
    expect(markKind(finish({ level: 8, side: 'surface' }))).toBeNull();
    expect(markKind(finish({ level: 9, location: 'loops top' }))).toBeNull();
    const marks = finishMarks(1000, 1000, [finish({ side: 'surface' }), finish({ side: 'sideways' })]);
    expect(marks.bands).toEqual([]);
  });
});

describe('trim, bleed and safe zone: the same numbers the print-file check asks for', () => {
  it('without finishes: bleed 5 mm outside the trim, safe zone 25 mm (bleed + 20) inside', () => {
    const marks = finishMarks(3000, 1000, []);
    expect(marks.trim).toEqual({ x: 0, y: 0, width: 3000, height: 1000 });
    expect(marks.bleedMm).toBe(requiredBleedMm([]));
    expect(marks.bleed).toEqual({ x: -5, y: -5, width: 3010, height: 1010 });
    expect(marks.safe).toEqual({ x: 25, y: 25, width: 2950, height: 950 });
  });

  it.each([
    ['a hem', finish({ code: 'AF-ZOOM', level: 1 }), 10],
    ['a tunnel', finish({ code: 'AF-TUN-5', level: 3, side: 'top' }), 10],
    ['keder', finish({ code: 'AF-KEDER', level: 4, side: 'top' }), 15],
    ['keder without a known code (by level)', finish({ level: 4, side: 'top' }), 15],
    ['eyelets only', { ...eyelets500, code: 'AF-RING-50' }, 5],
  ])('%s: bleed %i mm drawn, as requiredBleedMm asks', (_name, ordered, bleed) => {
    const marks = finishMarks(3000, 1000, [ordered]);
    const ref = [{ code: ordered.code ?? '', level: ordered.level }];
    expect(bleed).toBe(requiredBleedMm(ref));
    expect(marks.bleedMm).toBe(bleed);
    expect(marks.bleed).toEqual({ x: -bleed, y: -bleed, width: 3000 + 2 * bleed, height: 1000 + 2 * bleed });
    const insets = [marks.safe.x, marks.safe.y, 3000 - marks.safe.x - marks.safe.width, 1000 - marks.safe.y - marks.safe.height];
    expect(Math.min(...insets)).toBeGreaterThanOrEqual(safeZoneMm(ref));
  });

  it('keder on top: safe zone 35 mm (15 + 20) on every side, not the 15 mm strip + 10', () => {
    const marks = finishMarks(3000, 1000, [finish({ code: 'AF-KEDER', level: 4, side: 'top' })]);
    expect(marks.safe).toEqual({ x: 35, y: 35, width: 2930, height: 930 });
  });

  it('keeps 10 mm clear of a band or an eyelet ring deeper than the safe zone', () => {
    const marks = finishMarks(3000, 1000, [finish({ level: 3, side: 'top' }), { ...eyelets500, side: 'left' }]);
    // tunnel 50 mm + 10 on top; eyelet 20 + ring 6 + 10 left; bleed 10 + 20 = 30 elsewhere
    expect(marks.safe).toEqual({ x: 36, y: 60, width: 3000 - 36 - 30, height: 1000 - 60 - 30 });
  });
});

describe('placing the PDF page', () => {
  const banner = { widthMm: 3000, heightMm: 1000 };
  it.each([
    [{ widthMm: 3010, heightMm: 1010 }, 1],
    [{ widthMm: 300, heightMm: 100 }, 10],
    [{ widthMm: 30, heightMm: 10 }, 100],
  ])('page %o is drawn at 1:%i', (page, scale) => expect(fileScale(banner, page)).toBe(scale));

  it('centres a page with bleed on the trim', () => {
    expect(placePage(banner, { widthMm: 301, heightMm: 101 }).rect).toEqual({ x: -5, y: -5, width: 3010, height: 1010 });
  });

  it('draws the copy line whose proportions match the page', () => {
    const copies = [{ width: 1000, height: 1000 }, { width: 3000, height: 1000 }];
    expect(pickPrintSize(copies, { widthMm: 300, heightMm: 100 })).toEqual(banner);
    expect(pickPrintSize(copies)).toEqual({ widthMm: 1000, heightMm: 1000 });
    expect(pickPrintSize([])).toBeNull();
  });
});

describe('an eyelet finish stored once per side (as the cart and the order keep it)', () => {
  it('is one row whose shared corners are one hole, as charged', () => {
    const perSide = (['top', 'right', 'bottom', 'left'] as const).map((side) => ({ ...eyelets500, id: 7, side }));
    const marks = finishMarks(3000, 1000, perSide);
    expect(marks.eyelets).toHaveLength(1);
    expect(marks.eyelets[0]!.points).toHaveLength(16);
  });
});
