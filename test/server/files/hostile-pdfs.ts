import { constants as zlibConstants, deflateRawSync } from 'node:zlib';

/**
 * Hostile PDFs of issue 11, written byte by byte (pdf-lib would refuse to make them): each is a
 * valid-looking PDF with a correct cross-reference table.
 */

/** Numbered object bodies (object 1 is the catalog) as a PDF with an xref table and trailer. */
export function pdfOfObjects(bodies: string[]): Uint8Array<ArrayBuffer> {
  const parts: string[] = ['%PDF-1.7\n'];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(length);
    const object = `${index + 1} 0 obj\n${body}\nendobj\n`;
    parts.push(object);
    length += object.length;
  });
  parts.push(`xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) parts.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(`trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  return new Uint8Array(Buffer.from(parts.join(''), 'latin1'));
}

/**
 * A page tree whose every /Pages node lists the next one twice in /Kids: 2^depth pages to a naive
 * walk from a file of about 2 KB (the penetration tester's file used depth 27).
 */
export function sharedKidsPdf(depth: number): Uint8Array<ArrayBuffer> {
  const bodies = ['<< /Type /Catalog /Pages 2 0 R >>'];
  for (let level = 0; level < depth; level++) {
    const self = level + 2;
    const parent = level === 0 ? '' : ` /Parent ${self - 1} 0 R`;
    bodies.push(`<< /Type /Pages${parent} /Kids [${self + 1} 0 R ${self + 1} 0 R] /Count ${2 ** (depth - level)} >>`);
  }
  bodies.push(`<< /Type /Page /Parent ${depth + 1} 0 R /MediaBox [0 0 595 842] >>`);
  return pdfOfObjects(bodies);
}

/** One real A4 page plus `count` tiny objects nobody refers to (about 40 bytes each). */
export function manyObjectsPdf(count: number): Uint8Array<ArrayBuffer> {
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] >>',
  ];
  for (let index = 0; index < count; index++) bodies.push(`<< /N ${index} >>`);
  return pdfOfObjects(bodies);
}

/** A page tree with inherited boxes and rotation: the sizes pdf-lib would read too. */
export function inheritedBoxesPdf(): Uint8Array<ArrayBuffer> {
  const mm = (value: number) => ((value * 72) / 25.4).toFixed(3);
  return pdfOfObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 /MediaBox [0 0 ${mm(1000)} ${mm(500)}] >>`,
    '<< /Type /Page /Parent 2 0 R >>',
    `<< /Type /Page /Parent 2 0 R /Rotate 90 /MediaBox [0 0 ${mm(510)} ${mm(1010)}] /TrimBox [${mm(5)} ${mm(5)} ${mm(505)} ${mm(1005)}] >>`,
  ]);
}

/**
 * A zlib stream that inflates to `megabytes` MB of zeros, made without compressing them: one
 * sync-flushed raw block of 8 MB repeated (its back-references only ever reach zeros).
 */
function zerosBomb(megabytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(8 << 20), { finishFlush: zlibConstants.Z_SYNC_FLUSH });
  const length = megabytes << 20;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((length % 65521) << 16) | 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0x9c]), ...Array<Buffer>(megabytes / 8).fill(block), Buffer.from([0x03, 0x00]), adler]);
}

/**
 * One real A4 page plus a compressed stream pdf-lib inflates while loading (a cross-reference or
 * object stream) that inflates to `megabytes` MB (a multiple of 8) from under 1 MB of file.
 */
export function flateBombPdf(type: 'XRef' | 'ObjStm', megabytes: number): Uint8Array<ArrayBuffer> {
  const bomb = zerosBomb(megabytes);
  const dictionary = type === 'XRef' ? '/Type /XRef /Size 5 /W [1 2 1]' : '/Type /ObjStm /N 1 /First 4';
  const parts = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] >>',
    `<< ${dictionary} /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb.toString('latin1')}\nendstream`,
  ];
  return pdfOfObjects(parts);
}

/** The same file with every `endobj` left out: pdf-lib reads its objects all the same. */
export function withoutEndobj(pdf: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(Buffer.from(pdf).toString('latin1').replaceAll('\nendobj\n', '\n'), 'latin1'));
}
