import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import { endstreamFinder } from './endstream-index.js';

/**
 * pdf.js's own PDF parser (the "core" of its worker: cross-reference tables and streams, object
 * streams, the recovery of damaged files, decryption), for the analysis process to read a file's
 * objects with. Its public API (getDocument) answers none of what the print-file check needs
 * below the page: no TrimBox or BleedBox, colour operators arrive converted to RGB, and building
 * an operator list decodes every image into RGBA (a 3 x 1 m banner at 150 ppi: 400 MB), so the
 * analysis reads the objects themselves, as it did before, through the classes below.
 *
 * pdfjs-dist ships its worker as one module that exports only its message handler; this loads
 * that same file with its parser classes exported too (nothing else changed), once per process.
 * A pdf.js upgrade that renames them fails here, loudly: every file is then "not checked"
 * (test/server/files/ fails), never misread.
 */

/** An indirect reference (`12 0 R`); pdf.js keeps one object per number, so they compare by identity. */
export interface PdfRef { num: number; gen: number }
/** A name (`/TrimBox`); one object per name. */
export interface PdfName { name: string }
/** A dictionary: get() follows references, getRaw() does not. */
export interface PdfDict {
  get(key: string): unknown;
  getRaw(key: string): unknown;
  has(key: string): boolean;
  getKeys(): string[];
}
/** A stream as the parser made it: its dictionary, and (decoded through its filters) its bytes. */
export interface PdfStream {
  dict: PdfDict | undefined;
  /** The stream under a decoding one (FlateStream, DecryptStream...): the encoded bytes. */
  stream?: PdfStream;
  getBytes(length?: number): Uint8Array;
  reset(): void;
}
export interface PdfXRef {
  fetchIfRef(value: unknown): unknown;
  /** The catalog, once parse() found one with a page tree. */
  root?: PdfDict;
}
interface PdfDocument {
  xref: PdfXRef;
  checkHeader(): void;
  parseStartXRef(): void;
  parse(recoveryMode: boolean): void;
}

export interface PdfjsCore {
  Dict: abstract new () => PdfDict;
  Name: abstract new () => PdfName;
  Ref: abstract new () => PdfRef;
  BaseStream: abstract new () => PdfStream;
  /** Read the cross-reference (recovering a damaged one, as pdf.js does) and find the catalog. */
  open(bytes: Uint8Array): PdfXRef;
}

interface Exported {
  PDFDocument: new (manager: object, stream: unknown) => PdfDocument;
  Stream: new (bytes: Uint8Array) => unknown;
  Dict: PdfjsCore['Dict'];
  Name: PdfjsCore['Name'];
  Ref: PdfjsCore['Ref'];
  BaseStream: PdfjsCore['BaseStream'];
  XRefParseException: new () => Error;
  setVerbosityLevel(level: number): void;
}

const EXPORTS = ['PDFDocument', 'Stream', 'Dict', 'Name', 'Ref', 'BaseStream', 'XRefParseException', 'setVerbosityLevel'] as const;

/** `source` with `text` replaced `count` times, or an error when pdf.js's worker is not as expected. */
function replaced(source: string, text: string, by: string, count: number): string {
  const parts = source.split(text);
  if (parts.length !== count + 1) throw new Error(`pdf.js worker changed: ${parts.length - 1} times ${text}, not ${count}`);
  return parts.join(by);
}

function load(): PdfjsCore {
  const path = createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
  // Compiled as a function, not imported as a module: its export becomes a return of the classes
  // too, and `import.meta.url` (where its image decoders' WebAssembly would be, unused here)
  // undefined. Node's own compiler, so neither tsx's loader (~1 s) nor vite's sees 2 MB of code.
  let body = replaced(readFileSync(path, 'utf8'), 'export { WorkerMessageHandler };', `return { ${EXPORTS.join(', ')} };`, 1);
  body = replaced(body, 'import.meta.url', 'undefined', 2);
  // A stream without a usable /Length: its end is looked up in one index of the file's
  // `endstream`s, not searched for to the end of the file each time (endstream-index.ts).
  body = replaced(body, '#findStreamLength(startPos) {', '#findStreamLength(startPos) {\n    if (this.lexer.stream instanceof Stream) return findStreamEnd(this.lexer.stream, startPos);', 1);
  const core = compileFunction(`'use strict';\n${body}`, ['findStreamEnd'], { filename: path })(endstreamFinder()) as Exported;
  const missing = EXPORTS.filter((name) => !core[name]);
  if (missing.length > 0) throw new Error(`pdf.js worker changed: no ${missing.join(', ')}`);
  // Damaged files are common and not our concern: errors only, on the analysis process's stderr.
  core.setVerbosityLevel(0);
  // What the parser reads of its "PDF manager": an empty password (owner-protected files open).
  const manager = { docId: 'analysis', password: '' };
  return {
    Dict: core.Dict, Name: core.Name, Ref: core.Ref, BaseStream: core.BaseStream,
    open(bytes) {
      // pdf.js cuts streams out of the bytes' ArrayBuffer from its start: bytes must begin it (those
      // sent to the analysis process do not). Read where they are otherwise, never written to.
      const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
      const document = new core.PDFDocument(manager, new core.Stream(whole));
      document.checkHeader();
      document.parseStartXRef();
      try {
        document.parse(false);
      } catch (error) {
        if (!(error instanceof core.XRefParseException)) throw error;
        // As pdf.js does: no usable cross-reference, so every object in the file is indexed.
        document.parse(true);
      }
      return document.xref;
    },
  };
}

let loaded: PdfjsCore | undefined;

/** pdf.js's parser, loaded on first use (~0.1 s; the analysis process keeps it for the next file). */
export function pdfjsCore(): PdfjsCore {
  loaded ??= load();
  return loaded;
}
