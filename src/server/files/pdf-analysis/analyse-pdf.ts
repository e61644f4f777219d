import { DEFAULT_PDF_LIMITS, type PdfLimits, type UncheckedReason } from './limits.js';
import { AnalysisSlots } from './analysis-slots.js';
import { AnalysisThread } from './analysis-thread.js';
import type { PdfAnalysis } from './analyse-bytes.js';

export type { PdfAnalysis, PdfInfo } from './analyse-bytes.js';
export { DEFAULT_PDF_LIMITS, type PdfLimits, type UncheckedReason } from './limits.js';

/** The bytes, or a stored file's size and how to read it (read only once a slot is free). */
export type PdfSource = Uint8Array | { size: number; read: () => Promise<Uint8Array> };

/** Two analyses at once on the 2-core server (one thread each); eight more may wait their turn. */
const CONCURRENCY = 2;
const SLOTS = new AnalysisSlots(CONCURRENCY, 8);
const idleThreads = Array.from({ length: CONCURRENCY }, () => new AnalysisThread());

/**
 * Page count and page sizes of a PDF, bounded in time, memory and work (issue 11): the file is
 * parsed in a worker thread with a heap limit and a deadline, at most two at once, so the event
 * loop stays free and no file can stall or kill the server. A file over a bound answers
 * `{ checked: false, reason }`; the caller stores it and tells the customer we check it by hand.
 * The entry point for later preflight checks too.
 */
export async function analysePdf(source: PdfSource, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<PdfAnalysis> {
  const size = source instanceof Uint8Array ? source.length : source.size;
  if (size > limits.maxBytes) return { checked: false, reason: 'too_big' };
  const started = Date.now();
  const release = await SLOTS.acquire(limits.timeoutMs);
  if (typeof release === 'string') return { checked: false, reason: release satisfies UncheckedReason };
  const thread = idleThreads.pop() as AnalysisThread;
  try {
    const bytes = source instanceof Uint8Array ? source : await source.read();
    const left = Math.max(1, limits.timeoutMs - (Date.now() - started));
    return await thread.run(bytes, !(source instanceof Uint8Array), limits, left);
  } finally {
    idleThreads.push(thread);
    release();
  }
}

/** How many analyses run right now (for tests and monitoring). */
export function analysesRunning(): number {
  return SLOTS.inUse;
}
