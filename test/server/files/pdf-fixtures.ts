import { PdfWriter, POINTS_PER_MM } from '../../support/pdf-writer.js';
import { DEFAULT_PDF_LIMITS } from '../../../src/server/modules/files/pdf-analysis/analyse-pdf.js';

/**
 * The server's limits with a deadline far off, for tests about anything but time: the deadline
 * also counts starting a new analysis process, which a loaded test machine can stretch past 15 s.
 */
export const UNHURRIED = { ...DEFAULT_PDF_LIMITS, timeoutMs: 120_000 };

/** A real PDF of the given page size in mm (one page per size). */
export async function pdfOfSize(...sizes: [number, number][]): Promise<Uint8Array<ArrayBuffer>> {
  const writer = new PdfWriter({
    Producer: 'PrintPortal test fixtures', Creator: 'test/server/files/pdf-fixtures.ts',
    CreationDate: 'D:20240101120000Z', ModDate: 'D:20240101120000Z',
  });
  for (const [width, height] of sizes) writer.addPage(width * POINTS_PER_MM, height * POINTS_PER_MM);
  return Promise.resolve(writer.save());
}

/**
 * A print-ready PDF: each page the trim size in mm with `bleedMm` of bleed all round in its boxes,
 * nothing on it that the check warns about (no images, fonts or RGB): every check passes.
 */
export async function printReadyPdf(pages: number, [width, height]: [number, number], bleedMm = 5): Promise<Uint8Array<ArrayBuffer>> {
  const writer = new PdfWriter({ Producer: 'PrintPortal test fixtures', CreationDate: 'D:20240101120000Z', ModDate: 'D:20240101120000Z' });
  const [fullWidth, fullHeight] = [(width + 2 * bleedMm) * POINTS_PER_MM, (height + 2 * bleedMm) * POINTS_PER_MM];
  const bleed = bleedMm * POINTS_PER_MM;
  for (let index = 0; index < pages; index++) {
    const trim = [bleed, bleed, bleed + width * POINTS_PER_MM, bleed + height * POINTS_PER_MM].map((value) => value.toFixed(3)).join(' ');
    writer.addPage(fullWidth, fullHeight, `/TrimBox [${trim}] /BleedBox [0 0 ${fullWidth.toFixed(3)} ${fullHeight.toFixed(3)}]`);
  }
  return Promise.resolve(writer.save());
}

/** The first bytes of a real PNG: what a renamed picture looks like. */
export function pngBytes(): Uint8Array {
  const header = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
  return Uint8Array.from([...header, ...new Array(200).fill(7)]);
}

/** A stream that yields the chunks, then optionally breaks off like an aborted upload. */
export function streamOf(chunks: Uint8Array[], breakOff = false): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(chunk);
      else if (breakOff) controller.error(new Error('aborted'));
      else controller.close();
    },
  });
}

export function multipartBody(filename: string, content: Uint8Array, boundary = 'XyZ-boundary-42'): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`
    + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: new Uint8Array(Buffer.concat([head, content, tail])), contentType: `multipart/form-data; boundary=${boundary}` };
}
