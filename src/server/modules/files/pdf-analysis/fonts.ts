import type { PdfDict, PdfObjects } from './pdf-objects.js';
import type { FontFacts } from '../../../../domain/preflight/pdf-facts.js';
import { nameFromFile } from '../../../../domain/text.js';

const STANDARD_14 = new Set([
  'Times-Roman', 'Times-Bold', 'Times-Italic', 'Times-BoldItalic', 'Helvetica', 'Helvetica-Bold',
  'Helvetica-Oblique', 'Helvetica-BoldOblique', 'Courier', 'Courier-Bold', 'Courier-Oblique',
  'Courier-BoldOblique', 'Symbol', 'ZapfDingbats',
]);
const FONT_FILES = ['FontFile', 'FontFile2', 'FontFile3'];
const MAX_FONTS = 500;

function factsOf(pdf: PdfObjects, font: PdfDict): FontFacts {
  const subtype = pdf.name(font.getRaw('Subtype'));
  // A subset's name carries a six-letter prefix: ABCDEF+Arial.
  const raw = pdf.name(font.getRaw('BaseFont')).replace(/^[A-Z]{6}\+/, '');
  // Staff read it in a terminal and the customer in a mail: no escape sequences, no 100,000 characters.
  const name = nameFromFile(raw) || '(unnamed)';
  if (subtype === 'Type3') return { name, embedded: true, standard: false };
  const descendants = pdf.array(font.getRaw('DescendantFonts'));
  const described = subtype === 'Type0' && descendants ? pdf.dictOrStreamDict(descendants[0]) ?? font : font;
  const descriptor = pdf.dictOrStreamDict(described.getRaw('FontDescriptor'));
  const embedded = descriptor !== undefined && FONT_FILES.some((key) => descriptor.has(key));
  return { name, embedded, standard: STANDARD_14.has(raw) };
}

/**
 * Every font in the resources of the pages and of the forms they hold (each dictionary once,
 * at most MAX_FONTS fonts and a few levels of forms): embedded or not, one of the standard 14.
 */
export function collectFonts(pdf: PdfObjects, pageResources: (PdfDict | undefined)[]): FontFacts[] {
  const seen = new Set<PdfDict>();
  const facts: FontFacts[] = [];
  const queue = pageResources.map((resources) => ({ resources, depth: 0 }));
  for (let next = queue.shift(); next && facts.length < MAX_FONTS; next = queue.shift()) {
    if (!next.resources || seen.has(next.resources)) continue;
    seen.add(next.resources);
    const fonts = pdf.dictOrStreamDict(next.resources.getRaw('Font'));
    for (const key of fonts?.getKeys() ?? []) {
      const font = pdf.dictOrStreamDict(fonts?.getRaw(key));
      if (!font || seen.has(font)) continue;
      seen.add(font);
      facts.push(factsOf(pdf, font));
    }
    if (next.depth >= 3) continue;
    const xobjects = pdf.dictOrStreamDict(next.resources.getRaw('XObject'));
    for (const key of xobjects?.getKeys() ?? []) {
      const form = pdf.dictOrStreamDict(xobjects?.getRaw(key));
      if (pdf.name(form?.getRaw('Subtype')) !== 'Form') continue;
      queue.push({ resources: pdf.dictOrStreamDict(form?.getRaw('Resources')), depth: next.depth + 1 });
    }
  }
  return facts;
}
