import { pdfjsCore } from './pdfjs-core.js';
import { PdfObjects } from './pdf-objects.js';
import type { PdfLimits, UncheckedReason } from './limits.js';
import { readPageSizes, type PageSize } from './page-tree.js';
import { readPrintFacts } from './print-facts.js';
import type { PdfFacts } from '../../../../domain/preflight/pdf-facts.js';

export interface PdfInfo {
  pages: number;
  /** Size of the first page's trim box (else media box), in whole mm. */
  widthMm: number;
  heightMm: number;
  /** Every page's size, to compare each with the ordered sizes. */
  pageSizes: PageSize[];
  /** Boxes, images, fonts and colours for the print-file check. */
  facts: PdfFacts;
}

export type PdfAnalysis = { checked: true; info: PdfInfo } | { checked: false; reason: UncheckedReason };

const OBJ = Buffer.from('obj', 'latin1');
const END = Buffer.from('end', 'latin1');
const OBJECT_STREAM = Buffer.from('/ObjStm', 'latin1');

/**
 * Objects in the file without parsing it: every `obj` keyword that opens one (not `endobj`: a
 * parser reads objects without it, so a file of objects without `endobj` would not be counted at
 * all), plus the /N of every object stream (objects packed into one compressed stream). Linear in
 * the file, a few ms per MB, so a file of millions of tiny objects is turned away before pdf.js
 * indexes them.
 */
export function countObjects(bytes: Buffer, stopAbove: number): number {
  let count = 0;
  for (let at = bytes.indexOf(OBJ); at >= 0 && count <= stopAbove; at = bytes.indexOf(OBJ, at + OBJ.length)) {
    if (at < END.length || !bytes.subarray(at - END.length, at).equals(END)) count++;
  }
  for (let at = bytes.indexOf(OBJECT_STREAM); at >= 0 && count <= stopAbove; at = bytes.indexOf(OBJECT_STREAM, at + 1)) {
    // The stream's dictionary is around its /Type; its /N says how many objects it holds.
    const around = bytes.subarray(Math.max(0, at - 256), at + 256).toString('latin1');
    count += Number(/\/N\s+(\d{1,9})/.exec(around)?.[1] ?? 0);
  }
  return count;
}

/**
 * Page count and sizes of a PDF held in memory, within the limits' bounds on objects, pages and
 * page-tree depth. Synchronous work: run it in the analysis process (analyse-pdf.ts), which also
 * bounds its time and heap.
 */
export async function analyseBytes(bytes: Uint8Array, limits: PdfLimits): Promise<PdfAnalysis> {
  if (bytes.length > limits.maxBytes) return { checked: false, reason: 'too_big' };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (countObjects(buffer, limits.maxObjects) > limits.maxObjects) return { checked: false, reason: 'too_complex' };
  const core = pdfjsCore();
  let pdf: PdfObjects;
  try {
    pdf = new PdfObjects(core, core.open(bytes));
  } catch {
    // No header, cross-reference, catalog or page tree pdf.js can find, or a password to open it.
    return { checked: false, reason: 'unreadable' };
  }
  let sizes: ReturnType<typeof readPageSizes>;
  try {
    // A file without a catalog or page tree we can follow: no page to print.
    sizes = readPageSizes(pdf, pdf.pagesEntry, limits);
  } catch {
    return { checked: false, reason: 'unreadable' };
  }
  if (typeof sizes === 'string') return { checked: false, reason: sizes };
  const [first] = sizes;
  if (!first) return { checked: false, reason: 'unreadable' };
  const pageSizes = sizes.map(({ widthMm, heightMm }) => ({ widthMm, heightMm }));
  const facts = readPrintFacts(pdf, sizes, limits);
  return { checked: true, info: { pages: sizes.length, widthMm: first.widthMm, heightMm: first.heightMm, pageSizes, facts } };
}
