import { PDFArray, PDFDict, PDFName, PDFRawStream, type PDFContext, type PDFObject } from 'pdf-lib';
import type { FontFacts } from '../../../../domain/preflight/pdf-facts.js';

const STANDARD_14 = new Set([
  'Times-Roman', 'Times-Bold', 'Times-Italic', 'Times-BoldItalic', 'Helvetica', 'Helvetica-Bold',
  'Helvetica-Oblique', 'Helvetica-BoldOblique', 'Courier', 'Courier-Bold', 'Courier-Oblique',
  'Courier-BoldOblique', 'Symbol', 'ZapfDingbats',
]);
const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'].map((key) => PDFName.of(key));
const MAX_FONTS = 500;

const dictOf = (context: PDFContext, entry: PDFObject | undefined) => {
  const object = context.lookup(entry);
  return object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined;
};
const nameOf = (object: PDFObject | undefined) => (object instanceof PDFName ? object.decodeText() : '');

function factsOf(context: PDFContext, font: PDFDict): FontFacts {
  const subtype = nameOf(context.lookup(font.get(PDFName.of('Subtype'))));
  // A subset's name carries a six-letter prefix: ABCDEF+Arial.
  const name = nameOf(context.lookup(font.get(PDFName.of('BaseFont')))).replace(/^[A-Z]{6}\+/, '') || '(unnamed)';
  if (subtype === 'Type3') return { name, embedded: true, standard: false };
  const descendants = context.lookup(font.get(PDFName.of('DescendantFonts')));
  const described = subtype === 'Type0' && descendants instanceof PDFArray ? dictOf(context, descendants.get(0)) ?? font : font;
  const descriptor = dictOf(context, described.get(PDFName.of('FontDescriptor')));
  const embedded = descriptor !== undefined && FONT_FILES.some((key) => descriptor.has(key));
  return { name, embedded, standard: STANDARD_14.has(name) };
}

/**
 * Every font in the resources of the pages and of the forms they hold (each dictionary once,
 * at most MAX_FONTS fonts and a few levels of forms): embedded or not, one of the standard 14.
 */
export function collectFonts(context: PDFContext, pageResources: (PDFDict | undefined)[]): FontFacts[] {
  const seen = new Set<PDFObject>();
  const facts: FontFacts[] = [];
  const queue = pageResources.map((resources) => ({ resources, depth: 0 }));
  for (let next = queue.shift(); next && facts.length < MAX_FONTS; next = queue.shift()) {
    if (!next.resources || seen.has(next.resources)) continue;
    seen.add(next.resources);
    const fonts = dictOf(context, next.resources.get(PDFName.of('Font')));
    for (const [, entry] of fonts?.entries() ?? []) {
      const font = dictOf(context, entry);
      if (!font || seen.has(font)) continue;
      seen.add(font);
      facts.push(factsOf(context, font));
    }
    if (next.depth >= 3) continue;
    const xobjects = dictOf(context, next.resources.get(PDFName.of('XObject')));
    for (const [, entry] of xobjects?.entries() ?? []) {
      const form = dictOf(context, entry);
      if (nameOf(context.lookup(form?.get(PDFName.of('Subtype')))) !== 'Form') continue;
      queue.push({ resources: dictOf(context, form?.get(PDFName.of('Resources'))), depth: next.depth + 1 });
    }
  }
  return facts;
}
