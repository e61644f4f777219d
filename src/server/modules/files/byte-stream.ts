import { UploadError } from './upload-errors.js';
import type { TransferRateWatch } from './transfer-rate.js';

/**
 * A request body as chunks; a body that breaks off (client abort) becomes an 'canceled' refusal.
 * With a rate watch, a body that comes too slowly is cut while the next chunk is awaited.
 */
export async function* chunksOf(body: ReadableStream<Uint8Array> | null, rate?: TransferRateWatch): AsyncGenerator<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  // A cancelled reader answers the read it was waiting on as the body's end.
  rate?.onTrip(() => void reader.cancel().catch(() => undefined));
  try {
    while (true) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch {
        throw new UploadError('canceled');
      }
      if (rate?.tripped) throw new UploadError('too_slow');
      if (result.done) return;
      rate?.count(result.value.length);
      yield result.value;
    }
  } finally {
    rate?.stop();
    // Stop pulling the rest of a refused body; the client gets its answer now.
    reader.cancel().catch(() => undefined);
  }
}

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * Passes the chunks on while (1) refusing anything that does not start with `%PDF-` before a
 * single byte is passed on and (2) cutting the stream as soon as it exceeds maxBytes.
 */
export async function* pdfWithinLimit(source: AsyncIterable<Uint8Array>, maxBytes: number): AsyncGenerator<Uint8Array> {
  let head = Buffer.alloc(0);
  let checked = false;
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > maxBytes) throw new UploadError('too_big');
    if (checked) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < PDF_MAGIC.length) continue;
    if (!head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw new UploadError('not_pdf');
    checked = true;
    yield head;
  }
  if (!checked) throw new UploadError(total === 0 ? 'malformed' : 'not_pdf');
}
