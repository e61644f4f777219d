import { readFile, stat } from 'node:fs/promises';
import type { PdfLimits } from './limits.js';
import { analyseBytes, type PdfAnalysis } from './analyse-bytes.js';
import { startWatchdog } from './watchdog.js';

interface Job {
  id: number;
  limits: PdfLimits;
  /** The file to read, or (for bytes held by the caller) the bytes themselves. */
  path?: string;
  bytes?: Uint8Array;
  /** This process's own deadline for the job (ms from receiving it): it dies then, whatever its server's timer does. */
  deadlineMs: number;
}

async function answerFor(job: Job): Promise<PdfAnalysis> {
  if (job.path !== undefined && (await stat(job.path)).size > job.limits.maxBytes) return { checked: false, reason: 'too_big' };
  const bytes = job.path !== undefined ? await readFile(job.path) : job.bytes;
  if (!bytes) return { checked: false, reason: 'unreadable' };
  return analyseBytes(bytes, job.limits);
}

// Dies with its server, and at a job's deadline, even in the middle of a synchronous parse.
const watchdog = startWatchdog();

/**
 * The analysis process: answers one file at a time. analyse-pdf.ts kills the process when a file
 * takes too long, and one that runs out of heap dies by itself; the next file gets a new process.
 */
process.on('message', async (job: Job) => {
  watchdog.setDeadline(Date.now() + job.deadlineMs);
  let answer: PdfAnalysis;
  try {
    answer = await answerFor(job);
  } catch {
    // pdf.js's own refusals are answered inside; anything else is ours, not proof of a bad file.
    answer = { checked: false, reason: 'failed' };
  }
  watchdog.setDeadline(0);
  process.send?.({ id: job.id, answer });
});
// The server is gone: so is its helper.
process.on('disconnect', () => process.exit(0));
