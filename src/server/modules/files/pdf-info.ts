import type { PdfAnalysis, PdfInfo } from './pdf-analysis/analyse-pdf.js';

/** The customer's warnings about a stored file (the browser translates them by these texts). */
export const UNREADABLE_WARNING = 'The page size of this PDF could not be read; we check it by hand.';
export const UNCHECKED_WARNING = 'This PDF could not be checked automatically; we check it by hand.';

/** Within 2 mm (or 1 %) either way round: bleed and rounding are no reason to warn. */
function sameSize(page: { widthMm: number; heightMm: number }, ordered: { width: number; height: number }): boolean {
  const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(2, b * 0.01);
  return (close(page.widthMm, ordered.width) && close(page.heightMm, ordered.height))
    || (close(page.widthMm, ordered.height) && close(page.heightMm, ordered.width));
}

/**
 * The warning for the customer when a page does not match any ordered width x height of the print,
 * or null when all pages fit. A warning, never a refusal (DESIGN.md section 9).
 */
export function sizeWarning(info: PdfInfo, ordered: { width: number; height: number }[]): string | null {
  if (ordered.length === 0) return null;
  const wrong = info.pageSizes.find((page) => !ordered.some((size) => sameSize(page, size)));
  if (!wrong) return null;
  const wanted = ordered.map((size) => `${size.width} x ${size.height} mm`).join(', ');
  return `The page size ${wrong.widthMm} x ${wrong.heightMm} mm does not match the ordered size ${wanted}.`;
}

/**
 * The warning for an analysed file: its size warning, or why it was not checked. A file over the
 * analysis bounds (too big, too complex, too slow) is stored all the same and checked by hand.
 */
export function analysisWarning(analysis: PdfAnalysis, ordered: { width: number; height: number }[]): string | null {
  if (analysis.checked) return sizeWarning(analysis.info, ordered);
  return analysis.reason === 'unreadable' ? UNREADABLE_WARNING : UNCHECKED_WARNING;
}
