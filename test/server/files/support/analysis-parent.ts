// A server stand-in for the orphan test: starts the real analysis process through AnalysisProcess,
// warms it with a small file, then hands it a file that keeps it parsing for seconds and says so
// on stdout ("busy <child pid>"). The test kills this process while the child parses.
// With `starve <ms>`, the job's deadline is that short and this process then holds its own event
// loop (as a server stuck in a long synchronous task would): its timer cannot fire, so only the
// child's own deadline can end the job. It lets go once the child has died (or after 20 s) and says which.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AnalysisProcess } from '../../../../src/server/modules/files/pdf-analysis/analysis-process.js';
import { DEFAULT_PDF_LIMITS } from '../../../../src/server/modules/files/pdf-analysis/limits.js';

const limits = { ...DEFAULT_PDF_LIMITS, maxObjects: 10_000_000, maxBytes: 1024 ** 3, timeoutMs: 600_000, rssMb: 4096, heapMb: 1024 };
const analysis = new AnalysisProcess();
await analysis.run({ bytes: new Uint8Array(16) }, limits, 60_000);
const child = (analysis as unknown as { child: { pid: number } }).child;
const objects = Number(process.argv[2] ?? 2_000_000);
const starveMs = process.argv[3] === 'starve' ? Number(process.argv[4]) : null;
// No cross-reference table: pdf.js indexes every object of the file in one synchronous pass.
const head = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n'
  + '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n';
const bytes = head + '4 0 obj\n<< /N 0 >>\nendobj\n'.repeat(objects) + 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
const path = join(tmpdir(), `analysis-orphan-${process.pid}.pdf`);
writeFileSync(path, bytes, 'latin1');
process.on('exit', () => rmSync(path, { force: true }));
const started = Date.now();
void analysis.run({ path }, limits, starveMs ?? 600_000).then((answer) => {
  console.log(`done in ${Date.now() - started} ms: ${JSON.stringify(answer).slice(0, 60)}`);
  process.exit(0);
});
console.log(`busy ${child.pid}`);
/** The child still runs: not gone, and not a zombie waiting for this process to reap it. */
function running(pid: number): boolean {
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  } catch {
    return false;
  }
}
if (starveMs !== null) {
  while (running(child.pid) && Date.now() - started < 20_000) { /* holds the loop */ }
  console.log(running(child.pid) ? 'child still running after 20 s' : `child died while this process was stuck (${Date.now() - started} ms)`);
}
// Keeps this process alive while its child works (the analysis process is unref'ed).
setInterval(() => undefined, 1000);
