import { PDFDocument, PDFName, PDFArray, PDFNumber, type PDFPage } from 'pdf-lib';

export interface PdfInfo {
  pages: number;
  /** Size of the first page's trim box (else media box), in whole mm. */
  widthMm: number;
  heightMm: number;
  /** Every page's size, to compare each with the ordered sizes. */
  pageSizes: { widthMm: number; heightMm: number }[];
}

const MM_PER_POINT = 25.4 / 72;
/**
 * Larger files are stored without reading their boxes: pdf-lib holds the whole file in memory
 * (measured: a 100 MB upload streams at flat memory, the page-box read adds ~95 MB for a moment).
 */
export const MAX_ANALYSED_BYTES = 100 * 1024 * 1024;

function boxOf(page: PDFPage): { width: number; height: number } {
  // getTrimBox() falls back to the media box; reading the raw entry tells us a trim box exists.
  const trim = page.node.lookupMaybe(PDFName.of('TrimBox'), PDFArray);
  const usable = trim && trim.size() === 4 && trim.asArray().every((item) => item instanceof PDFNumber);
  const box = usable ? page.getTrimBox() : page.getMediaBox();
  const rotated = page.getRotation().angle % 180 !== 0;
  return rotated ? { width: box.height, height: box.width } : { width: box.width, height: box.height };
}

/** Page count and page sizes in mm, or null when the file cannot be read as a PDF. */
export async function readPdfInfo(bytes: Uint8Array): Promise<PdfInfo | null> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    const pageSizes = document.getPages().map((page) => {
      const box = boxOf(page);
      return { widthMm: Math.round(box.width * MM_PER_POINT), heightMm: Math.round(box.height * MM_PER_POINT) };
    });
    const first = pageSizes[0];
    if (!first) return null;
    return { pages: pageSizes.length, widthMm: first.widthMm, heightMm: first.heightMm, pageSizes };
  } catch {
    return null;
  }
}

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
export function sizeWarning(info: PdfInfo | null, ordered: { width: number; height: number }[]): string | null {
  if (!info) return 'The page size of this PDF could not be read; we check it by hand.';
  if (ordered.length === 0) return null;
  const wrong = info.pageSizes.find((page) => !ordered.some((size) => sameSize(page, size)));
  if (!wrong) return null;
  const wanted = ordered.map((size) => `${size.width} x ${size.height} mm`).join(', ');
  return `The page size ${wrong.widthMm} x ${wrong.heightMm} mm does not match the ordered size ${wanted}.`;
}
