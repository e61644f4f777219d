import { readFile, stat } from 'node:fs/promises';
import type { PdfLimits } from './limits.js';
import { analyseBytes, type PdfAnalysis } from './analyse-bytes.js';

interface Job {
  id: number;
  limits: PdfLimits;
  /** The file to read, or (for bytes held by the caller) the bytes themselves. */
  path?: string;
  bytes?: Uint8Array;
}

async function answerFor(job: Job): Promise<PdfAnalysis> {
  if (job.path !== undefined && (await stat(job.path)).size > job.limits.maxBytes) return { checked: false, reason: 'too_big' };
  const bytes = job.path !== undefined ? await readFile(job.path) : job.bytes;
  if (!bytes) return { checked: false, reason: 'unreadable' };
  return analyseBytes(bytes, job.limits);
}

/**
 * The analysis process: answers one file at a time. analyse-pdf.ts kills the process when a file
 * takes too long, and one that runs out of heap dies by itself; the next file gets a new process.
 */
process.on('message', async (job: Job) => {
  let answer: PdfAnalysis;
  try {
    answer = await answerFor(job);
  } catch {
    // pdf.js's own refusals are answered inside; anything else is ours, not proof of a bad file.
    answer = { checked: false, reason: 'failed' };
  }
  process.send?.({ id: job.id, answer });
});
// The server is gone: so is its helper.
process.on('disconnect', () => process.exit(0));
