import { DEFAULT_PDF_LIMITS, type PdfLimits, type UncheckedReason } from './limits.js';
import { AnalysisSlots, type AnalysisOwner, type OwnerShare } from './analysis-slots.js';
import { AnalysisProcess, type AnalysisInput } from './analysis-process.js';
import type { PdfAnalysis } from './analyse-bytes.js';
import { analysisMetrics } from './analysis-metrics.js';

export type { PdfAnalysis, PdfInfo } from './analyse-bytes.js';
export type { AnalysisOwner } from './analysis-slots.js';
export { DEFAULT_PDF_LIMITS, type PdfLimits, type UncheckedReason } from './limits.js';

/** Bytes in memory, or a file on this machine's disk (read by the analysis process itself). */
export type PdfSource = Uint8Array | { path: string; size: number };

/** One analysis once it has its slot: the file, its limits and the time left of its deadline. */
export type RunAnalysis = (input: AnalysisInput, limits: PdfLimits, timeLeftMs: number) => Promise<PdfAnalysis>;

export interface AnalysisQueue {
  concurrency: number;
  maxWaiting: number;
  share?: Partial<OwnerShare>;
}

export type AnalysePdf = (source: PdfSource, limits?: PdfLimits, owner?: AnalysisOwner) => Promise<PdfAnalysis>;

/**
 * The analysis behind a fair queue (analysis-slots.ts): a file over the size bound is not queued,
 * the wait for a slot counts against its deadline, and a full queue answers 'busy' at once.
 */
export function queuedAnalysis(run: RunAnalysis, queue: AnalysisQueue): { analyse: AnalysePdf; running: () => number; waiting: () => number } {
  const slots = new AnalysisSlots(queue.concurrency, queue.maxWaiting, queue.share);
  const analyse: AnalysePdf = async (source, limits = DEFAULT_PDF_LIMITS, owner = 'anyone') => {
    const bytes = source instanceof Uint8Array ? source : null;
    if ((bytes?.length ?? (source as { size: number }).size) > limits.maxBytes) return { checked: false, reason: 'too_big' };
    const started = Date.now();
    const release = await slots.acquire(limits.timeoutMs, owner);
    if (typeof release === 'string') return { checked: false, reason: release satisfies UncheckedReason };
    const ran = performance.now();
    let answer: PdfAnalysis = { checked: false, reason: 'failed' };
    try {
      const left = Math.max(1, limits.timeoutMs - (Date.now() - started));
      answer = await run(bytes ? { bytes } : { path: (source as { path: string }).path }, limits, left);
      return answer;
    } finally {
      release();
      analysisMetrics.observe(answer, (performance.now() - ran) / 1000);
    }
  };
  return { analyse, running: () => slots.inUse, waiting: () => slots.waiting };
}

/** Two analyses at once on the 2-core server (one process each), one per customer company; eight more may wait their turn, three per company. */
const CONCURRENCY = 2;
const allProcesses = Array.from({ length: CONCURRENCY }, () => new AnalysisProcess());
const idleProcesses = [...allProcesses];
const PROCESSES = queuedAnalysis(async (input, limits, left) => {
  const analyser = idleProcesses.pop() as AnalysisProcess;
  try {
    return await analyser.run(input, limits, left);
  } finally {
    idleProcesses.push(analyser);
  }
}, { concurrency: CONCURRENCY, maxWaiting: 8, share: { running: 1, waiting: 3 } });

/**
 * Page count and page sizes of a PDF, bounded in time, memory and work: the file is
 * parsed in a separate process with a heap limit and a deadline, at most two at once, so the event
 * loop stays free and no file can stall or kill the server; `owner` (the customer company) gets its
 * fair share of the queue. A file over a bound answers `{ checked: false, reason }`; the caller
 * stores it, tells the customer we check it by hand, and the recheck pass tries again later
 * (recheck-files.ts). The entry point for later preflight checks too.
 */
export const analysePdf: AnalysePdf = PROCESSES.analyse;

/** How many analyses run right now (for tests and monitoring). */
export function analysesRunning(): number {
  return PROCESSES.running();
}

/** Ends the analysis processes (the server is stopping): none outlives its server. */
export function stopAnalysisProcesses(): void {
  for (const process of allProcesses) process.stop();
}
analysisMetrics.watchQueue(PROCESSES);
