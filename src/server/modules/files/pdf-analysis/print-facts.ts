import type { PdfObjects } from './pdf-objects.js';
import type { PdfFacts } from '../../../../domain/preflight/pdf-facts.js';
import type { PdfLimits } from './limits.js';
import type { WalkedPage } from './page-tree.js';
import { keepCoarsest, scanContent, type ContentScan } from './page-content.js';
import { collectFonts } from './fonts.js';

const IDENTITY: [number, number, number, number, number, number] = [1, 0, 0, 1, 0, 0];

/**
 * The facts the print-file check judges: each page's boxes, the images with the size they are
 * drawn at, fonts and colour spaces. Page content is read within limits.maxContentBytes and
 * limits.maxOperators for the whole file; over them (or in a filter we do not decode) images and
 * colours are "not checked" while the page boxes and fonts still are.
 */
export function readPrintFacts(pdf: PdfObjects, pages: WalkedPage[], limits: PdfLimits): PdfFacts {
  try {
    return readAll(pdf, pages, limits);
  } catch {
    // A structure we did not foresee: the size, bleed and pages are still checked, the rest by hand.
    return { pages: pages.map((page) => page.facts), images: null, fonts: null, colours: null };
  }
}

function readAll(pdf: PdfObjects, pages: WalkedPage[], limits: PdfLimits): PdfFacts {
  const scan: ContentScan = {
    images: [], rgb: false, spots: new Set(), mmPerUnit: 1,
    budget: { bytes: limits.maxContentBytes, operators: limits.maxOperators },
  };
  let readable = true;
  for (const [index, page] of pages.entries()) {
    scan.mmPerUnit = page.mmPerUnit;
    readable = readable && scanContent(pdf, page.contents, page.resources, IDENTITY, scan, index + 1);
    if (!readable) break;
  }
  keepCoarsest(scan.images);
  return {
    pages: pages.map((page) => page.facts),
    images: readable ? scan.images : null,
    fonts: collectFonts(pdf, pages.map((page) => page.resources)),
    colours: readable ? { rgb: scan.rgb, spots: [...scan.spots] } : null,
  };
}
