import { PDFDocument, PDFArray, PDFRawStream, PDFStream, decodePDFRawStream } from 'pdf-lib';

/** Decodes the hex strings of the text operators in a content stream (pdfkit writes WinAnsi hex). */
function textOf(content: string): string {
  const pieces: string[] = [];
  for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
    pieces.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return pieces.join('\n');
}

/** Page count and the visible text of a PDF, read back with pdf-lib. */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray
      ? contents.asArray().map((ref) => pdf.context.lookup(ref))
      : [contents];
    for (const stream of streams) {
      if (stream instanceof PDFRawStream) texts.push(textOf(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')));
      else if (stream instanceof PDFStream) texts.push(textOf(Buffer.from(stream.getContents()).toString('latin1')));
    }
  }
  return { pages: pdf.getPageCount(), text: texts.join('\n') };
}
