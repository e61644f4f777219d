import { constants as zlibConstants, deflateRawSync } from 'node:zlib';

/**
 * Hostile PDFs, written byte by byte (no PDF library would make them): each is a
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

/** A page tree with inherited boxes and rotation: the sizes any PDF reader would read too. */
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

/** Objects (object 1 the catalog) and a cross-reference stream after them, with the rows for them given. */
function pdfWithXRefStream(bodies: string[], xref: (offsets: number[]) => { dictionary: string; rows: Buffer }): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(object);
    length += object.length;
  });
  const { dictionary, rows } = xref(offsets);
  const number = bodies.length + 1;
  parts.push(Buffer.from(`${number} 0 obj\n<< /Type /XRef /Root 1 0 R ${dictionary} >>\nstream\n`, 'latin1'), rows);
  parts.push(Buffer.from(`\nendstream\nendobj\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * A PDF whose parsing inflates a compressed stream of `megabytes` MB (a multiple of 8) from under
 * 1 MB of file: its cross-reference stream (rows of 4 bytes, as many as the zeros hold), or the
 * object stream holding its page (read to its end to find the page). pdf.js inflates only what it
 * reads, so the bomb is the file's own cross-reference, or on the way to its page.
 */
export function flateBombPdf(type: 'XRef' | 'ObjStm', megabytes: number): Uint8Array<ArrayBuffer> {
  const bomb = zerosBomb(megabytes);
  const catalog = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'];
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] >>';
  if (type === 'XRef') {
    return pdfWithXRefStream([...catalog, page], () => ({
      dictionary: `/Size ${(megabytes << 20) / 4} /W [1 2 1] /Filter /FlateDecode /Length ${bomb.length}`, rows: bomb,
    }));
  }
  const objectStream = `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n${bomb.toString('latin1')}\nendstream`;
  // Objects 1, 2 and 4 where they are; 3 (the page) the first in object stream 4; 5 (this table) unlisted.
  return pdfWithXRefStream([...catalog, 'null', objectStream], (offsets) => {
    const row = (kind: number, field: number, index: number) => Buffer.from([kind, ...Buffer.from(field.toString(16).padStart(8, '0'), 'hex'), index >> 8, index & 255]);
    const rows = [row(0, 0, 65535), row(1, offsets[0]!, 0), row(1, offsets[1]!, 0), row(2, 4, 0), row(1, offsets[3]!, 0), row(0, 0, 0)];
    return { dictionary: `/Size 6 /W [1 4 2] /Length ${rows.length * 7}`, rows: Buffer.concat(rows) };
  });
}

/** The same file with every `endobj` left out: PDF parsers read its objects all the same. */
export function withoutEndobj(pdf: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(Buffer.from(pdf).toString('latin1').replaceAll('\nendobj\n', '\n'), 'latin1'));
}

/**
 * One real A4 page, then objects written as `k 0 obj<<>>stream` without `endstream` up to about
 * `bytes`. With `trailer: false` the file has no trailer and names its catalog in its last object,
 * so a parser recovering it reads every object before that one to find it, and for each stream
 * searches for its end (pdf.js searching anew each time: 450 KB took over two minutes).
 */
export function unendedStreamsPdf(bytes: number, { trailer = true } = {}): Uint8Array<ArrayBuffer> {
  const parts = [
    '%PDF-1.7\n1 0 obj<< /Type /Catalog /Pages 2 0 R >>endobj\n2 0 obj<< /Type /Pages /Kids [3 0 R] /Count 1 >>endobj\n',
    '3 0 obj<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] >>endobj\n',
  ];
  let size = parts.join('').length;
  let k = 4;
  for (; size < bytes; k++) {
    const object = `${k} 0 obj<<>>stream\nendobj\n`;
    parts.push(object);
    size += object.length;
  }
  parts.push(trailer ? 'trailer\n<< /Root 1 0 R >>\n%%EOF\n' : `${k} 0 obj<< /Root 1 0 R >>endobj\n%%EOF\n`);
  return new Uint8Array(Buffer.from(parts.join(''), 'latin1'));
}

/**
 * One real A4 page whose catalog holds an array of `elements` numbers: few objects, but all of
 * them read (with the catalog) into memory. 3 million take ~40 MB of heap.
 */
export function bigArrayPdf(elements: number): Uint8Array<ArrayBuffer> {
  return pdfOfObjects([
    `<< /Type /Catalog /Pages 2 0 R /Filler [${'0 '.repeat(elements)}] >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] >>',
  ]);
}
