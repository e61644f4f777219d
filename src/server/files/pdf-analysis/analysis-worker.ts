import { parentPort } from 'node:worker_threads';
import type { PdfLimits } from './limits.js';
import { analyseBytes, type PdfAnalysis } from './analyse-bytes.js';

/**
 * The analysis thread: answers one file at a time. analyse-pdf.ts ends the thread when a file
 * takes too long or too much heap, and starts a new one for the next file.
 */
parentPort?.on('message', async ({ id, bytes, limits }: { id: number; bytes: Uint8Array; limits: PdfLimits }) => {
  let answer: PdfAnalysis;
  try {
    answer = await analyseBytes(bytes, limits);
  } catch {
    answer = { checked: false, reason: 'unreadable' };
  }
  parentPort?.postMessage({ id, answer });
});
