import { pdfjsCore } from '../../../src/server/modules/files/pdf-analysis/pdfjs-core.js';
import { PdfObjects } from '../../../src/server/modules/files/pdf-analysis/pdf-objects.js';
import { streamBytes } from '../../../src/server/modules/files/pdf-analysis/stream-bytes.js';

/** Decodes the hex strings of the text operators in a content stream (pdfkit writes WinAnsi hex). */
function textOf(content: string): string {
  const pieces: string[] = [];
  for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
    pieces.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return pieces.join('\n');
}

/** Page count and the visible text of a PDF, read back with pdf.js's parser (as the server reads uploads). */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const core = pdfjsCore();
  const pdf = new PdfObjects(core, core.open(bytes));
  const texts: string[] = [];
  // pdfkit writes one flat page tree.
  const kids = pdf.array(pdf.dict(pdf.pagesEntry)?.getRaw('Kids')) ?? [];
  for (const kid of kids) {
    const contents = pdf.dict(kid)?.getRaw('Contents');
    for (const part of pdf.array(contents) ?? [contents]) {
      const content = streamBytes(pdf, part, { bytes: 64 * 1024 * 1024 });
      if (content) texts.push(textOf(Buffer.from(content).toString('latin1')));
    }
  }
  return Promise.resolve({ pages: kids.length, text: texts.join('\n') });
}
