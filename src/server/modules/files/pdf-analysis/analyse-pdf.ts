import { DEFAULT_PDF_LIMITS, type PdfLimits, type UncheckedReason } from './limits.js';
import { AnalysisSlots } from './analysis-slots.js';
import { AnalysisProcess } from './analysis-process.js';
import type { PdfAnalysis } from './analyse-bytes.js';

export type { PdfAnalysis, PdfInfo } from './analyse-bytes.js';
export { DEFAULT_PDF_LIMITS, type PdfLimits, type UncheckedReason } from './limits.js';

/** Bytes in memory, or a file on this machine's disk (read by the analysis process itself). */
export type PdfSource = Uint8Array | { path: string; size: number };

/** Two analyses at once on the 2-core server (one process each); eight more may wait their turn. */
const CONCURRENCY = 2;
const SLOTS = new AnalysisSlots(CONCURRENCY, 8);
const idleProcesses = Array.from({ length: CONCURRENCY }, () => new AnalysisProcess());

/**
 * Page count and page sizes of a PDF, bounded in time, memory and work: the file is
 * parsed in a separate process with a heap limit and a deadline, at most two at once, so the event
 * loop stays free and no file can stall or kill the server. A file over a bound answers
 * `{ checked: false, reason }`; the caller stores it and tells the customer we check it by hand.
 * The entry point for later preflight checks too.
 */
export async function analysePdf(source: PdfSource, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<PdfAnalysis> {
  const bytes = source instanceof Uint8Array ? source : null;
  if ((bytes?.length ?? (source as { size: number }).size) > limits.maxBytes) return { checked: false, reason: 'too_big' };
  const started = Date.now();
  const release = await SLOTS.acquire(limits.timeoutMs);
  if (typeof release === 'string') return { checked: false, reason: release satisfies UncheckedReason };
  const analyser = idleProcesses.pop() as AnalysisProcess;
  try {
    const left = Math.max(1, limits.timeoutMs - (Date.now() - started));
    return await analyser.run(bytes ? { bytes } : { path: (source as { path: string }).path }, limits, left);
  } finally {
    idleProcesses.push(analyser);
    release();
  }
}

/** How many analyses run right now (for tests and monitoring). */
export function analysesRunning(): number {
  return SLOTS.inUse;
}
