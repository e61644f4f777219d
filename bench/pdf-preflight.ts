/**
 * `npx tsx bench/pdf-preflight.ts`: the print-file check, time of the bounded analysis
 * (child process, from disk as an upload does; boxes, placed images, fonts and colours) and of the
 * rules, for a 1-page 2 MB banner, a 1-page 100 MB banner (one big image), a 50-page 100 MB file
 * and files of vector content: 30 MB (read whole, under the 32 MB content bound) and 100 MB
 * (over it: resolution and colours say "not checked").
 * Median of ROUNDS (default 3) after a warm-up.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfWriter, ref } from '../test/support/pdf-writer.js';
import { analysePdf } from '../src/server/modules/files/pdf-analysis/analyse-pdf.js';
import { checkPrintFile } from '../src/domain/preflight/checks.js';

const PT = 72 / 25.4;
const ROUNDS = Number(process.env.ROUNDS ?? 3);

/** Pages of 3000 x 1000 mm (+5 mm bleed), each with a CMYK image of `imageBytes` random bytes. */
function bannerPdf(pages: number, imageBytes: number): Promise<Uint8Array> {
  const writer = new PdfWriter();
  const side = Math.floor(Math.sqrt(imageBytes / 4 / 3));
  for (let index = 0; index < pages; index++) {
    const image = writer.stream(
      `/Type /XObject /Subtype /Image /Width ${side * 3} /Height ${side} /ColorSpace /DeviceCMYK /BitsPerComponent 8`,
      randomBytes(side * 3 * side * 4), { raw: true },
    );
    const content = writer.stream('', `q ${3000 * PT} 0 0 ${1000 * PT} ${5 * PT} ${5 * PT} cm /Im1 Do Q`);
    writer.addPage(3010 * PT, 1010 * PT, `/TrimBox [${5 * PT} ${5 * PT} ${3005 * PT} ${1005 * PT}] /Resources << /XObject << /Im1 ${ref(image)} >> >> /Contents ${ref(content)}`);
  }
  return Promise.resolve(writer.save());
}

/** One page whose content is `bytes` of random rectangles, stored uncompressed. */
function vectorPdf(bytes: number): Promise<Uint8Array> {
  const writer = new PdfWriter();
  const parts: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index++) {
    const part = `${index % 8000} ${index % 2800} 3 3 re 0.${index % 9} 0 0 0 k f\n`;
    parts.push(part);
    size += part.length;
  }
  writer.addPage(3010 * PT, 1010 * PT, `/Contents ${ref(writer.stream('', parts.join(''), { raw: true }))}`);
  return Promise.resolve(writer.save());
}

const folder = mkdtempSync(join(tmpdir(), 'pdf-preflight-'));
const ordered = { sizes: [{ width: 3000, height: 1000 }], finishes: [{ code: 'AF-RING-50', level: 2 }], productCode: 'SPD-FL510', originals: 1 };
const files: [string, () => Promise<Uint8Array>][] = [
  ['warm-up', () => bannerPdf(1, 10_000)],
  ['1 page, 2 MB (one image)', () => bannerPdf(1, 2_000_000)],
  ['1 page, 100 MB (one image)', () => bannerPdf(1, 100_000_000)],
  ['50 pages, 100 MB (an image each)', () => bannerPdf(50, 2_000_000)],
  ['1 page, 30 MB of vector content', () => vectorPdf(30_000_000)],
  ['1 page, 100 MB of vector content', () => vectorPdf(100_000_000)],
];

for (const [name, make] of files) {
  const path = join(folder, 'file.pdf');
  writeFileSync(path, await make());
  const size = statSync(path).size;
  const times: number[] = [];
  let summary = '';
  for (let round = 0; round < (name === 'warm-up' ? 1 : ROUNDS); round++) {
    const started = performance.now();
    const analysis = await analysePdf({ path, size });
    const checks = analysis.checked ? checkPrintFile(analysis.info.facts, ordered) : null;
    times.push(performance.now() - started);
    summary = checks ? checks.checks.map((check) => `${check.check}:${check.verdict}`).join(' ') : `not checked (${analysis.checked ? '' : analysis.reason})`;
  }
  times.sort((a, b) => a - b);
  const median = Math.round(times[Math.floor(times.length / 2)]!);
  console.log(`${name.padEnd(36)} ${(size / 1e6).toFixed(1).padStart(6)} MB  median ${String(median).padStart(6)} ms (of ${times.length})  ${summary}`);
}
