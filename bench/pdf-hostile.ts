/**
 * `npx tsx bench/pdf-hostile.ts`: the hostile PDFs against the bounded analysis: time, this
 * process's RSS before and at its peak (making the file counts too; the analysis itself runs in
 * child processes) and the longest stall of this event loop. Writes each file to a temporary
 * folder and analyses it from disk, as an upload does. The 86 MB file takes ~10 s to make.
 */
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { analysePdf } from '../src/server/modules/files/pdf-analysis/analyse-pdf.js';
import { manyObjectsPdf, pdfOfObjects, sharedKidsPdf, unendedStreamsPdf } from '../test/server/files/hostile-pdfs.js';

/** ~43 bytes per object: 2 million make the penetration tester's 86 MB file. */
function tinyObjectsPdf(count: number): Uint8Array {
  const bodies = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'];
  for (let index = 0; index < count; index++) bodies.push('0');
  return pdfOfObjects(bodies);
}

const folder = mkdtempSync(join(tmpdir(), 'pdf-hostile-'));
const files: [string, () => Uint8Array][] = [
  ['warm-up (starts the analysis process)', () => manyObjectsPdf(0)],
  ['shared kids, depth 27 (2^27 pages)', () => sharedKidsPdf(27)],
  ['80,000 tiny objects', () => manyObjectsPdf(80_000)],
  ['453 KB of streams without endstream, no trailer', () => unendedStreamsPdf(453_000, { trailer: false })],
  ['2 million tiny objects', () => tinyObjectsPdf(2_000_000)],
];

for (const [name, make] of files) {
  const path = join(folder, 'file.pdf');
  writeFileSync(path, make());
  const size = statSync(path).size;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 10);
  loop.enable();
  const started = performance.now();
  const analysis = await analysePdf({ path, size });
  const ms = Math.round(performance.now() - started);
  loop.disable();
  clearInterval(sampler);
  const answer = analysis.checked ? `${analysis.info.pages} page(s)` : `unchecked: ${analysis.reason}`;
  console.log(`${name}: ${(size / 1e6).toFixed(1)} MB, ${ms} ms, ${answer}, server RSS ${Math.round(rssBefore / 1e6)} -> peak ${Math.round(peakRss / 1e6)} MB, longest event-loop stall ${Math.round(loop.max / 1e6)} ms`);
}
