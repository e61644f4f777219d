import { deflateSync } from 'node:zlib';

export const POINTS_PER_MM = 72 / 25.4;

/** A reference to object `n` in a PdfWriter's file, as written in a dictionary. */
export const ref = (n: number) => `${n} 0 R`;

/** A number as PDF writes it (at most three decimals). */
export const num = (value: number) => String(Math.round(value * 1000) / 1000);

interface PendingPage {
  object: number;
  width: number;
  height: number;
  /** More page dictionary entries: `/TrimBox [...] /Contents 9 0 R ...`. */
  entries: string;
}

/**
 * A tiny PDF writer for test fixtures: numbered objects written as given (dictionaries as PDF
 * text, streams with their bytes), pages in one page tree, a cross-reference table, or an object
 * stream with a cross-reference stream. Enough to make the print files, banners and hostile shapes
 * the tests need, and nothing a reader must not be able to read.
 */
export class PdfWriter {
  private readonly objects: (Buffer | null)[] = [];
  private readonly pages: PendingPage[] = [];
  private readonly catalog: number;
  private readonly pageTree: number;

  constructor(private readonly info: Record<string, string> = {}) {
    this.catalog = this.reserve();
    this.pageTree = this.reserve();
  }

  /** A new object number, to fill with set() later (for objects that refer to each other). */
  reserve(): number {
    this.objects.push(null);
    return this.objects.length;
  }

  set(object: number, body: string | Buffer): number {
    this.objects[object - 1] = Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1');
    return object;
  }

  /** A dictionary, array or other object given as PDF text; its number. */
  add(body: string): number {
    return this.set(this.reserve(), body);
  }

  /** A stream with `dictionary` entries (without /Length), flate-compressed unless `raw`; its number. */
  stream(dictionary: string, data: string | Uint8Array, { raw = false } = {}): number {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : Buffer.from(data);
    const stored = raw ? bytes : deflateSync(bytes);
    const filter = raw ? '' : ' /Filter /FlateDecode';
    return this.set(this.reserve(), Buffer.concat([
      Buffer.from(`<< ${dictionary}${filter} /Length ${stored.length} >>\nstream\n`, 'latin1'), stored, Buffer.from('\nendstream', 'latin1'),
    ]));
  }

  /** A page of `width` x `height` points (its MediaBox); `entries` go into its dictionary. Its number. */
  addPage(width: number, height: number, entries = ''): number {
    const object = this.reserve();
    this.pages.push({ object, width, height, entries });
    return object;
  }

  /** The file; with `objectStreams`, the dictionaries packed into one object stream (PDF 1.5). */
  save({ objectStreams = false } = {}): Uint8Array<ArrayBuffer> {
    for (const page of this.pages) {
      this.set(page.object, `<< /Type /Page /Parent ${ref(this.pageTree)} /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] ${page.entries} >>`);
    }
    this.set(this.pageTree, `<< /Type /Pages /Kids [${this.pages.map((page) => ref(page.object)).join(' ')}] /Count ${this.pages.length} >>`);
    this.set(this.catalog, `<< /Type /Catalog /Pages ${ref(this.pageTree)} >>`);
    const infoEntries = Object.entries(this.info).map(([key, value]) => `/${key} (${value.replace(/[\\()]/g, '\\$&')})`).join(' ');
    const info = infoEntries ? this.add(`<< ${infoEntries} >>`) : null;
    const trailer = `/Root ${ref(this.catalog)}${info ? ` /Info ${ref(info)}` : ''}`;
    return objectStreams ? this.withObjectStream(trailer) : this.withTable(trailer);
  }

  private bodies(): Buffer[] {
    return this.objects.map((body, index) => {
      if (!body) throw new Error(`object ${index + 1} reserved but never set`);
      return body;
    });
  }

  private withTable(trailer: string): Uint8Array<ArrayBuffer> {
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = parts[0]!.length;
    const offsets = this.bodies().map((body, index) => {
      const at = length;
      const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      parts.push(object);
      length += object.length;
      return at;
    });
    const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    parts.push(Buffer.from(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}`, 'latin1'));
    parts.push(Buffer.from(`trailer\n<< /Size ${offsets.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
    return new Uint8Array(Buffer.concat(parts));
  }

  private withObjectStream(trailer: string): Uint8Array<ArrayBuffer> {
    const bodies = this.bodies();
    const isStream = (body: Buffer) => body.includes('\nendstream');
    const packed = bodies.flatMap((body, index) => (isStream(body) ? [] : [{ number: index + 1, body }]));
    let header = '';
    let offset = 0;
    for (const { number, body } of packed) {
      header += `${number} ${offset} `;
      offset += body.length + 1;
    }
    const content = Buffer.concat([Buffer.from(header, 'latin1'), ...packed.map(({ body }) => Buffer.concat([body, Buffer.from(' ', 'latin1')]))]);
    const objectStream = this.stream(`/Type /ObjStm /N ${packed.length} /First ${header.length}`, content);
    const all = this.bodies();
    const xref = all.length + 1;
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let length = parts[0]!.length;
    const offsets = new Map<number, number>();
    all.forEach((body, index) => {
      if (!isStream(body)) return;
      offsets.set(index + 1, length);
      const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      parts.push(object);
      length += object.length;
    });
    // Rows of [type, field 2 (4 bytes), field 3 (2 bytes)]: 1 offset, 2 object stream and index.
    const row = (type: number, field: number, index: number) => {
      const bytes = Buffer.alloc(7);
      bytes.writeUInt8(type, 0);
      bytes.writeUInt32BE(field, 1);
      bytes.writeUInt16BE(index, 5);
      return bytes;
    };
    const indexOf = new Map(packed.map(({ number }, index) => [number, index]));
    const rows = [row(0, 0, 65535)];
    for (let number = 1; number <= all.length; number++) {
      const inStream = indexOf.get(number);
      rows.push(inStream === undefined ? row(1, offsets.get(number)!, 0) : row(2, objectStream, inStream));
    }
    rows.push(row(1, length, 0));
    const data = Buffer.concat(rows);
    parts.push(Buffer.from(`${xref} 0 obj\n<< /Type /XRef /Size ${xref + 1} /W [1 4 2] ${trailer} /Length ${data.length} >>\nstream\n`, 'latin1'));
    parts.push(data, Buffer.from(`\nendstream\nendobj\nstartxref\n${length}\n%%EOF\n`, 'latin1'));
    return new Uint8Array(Buffer.concat(parts));
  }
}
