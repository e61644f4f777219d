import type { PdfDict, PdfjsCore, PdfStream, PdfXRef } from './pdfjs-core.js';

export type { PdfDict, PdfStream } from './pdfjs-core.js';

/**
 * The objects of one parsed file, as the analysis reads them: every value may be an indirect
 * reference (lookup follows it), and anything damaged, missing or of another type than asked for
 * reads as undefined, so a hostile file meets the same "not there" everywhere. Dictionary entries
 * are taken raw (PdfDict.getRaw) and followed here, never by the dictionary itself.
 */
export class PdfObjects {
  /**
   * Every object looked up, by reference: pdf.js caches dictionaries but parses a stream anew at
   * each fetch, so without this a stream (or a form's resources) met on many paths would be parsed,
   * and walked, as often; and a stream without `endstream` is searched to the end of the file each time.
   */
  private readonly fetched = new Map<unknown, unknown>();

  constructor(private readonly core: PdfjsCore, private readonly xref: PdfXRef) {}

  /** The catalog's page tree entry (raw), or undefined without a catalog. */
  get pagesEntry(): unknown {
    return this.xref.root?.getRaw('Pages');
  }

  /** The object a value refers to (the value itself when it is no reference). */
  lookup(value: unknown): unknown {
    if (!(value instanceof this.core.Ref)) return value;
    if (this.fetched.has(value)) return this.fetched.get(value);
    let object: unknown;
    try {
      object = this.xref.fetchIfRef(value) ?? undefined;
    } catch {
      // A reference to a damaged or missing object.
      object = undefined;
    }
    this.fetched.set(value, object);
    return object;
  }

  dict(value: unknown): PdfDict | undefined {
    const object = this.lookup(value);
    return object instanceof this.core.Dict ? object : undefined;
  }

  /** A dictionary, or a stream's dictionary. */
  dictOrStreamDict(value: unknown): PdfDict | undefined {
    const object = this.lookup(value);
    if (object instanceof this.core.Dict) return object;
    return object instanceof this.core.BaseStream ? object.dict : undefined;
  }

  stream(value: unknown): PdfStream | undefined {
    const object = this.lookup(value);
    return object instanceof this.core.BaseStream && object.dict instanceof this.core.Dict ? object : undefined;
  }

  array(value: unknown): unknown[] | undefined {
    const object = this.lookup(value);
    return Array.isArray(object) ? object : undefined;
  }

  number(value: unknown): number | undefined {
    const object = this.lookup(value);
    return typeof object === 'number' ? object : undefined;
  }

  /** A name's text (`/DeviceRGB` -> 'DeviceRGB'), or '' when it is no name. */
  name(value: unknown): string {
    const object = this.lookup(value);
    return object instanceof this.core.Name ? object.name : '';
  }

  isDict(value: unknown): value is PdfDict {
    return value instanceof this.core.Dict;
  }

  isRef(value: unknown): boolean {
    return value instanceof this.core.Ref;
  }
}
