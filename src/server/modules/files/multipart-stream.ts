import { UploadError } from './upload-errors.js';

/** Headers and skipped fields may not grow past this before the file part starts. */
const MAX_OVERHEAD = 64 * 1024;

export function boundaryOf(contentType: string | undefined): string | null {
  const match = /^multipart\/form-data;.*\bboundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function filenameOf(headers: string): string | null {
  const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? '';
  const star = /filename\*=UTF-8''([^;\r\n]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      return star;
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition)?.[1] ?? /filename=([^;\s]+)/i.exec(disposition)?.[1];
  return plain ?? null;
}

/**
 * The first file part of a multipart/form-data stream, streamed: its name once its headers are
 * read, then its content chunk by chunk, without holding the file in memory. A body that ends
 * before the closing boundary is 'canceled' (the client broke off).
 */
export async function openMultipartFile(
  source: AsyncIterable<Uint8Array>,
  boundary: string,
): Promise<{ filename: string; content: AsyncGenerator<Uint8Array> }> {
  const iterator = source[Symbol.asyncIterator]();
  const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  // A leading CRLF lets the first boundary be found with the same delimiter as the others.
  let buffer = Buffer.from('\r\n', 'latin1');
  const more = async (): Promise<boolean> => {
    const next = await iterator.next();
    if (next.done) return false;
    buffer = Buffer.concat([buffer, next.value]);
    return true;
  };
  const waitFor = async (needle: Buffer | string, from = 0): Promise<number> => {
    for (;;) {
      const at = buffer.indexOf(needle, from);
      if (at >= 0) return at;
      if (buffer.length > MAX_OVERHEAD) throw new UploadError('malformed');
      if (!(await more())) throw new UploadError('malformed');
    }
  };

  for (;;) {
    const at = await waitFor(delimiter);
    const headersStart = at + delimiter.length;
    const headersEnd = await waitFor('\r\n\r\n', headersStart);
    const headers = buffer.subarray(headersStart, headersEnd).toString('utf8');
    buffer = buffer.subarray(headersEnd + 4);
    if (headers.startsWith('--')) throw new UploadError('malformed'); // closing boundary: no file part
    const filename = filenameOf(headers);
    if (filename === null) continue; // an ordinary field: skip to the next part

    async function* content(): AsyncGenerator<Uint8Array> {
      for (;;) {
        const end = buffer.indexOf(delimiter);
        if (end >= 0) {
          if (end > 0) yield buffer.subarray(0, end);
          return;
        }
        const keep = delimiter.length - 1;
        if (buffer.length > keep) {
          yield buffer.subarray(0, buffer.length - keep);
          buffer = buffer.subarray(buffer.length - keep);
        }
        if (!(await more())) throw new UploadError('canceled');
      }
    }
    return { filename, content: content() };
  }
}
