import type { FileStorage } from '../../platform/storage/storage.js';
import { analysePdf, type AnalysePdf, type AnalysisOwner, type PdfAnalysis, type PdfLimits } from './pdf-analysis/analyse-pdf.js';

/**
 * The check of a stored print file, read from a file on this machine's disk. A file over the size
 * bound is answered at once: an object store would otherwise copy hundreds of MB to disk only to hear
 * it is too big.
 */
export async function analyseStored(
  storage: FileStorage,
  file: { storedName: string; size: number },
  limits: PdfLimits,
  owner: AnalysisOwner,
  analyse: AnalysePdf = analysePdf,
): Promise<PdfAnalysis> {
  if (file.size > limits.maxBytes) return { checked: false, reason: 'too_big' };
  return storage.withLocalFile(file.storedName, (path) => analyse({ path, size: file.size }, limits, owner));
}
