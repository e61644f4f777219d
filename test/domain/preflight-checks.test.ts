import { describe, expect, it } from 'vitest';
import { checkPrintFile, uncheckedFile, worstImageDpi, type OrderedLine } from '../../src/domain/preflight/checks.js';
import type { PageFacts, PdfFacts } from '../../src/domain/preflight/pdf-facts.js';
import { matchPageSize } from '../../src/domain/preflight/size-match.js';
import { MIN_DPI, productGroupOf, requiredBleedMm, safeZoneMm } from '../../src/domain/preflight/thresholds.js';

const page = (width: number, height: number, bleedMm: number | null = 5, media?: [number, number]): PageFacts => ({
  widthMm: width, heightMm: height, mediaWidthMm: media?.[0] ?? width + 2 * (bleedMm ?? 0), mediaHeightMm: media?.[1] ?? height + 2 * (bleedMm ?? 0), bleedMm,
});
const banner: OrderedLine = { sizes: [{ width: 3000, height: 1000 }], finishes: [{ code: 'AF-RING-50', level: 2 }], productCode: 'SPD-FL510', originals: 1 };
const facts = (over: Partial<PdfFacts> = {}): PdfFacts => ({ pages: [page(3000, 1000)], images: [], fonts: [], colours: { rgb: false, spots: [] }, ...over });
const verdicts = (result: ReturnType<typeof checkPrintFile>) => Object.fromEntries(result.checks.map((check) => [check.check, `${check.verdict}:${check.code}`]));

describe('matchPageSize', () => {
  it.each([
    ['1:1 with boxes', page(3000, 1000), { scale: 1, rotated: false, bleedMm: 5 }],
    ['1:1 within 1 %', page(3025, 1008, 5), { scale: 1, rotated: false, bleedMm: 5 }],
    ['1:10', page(300, 100, 0.5), { scale: 10, rotated: false, bleedMm: 5 }],
    ['1:100', page(30, 10, 0.05), { scale: 100, rotated: false, bleedMm: 5 }],
    ['turned a quarter', page(1000, 3000), { scale: 1, rotated: true, bleedMm: 5 }],
    ['no TrimBox, 10 mm larger media = 5 mm bleed', page(3010, 1010, null, [3010, 1010]), { scale: 1, rotated: false, bleedMm: 5 }],
    ['no TrimBox, exact media = no bleed', page(3000, 1000, null, [3000, 1000]), { scale: 1, rotated: false, bleedMm: 0 }],
  ])('%s', (_name, facts, expected) => {
    expect(matchPageSize(facts, banner.sizes)).toMatchObject(expected);
  });

  it.each([
    ['A4', page(210, 297)],
    ['other proportions', page(3000, 1500)],
    ['1:5 is no scale we recognise', page(600, 200)],
  ])('no match: %s', (_name, facts) => {
    expect(matchPageSize(facts, banner.sizes)).toBeNull();
  });
});

describe('thresholds', () => {
  it.each([
    [[], 5], [[{ code: 'AF-RING-50', level: 2 }], 5], [[{ code: 'AF-ZOOM', level: 1 }], 10],
    [[{ code: 'AF-KEDER', level: 4 }, { code: 'AF-ZOOM', level: 1 }], 15], [[{ code: 'EX-MAST-BOVEN', level: 9 }], 10],
    [[{ code: 'NEW-HEM', level: 1 }], 10],
  ])('bleed for %j is %i mm', (finishes, mm) => {
    expect(requiredBleedMm(finishes)).toBe(mm);
  });

  it.each([['SPD-FL510', 60], ['HEK-HERAS-MESH', 40], ['FOL-MONO-GL', 100], ['VLAG-MAAT', 60], ['TEX-FLAG115', 72], ['XYZ', 60]])('%s needs %i dpi', (code, dpi) => {
    expect(MIN_DPI[productGroupOf(code)]).toBe(dpi);
  });
});

