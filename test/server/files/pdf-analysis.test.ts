import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PdfWriter } from '../../support/pdf-writer.js';
import { analysePdf, analysesRunning, DEFAULT_PDF_LIMITS } from '../../../src/server/modules/files/pdf-analysis/analyse-pdf.js';
import { analyseBytes, countObjects } from '../../../src/server/modules/files/pdf-analysis/analyse-bytes.js';
import { endstreamSearch } from '../../../src/server/modules/files/pdf-analysis/endstream-index.js';
import { AnalysisSlots } from '../../../src/server/modules/files/pdf-analysis/analysis-slots.js';
import { bigArrayPdf, flateBombPdf, inheritedBoxesPdf, manyObjectsPdf, pdfOfObjects, sharedKidsPdf, unendedStreamsPdf, withoutEndobj } from './hostile-pdfs.js';
import { printFile } from './preflight-pdfs.js';
import { pdfOfSize, UNHURRIED } from './pdf-fixtures.js';

/** No PDF can make the analysis run unbounded. */
describe('bounded PDF analysis', () => {
  it('turns away a 3 KB page tree of 2^27 pages (shared kids) without walking it', async () => {
    const hostile = sharedKidsPdf(27);
    expect(hostile.length).toBeLessThan(4096);
    // In this thread on purpose: the walk itself is bounded, not only the process around it.
    expect(await analyseBytes(hostile, DEFAULT_PDF_LIMITS)).toEqual({ checked: false, reason: 'too_complex' });
    expect(await analysePdf(hostile, UNHURRIED)).toEqual({ checked: false, reason: 'too_complex' });
  });

  it('turns away a page tree that loops back to its root, and one deeper than the limit', async () => {
    const loop = pdfOfObjects([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
    ]);
    expect(await analyseBytes(loop, DEFAULT_PDF_LIMITS)).toEqual({ checked: false, reason: 'too_complex' });
    const deep = sharedKidsPdf(40);
    expect(await analyseBytes(deep, { ...DEFAULT_PDF_LIMITS, maxDepth: 10 })).toEqual({ checked: false, reason: 'too_complex' });
  });

  it('caps the pages it reads', async () => {
    const pdf = await pdfOfSize(...Array.from({ length: 12 }, (): [number, number] => [210, 297]));
    expect(await analyseBytes(pdf, { ...DEFAULT_PDF_LIMITS, maxPages: 11 })).toEqual({ checked: false, reason: 'too_complex' });
    expect(await analyseBytes(pdf, { ...DEFAULT_PDF_LIMITS, maxPages: 12 })).toMatchObject({ checked: true, info: { pages: 12 } });
  });

  it('reads inherited media boxes, trim boxes and rotation as any PDF reader would', async () => {
    expect(await analysePdf(inheritedBoxesPdf(), UNHURRIED)).toEqual({
      checked: true,
      info: expect.objectContaining({ pages: 2, widthMm: 1000, heightMm: 500, pageSizes: [{ widthMm: 1000, heightMm: 500 }, { widthMm: 1000, heightMm: 500 }] }),
    });
  });

  it('counts objects before parsing, those packed in object streams too', async () => {
    expect(countObjects(Buffer.from(manyObjectsPdf(1000)), Infinity)).toBe(1003);
    const writer = new PdfWriter();
    for (let page = 0; page < 40; page++) writer.addPage(595.28, 841.89);
    const packed = Buffer.from(writer.save({ objectStreams: true }));
    expect(packed.toString('latin1')).toContain('/ObjStm');
    expect(countObjects(packed, Infinity)).toBeGreaterThanOrEqual(42);
  });

  it('turns away a file of more tiny objects than the limit before building its object graph', async () => {
    const many = manyObjectsPdf(30_000);
    expect(await analysePdf(many, { ...UNHURRIED, maxObjects: 20_000 })).toEqual({ checked: false, reason: 'too_complex' });
    expect(await analysePdf(many, UNHURRIED)).toMatchObject({ checked: true, info: { pages: 1, widthMm: 210, heightMm: 297 } });
  });

  it('counts objects written without `endobj` too (before: 2 million of them cost 15 s of parsing)', async () => {
    const bare = withoutEndobj(manyObjectsPdf(30_000));
    expect(countObjects(Buffer.from(bare), Infinity)).toBe(30_003);
    expect(await analysePdf(bare, { ...UNHURRIED, maxObjects: 20_000 })).toEqual({ checked: false, reason: 'too_complex' });
  });

  it('checks a file of streams without `endstream` with work linear in its size (before: each searched to the end of the file)', async () => {
    const workFor = async (bytes: number) => {
      const hostile = unendedStreamsPdf(bytes, { trailer: false });
      const before = endstreamSearch.bytesScanned;
      // Its one real page is read and checked, not turned away as too complex.
      expect(await analyseBytes(hostile, DEFAULT_PDF_LIMITS)).toMatchObject({ checked: true, info: { pages: 1, widthMm: 210, heightMm: 297 } });
      return { size: hostile.length, work: endstreamSearch.bytesScanned - before };
    };
    const small = await workFor(60_000);
    const large = await workFor(240_000);
    // Every stream's end is looked for, yet the file is read once: the work grows as the file does.
    for (const { size, work } of [small, large]) {
      expect(work).toBeGreaterThan(0);
      expect(work).toBeLessThanOrEqual(size);
    }
    expect(large.work / small.work).toBeLessThan(1.1 * (large.size / small.size));
    // A real file's streams end where their /Length says: nothing is searched at all.
    const real = await printFile({ width: 1000, height: 500, bleed: 5, imagePpi: 72, font: 'embedded', pages: 3 });
    const before = endstreamSearch.bytesScanned;
    expect(await analyseBytes(real, DEFAULT_PDF_LIMITS)).toMatchObject({ checked: true, info: { pages: 3 } });
    expect(endstreamSearch.bytesScanned).toBe(before);
  });

  it('checks the 453 KB file of streams without `endstream` in the analysis process, as an upload is', async () => {
    const hostile = unendedStreamsPdf(453_000, { trailer: false });
    expect(hostile.length).toBeGreaterThan(450_000);
    expect(await analysePdf(hostile, UNHURRIED)).toMatchObject({ checked: true, info: { pages: 1, widthMm: 210, heightMm: 297 } });
  });

  // Out of heap, a worker thread may abort the whole server (nodejs/node#47224): a process dies alone.
  it('stops an analysis that runs out of heap or time, and the next file is analysed as usual', async () => {
    // Few objects, all read: a catalog holding 4 million numbers (pdf.js keeps unread objects out of memory;
    // 3 million fit in 48 MB).
    const many = bigArrayPdf(4_000_000);
    // Not tighter: with 16 MB a normal file's new process (tsx and pdf.js loaded) ran out of heap 2 times
    // in 8 on a loaded machine, where the collector falls behind; with 32 MB 16 in 16 passed beside 8 busy loops.
    const small = { ...UNHURRIED, heapMb: 32 };
    expect(await analysePdf(many, small)).toEqual({ checked: false, reason: 'too_much_memory' });
    // The file, not the small heap, was too much: the next analysis process reads a normal file.
    expect(await analysePdf(await pdfOfSize([210, 297]), small)).toMatchObject({ checked: true });
    expect(await analysePdf(many, { ...UNHURRIED, timeoutMs: 1 })).toEqual({ checked: false, reason: 'too_slow' });
    expect(await analysePdf(await pdfOfSize([1000, 500]), UNHURRIED)).toMatchObject({ checked: true, info: { widthMm: 1000, heightMm: 500 } });
  });

  // The heap limit does not bound typed arrays: a parser inflates a 1 MB file's stream to 1 GB and more.
  it.each(['XRef', 'ObjStm'] as const)('stops a flate bomb in a %s stream at the process\'s resident memory', async (type) => {
    const bomb = flateBombPdf(type, 1024);
    expect(bomb.length).toBeLessThan(1.1 * 2 ** 20);
    // A deadline far off: memory, not time, must stop it.
    const analysis = await analysePdf(bomb, UNHURRIED);
    expect(analysis).toEqual({ checked: false, reason: 'too_much_memory' });
    expect(await analysePdf(await pdfOfSize([1000, 500]), UNHURRIED)).toMatchObject({ checked: true, info: { widthMm: 1000 } });
  }, 130_000);

  it('reads a stored file itself, not one over the size limit, and says when a file is no readable PDF', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pp-analysis-'));
    const path = join(folder, 'a.pdf');
    writeFileSync(path, await pdfOfSize([1000, 500]));
    expect(await analysePdf({ path, size: statSync(path).size }, UNHURRIED)).toMatchObject({ checked: true, info: { widthMm: 1000, heightMm: 500 } });
    // Announced too big: not even opened (the path does not exist).
    expect(await analysePdf({ path: join(folder, 'gone.pdf'), size: DEFAULT_PDF_LIMITS.maxBytes + 1 }, UNHURRIED)).toEqual({ checked: false, reason: 'too_big' });
    // Grown past the limit after the size was taken: the analysis process checks again.
    expect(await analysePdf({ path, size: 1 }, { ...UNHURRIED, maxBytes: 100 })).toEqual({ checked: false, reason: 'too_big' });
    expect(await analysePdf(Buffer.from('%PDF-1.7\nnot a pdf at all'), UNHURRIED)).toEqual({ checked: false, reason: 'unreadable' });
  });

  it('leaves the caller its bytes', async () => {
    const pdf = await pdfOfSize([210, 297]);
    const copy = Buffer.from(pdf);
    await analysePdf(pdf, UNHURRIED);
    expect(Buffer.from(pdf).equals(copy)).toBe(true);
  });

  it('parses in another process: this event loop keeps running while a heavy file is analysed', async () => {
    const heavy = manyObjectsPdf(150_000);
    let ticks = 0;
    let ticksWhileRunning = 0;
    const ticker = setInterval(() => {
      ticks++;
      if (analysesRunning() > 0) ticksWhileRunning++;
    }, 5);
    const analysis = await analysePdf(heavy, UNHURRIED);
    clearInterval(ticker);
    expect(analysis).toMatchObject({ checked: true, info: { pages: 1 } });
    // Parsed on this thread, the file would hold the loop for its whole parse: no tick in between.
    expect(ticksWhileRunning).toBeGreaterThanOrEqual(3);
    expect(ticks).toBeGreaterThanOrEqual(ticksWhileRunning);
  });
});

describe('analysis slots', () => {
  it('lets `size` analyses run, queues `maxWaiting` more and turns away the rest', async () => {
    const slots = new AnalysisSlots(1, 1);
    const first = await slots.acquire(60_000, 'a');
    if (typeof first === 'string') throw new Error(first);
    const second = slots.acquire(60_000, 'b');
    expect(await slots.acquire(60_000, 'c')).toBe('busy');
    expect(slots.inUse).toBe(1);
    first();
    first(); // a second release frees nothing more
    const turn = await second;
    expect(typeof turn).toBe('function');
    expect(slots.inUse).toBe(1);
    expect(await slots.acquire(1, 'a')).toBe('too_slow');
    if (typeof turn === 'function') turn();
    expect(slots.inUse).toBe(0);
  });
});
