import { Readable } from 'node:stream';
import type { Context } from 'hono';

const utf8 = new TextDecoder();

/**
 * The request body as text. Under the node server it is read straight from the socket's message:
 * `c.req.text()` first builds a web Request around it (an AbortController, a web stream over the
 * node stream), which cost a tenth of the CPU of a small JSON call. The size was already limited by
 * the body-limit middleware (from Content-Length, or by reading it whole when chunked: then the
 * message has been read and Hono's copy is used). Decoded as UTF-8 with a leading BOM dropped,
 * exactly like `Request.text()`. Without a real message (`app.request` in tests, also when a test
 * hands in a stand-in `incoming` for the client address) Hono's way is taken.
 */
export async function requestText(c: Context): Promise<string> {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof Readable) || incoming.readableDidRead || incoming.readableEnded) return c.req.text();
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return utf8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
}