describe('checkPrintFile: a table of files and their verdicts', () => {
  const image = (pixelsWide: number, placedWidthMm: number, colour: 'cmyk' | 'rgb' = 'cmyk') =>
    ({ pixelsWide, pixelsHigh: Math.round(pixelsWide / 3), placedWidthMm, placedHeightMm: placedWidthMm / 3, colour, page: 1 });
  it.each<[string, Partial<PdfFacts>, OrderedLine, Record<string, string>]>([
    ['right size with bleed, 72 dpi', { images: [image(8504, 3000)] }, banner,
      { size: 'pass:size_ok', bleed: 'pass:bleed_ok', resolution: 'pass:resolution_ok', fonts: 'pass:fonts_ok', colour: 'pass:colour_ok', pages: 'pass:pages_ok' }],
    ['1:10 (image judged at final size)', { pages: [page(300, 100, 0.5)], images: [image(8504, 300)] }, banner,
      { size: 'pass:size_scaled', bleed: 'pass:bleed_ok', resolution: 'pass:resolution_ok' }],
    ['no bleed', { pages: [page(3000, 1000, 0)] }, banner, { size: 'pass:size_ok', bleed: 'warning:bleed_missing' }],
    ['3 mm bleed under a hem', { pages: [page(3000, 1000, 3)] }, { ...banner, finishes: [{ code: 'AF-ZOOM', level: 1 }] }, { bleed: 'warning:bleed_short' }],
    ['a 20 dpi image', { images: [image(2362, 3000)] }, banner, { resolution: 'warning:resolution_low' }],
    ['an RGB image', { images: [image(8504, 3000, 'rgb')], colours: { rgb: true, spots: [] } }, banner, { colour: 'warning:colour_rgb' }],
    ['a spot colour', { colours: { rgb: false, spots: ['PANTONE 185 C'] } }, banner, { colour: 'warning:colour_spot' }],
    ['an unembedded font', { fonts: [{ name: 'Arial', embedded: false, standard: false }] }, banner, { fonts: 'warning:fonts_unembedded' }],
    ['Helvetica unembedded', { fonts: [{ name: 'Helvetica', embedded: false, standard: true }] }, banner, { fonts: 'warning:fonts_standard_unembedded' }],
    ['2 pages for 1 original', { pages: [page(3000, 1000), page(3000, 1000)] }, banner, { pages: 'warning:pages_more' }],
    ['1 page for A/B (2 originals on the line)', {}, { ...banner, originals: 2 }, { pages: 'refusal:pages_fewer' }],
    ['A4 for a banner', { pages: [page(210, 297)] }, banner, { size: 'warning:size_mismatch', bleed: 'not_checked:bleed_missing' }],
    ['turned', { pages: [page(1000, 3000)] }, banner, { size: 'warning:size_rotated' }],
    ['content over the bounds', { images: null, colours: null }, banner, { resolution: 'not_checked:resolution_not_checked', colour: 'not_checked:colour_ok' }],
    ['fonts not readable', { fonts: null }, banner, { fonts: 'not_checked:fonts_ok', size: 'pass:size_ok' }],
  ])('%s', (_name, over, ordered, expected) => {
    expect(verdicts(checkPrintFile(facts(over), ordered))).toMatchObject(expected);
  });

  it('reports the worst verdict and the worst image with its dpi at final size', () => {
    const result = checkPrintFile(facts({ images: [image(8504, 3000), image(2362, 3000)] }), banner);
    expect(result.worst).toBe('warning');
    expect(result.checks.find((check) => check.check === 'resolution')?.params).toEqual({ dpi: 20, minimum: 60, page: 1 });
    expect(worstImageDpi(facts({ images: [image(850, 300)] }), 10)).toEqual({ dpi: 7, page: 1 });
    expect(checkPrintFile(facts(), banner).worst).toBe('pass');
  });

  it('gives the preview the bleed and safe zone of the finishes', () => {
    expect(safeZoneMm([{ code: 'AF-KEDER', level: 4 }])).toBe(35);
    expect(safeZoneMm([])).toBe(25);
  });

  it('refuses only a file that cannot be read', () => {
    expect(uncheckedFile('unreadable')).toMatchObject({ worst: 'refusal', checks: [{ code: 'file_unreadable' }] });
    expect(uncheckedFile('over_bounds')).toMatchObject({ worst: 'not_checked' });
  });
});
