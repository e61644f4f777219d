import { inflateSync, constants } from 'node:zlib';
import { PDFArray, PDFName, PDFRawStream, type PDFContext, type PDFObject } from 'pdf-lib';

/**
 * The decoded bytes of a content stream, at most `budget.bytes` of them (shared by all streams
 * of a file, so a deflate bomb stops at the bound): raw or FlateDecode only. Null when the stream
 * uses another filter or predictor, is damaged, or would pass the bound: that content is then
 * "not checked".
 */
export function streamBytes(context: PDFContext, entry: PDFObject | undefined, budget: { bytes: number }): Uint8Array | null {
  const stream = context.lookup(entry);
  if (!(stream instanceof PDFRawStream)) return null;
  const filter = context.lookup(stream.dict.get(PDFName.of('Filter')));
  const filters = filter instanceof PDFArray ? filter.asArray().map((item) => context.lookup(item)) : filter ? [filter] : [];
  if (filters.length > 1 || stream.dict.has(PDFName.of('DecodeParms'))) return null;
  let bytes: Uint8Array;
  if (filters.length === 0) bytes = stream.contents;
  else if (filters[0] instanceof PDFName && filters[0].decodeText() === 'FlateDecode') {
    try {
      bytes = inflateSync(stream.contents, { maxOutputLength: Math.max(1, budget.bytes), finishFlush: constants.Z_SYNC_FLUSH });
    } catch {
      return null;
    }
  } else return null;
  if (bytes.length > budget.bytes) return null;
  budget.bytes -= bytes.length;
  return bytes;
}
