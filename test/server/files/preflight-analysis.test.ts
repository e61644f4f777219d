import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { PdfWriter, ref } from '../../support/pdf-writer.js';
import { analysePdf } from '../../../src/server/modules/files/pdf-analysis/analyse-pdf.js';
import { checkPrintFile, type OrderedLine } from '../../../src/domain/preflight/checks.js';
import { printFile, type PrintFileSpec } from './preflight-pdfs.js';
import { UNHURRIED } from './pdf-fixtures.js';

/** Real PDFs through the bounded analysis (its child process) and the rules of src/domain. */
const banner: OrderedLine = { sizes: [{ width: 1000, height: 500 }], finishes: [{ code: 'AF-RING-50', level: 2 }], productCode: 'SPD-FL510', originals: 1 };
const good: PrintFileSpec = { width: 1000, height: 500, bleed: 5, imagePpi: 72, font: 'embedded' };

async function verdictsOf(spec: PrintFileSpec, ordered: OrderedLine = banner) {
  const analysis = await analysePdf(await printFile(spec), UNHURRIED);
  if (!analysis.checked) throw new Error(`not checked: ${analysis.reason}`);
  return Object.fromEntries(checkPrintFile(analysis.info.facts, ordered).checks.map((check) => [check.check, `${check.verdict}:${check.code}`]));
}

describe('print-file check of real PDFs', () => {
  it.each<[string, PrintFileSpec, OrderedLine, Record<string, string>]>([
    ['right size with bleed', good, banner, {
      size: 'pass:size_ok', bleed: 'pass:bleed_ok', resolution: 'pass:resolution_ok', fonts: 'pass:fonts_ok', colour: 'pass:colour_ok', pages: 'pass:pages_ok',
    }],
    ['1:10 with bleed', { ...good, width: 100, height: 50, bleed: 0.5, imagePpi: 720 }, banner, { size: 'pass:size_scaled', bleed: 'pass:bleed_ok', resolution: 'pass:resolution_ok' }],
    ['bleed only in a larger MediaBox', { ...good, trimBox: false }, banner, { size: 'pass:size_ok', bleed: 'pass:bleed_ok' }],
    ['no bleed', { ...good, bleed: 0 }, banner, { size: 'pass:size_ok', bleed: 'warning:bleed_missing' }],
    ['5 mm bleed under keder', good, { ...banner, finishes: [{ code: 'AF-KEDER', level: 4 }] }, { bleed: 'warning:bleed_short' }],
    ['a 20 dpi image', { ...good, imagePpi: 20 }, banner, { resolution: 'warning:resolution_low' }],
    ['an RGB (ICC N=3) image', { ...good, imageColour: 'rgb-icc' }, banner, { colour: 'warning:colour_rgb' }],
    ['a spot colour', { ...good, spot: 'PANTONE 185 C' }, banner, { colour: 'warning:colour_spot' }],
    ['an unembedded font', { ...good, font: 'unembedded' }, banner, { fonts: 'warning:fonts_unembedded' }],
    ['Helvetica not embedded', { ...good, font: 'helvetica' }, banner, { fonts: 'warning:fonts_standard_unembedded' }],
    ['two pages for one original', { ...good, pages: 2 }, banner, { pages: 'warning:pages_more' }],
    ['one page for double-sided A/B', good, { ...banner, originals: 2 }, { pages: 'refusal:pages_fewer' }],
    ['wrong size', { ...good, width: 210, height: 297 }, banner, { size: 'warning:size_mismatch' }],
    ['turned a quarter', { ...good, width: 500, height: 1000 }, banner, { size: 'warning:size_rotated' }],
  ])('%s', async (_name, spec, ordered, expected) => {
    expect(await verdictsOf(spec, ordered)).toMatchObject(expected);
  }, 30_000);

  it('reports the 20 dpi image at 20 dpi, and the worst image at final size of a 1:10 file', async () => {
    const analysis = await analysePdf(await printFile({ ...good, imagePpi: 20 }), UNHURRIED);
    expect(analysis.checked && checkPrintFile(analysis.info.facts, banner).checks[2]?.params).toEqual({ dpi: 20, minimum: 60, page: 1 });
    const scaled = await analysePdf(await printFile({ ...good, width: 100, height: 50, bleed: 0.5, imagePpi: 300 }), UNHURRIED);
    expect(scaled.checked && checkPrintFile(scaled.info.facts, banner).checks[2]).toMatchObject({ verdict: 'warning', params: { dpi: 30 } });
  }, 30_000);

  it('says "not checked" for images and colours, not for the rest, when the content is over its bounds', async () => {
    // A content stream that inflates to 64 MB: a deflate bomb stops at the bound.
    const writer = new PdfWriter();
    const bomb = deflateSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    writer.addPage(2834.6, 1417.3, `/Contents ${ref(writer.stream('/Filter /FlateDecode', bomb, { raw: true }))}`);
    const analysis = await analysePdf(writer.save(), UNHURRIED);
    expect(analysis.checked).toBe(true);
    const checks = analysis.checked ? checkPrintFile(analysis.info.facts, banner).checks : [];
    expect(checks.map((check) => `${check.check}:${check.verdict}`)).toEqual([
      'size:pass', 'bleed:warning', 'resolution:not_checked', 'fonts:pass', 'colour:not_checked', 'pages:pass',
    ]);
    // A tighter operator bound does the same for a plain file.
    const tight = await analysePdf(await printFile({ ...good, spot: 'X' }), { ...UNHURRIED, maxOperators: 3 });
    expect(tight.checked && tight.info.facts.images).toBeNull();
  }, 30_000);
});
