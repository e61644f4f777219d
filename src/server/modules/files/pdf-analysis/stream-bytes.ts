import { inflateSync, constants } from 'node:zlib';
import type { PdfObjects } from './pdf-objects.js';

/**
 * The decoded bytes of a content stream, at most `budget.bytes` of them (shared by all streams
 * of a file, so a deflate bomb stops at the bound): raw or FlateDecode only. Null when the stream
 * uses another filter or predictor, is damaged, or would pass the bound: that content is then
 * "not checked". The stored bytes are taken from under pdf.js's decoder (decrypted, if the file
 * is) and inflated here: pdf.js inflates a whole deflate block at once, which a bomb makes as big
 * as it likes; zlib stops at the bound.
 */
export function streamBytes(pdf: PdfObjects, entry: unknown, budget: { bytes: number }): Uint8Array | null {
  const stream = pdf.stream(entry);
  if (!stream?.dict) return null;
  const filter = pdf.lookup(stream.dict.getRaw('Filter'));
  const filters = Array.isArray(filter) ? filter.map((item) => pdf.lookup(item)) : filter !== undefined ? [filter] : [];
  if (filters.length > 1 || stream.dict.has('DecodeParms')) return null;
  let bytes: Uint8Array;
  if (filters.length === 0) bytes = stored(stream);
  else if (pdf.name(filters[0]) === 'FlateDecode' && stream.stream) {
    try {
      bytes = inflateSync(stored(stream.stream), { maxOutputLength: Math.max(1, budget.bytes), finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return null;
    }
  } else return null;
  if (bytes.length > budget.bytes) return null;
  budget.bytes -= bytes.length;
  return bytes;
}

/** All of a stream's bytes as the file holds them (bounded by the file's size). */
function stored(stream: { reset(): void; getBytes(): Uint8Array }): Uint8Array {
  stream.reset();
  return stream.getBytes();
}
