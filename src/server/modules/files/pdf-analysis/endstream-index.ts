/**
 * Where a stream without a usable /Length ends: the first `endstream` after its start. A parser
 * that searches for it anew for each such stream searches to the end of the file for every one
 * that has none, so a file of `k 0 obj<<>>stream` objects costs its size squared (450 KB: over two
 * minutes). Here the file is read once, on the first such stream, for every place an `endstream`
 * could be (with pdf.js's tolerance of `endsteam` and `endstrea`), and each stream's end is then a
 * binary search among them: the work is linear in the file, whatever it holds.
 */

const END = Buffer.from('end', 'latin1');
const TAILS = [Buffer.from('stream', 'latin1'), Buffer.from('steam', 'latin1'), Buffer.from('strea', 'latin1')];
const SIGNATURE_LENGTH = 'endstream'.length;
const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/** Bytes read to find stream ends since the process started: the work the tests hold linear. */
export const endstreamSearch = { bytesScanned: 0 };

/** Whether the keyword at `at` (just after `end`) ends a stream, as pdf.js's own search decides. */
function endsStream(bytes: Uint8Array, at: number): boolean {
  const [full, ...misspelt] = TAILS;
  if (matches(bytes, at, full!)) return true;
  return misspelt.some((tail) => matches(bytes, at, tail) && WHITE.has(bytes[at + tail.length] ?? -1));
}

function matches(bytes: Uint8Array, at: number, text: Buffer): boolean {
  for (let index = 0; index < text.length; index++) if (bytes[at + index] !== text[index]) return false;
  return true;
}

/** Every offset of an `endstream` (or a misspelling pdf.js accepts) in `bytes`, ascending, in one pass. */
export function endstreamOffsets(bytes: Uint8Array): Uint32Array {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const offsets: number[] = [];
  for (let at = buffer.indexOf(END); at >= 0; at = buffer.indexOf(END, at + 1)) {
    if (endsStream(buffer, at + END.length)) offsets.push(at);
  }
  endstreamSearch.bytesScanned += bytes.length;
  return Uint32Array.from(offsets);
}

/** The first of the ascending `offsets` at or after `from`, or -1. */
function firstFrom(offsets: Uint32Array, from: number): number {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (offsets[middle]! < from) low = middle + 1;
    else high = middle;
  }
  return low < offsets.length ? offsets[low]! : -1;
}

/** A stream as pdf.js's parser reads it: its bytes (its whole file), where it is, where it stops. */
export interface ParsedStream {
  bytes: Uint8Array;
  pos: number;
  end: number;
}

/**
 * The length of the stream starting at `start` up to the next `endstream` (with the stream's
 * position put there, as pdf.js's own search leaves it), or -1 when none is before the end.
 * One index per file, kept for as long as its bytes are.
 */
export function endstreamFinder(): (stream: ParsedStream, start: number) => number {
  const indexes = new WeakMap<ArrayBufferLike, Uint32Array>();
  return (stream, start) => {
    const { bytes } = stream;
    let offsets = indexes.get(bytes.buffer);
    if (!offsets) {
      offsets = endstreamOffsets(new Uint8Array(bytes.buffer));
      indexes.set(bytes.buffer, offsets);
    }
    // Positions are in the whole buffer (pdf.js cuts its sub-streams out of the same one).
    const found = firstFrom(offsets, bytes.byteOffset + start) - bytes.byteOffset;
    if (found < 0 || found + SIGNATURE_LENGTH >= stream.end) return -1;
    stream.pos = found;
    return found - start;
  };
}
