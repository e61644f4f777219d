import type { Context } from 'hono';
import { bodyReadFor } from './json-body.js';

const utf8 = new TextDecoder();

/**
 * The request body as text: under the node server the bytes `readJsonBodies` read off the socket
 * (no web Request is built around them: that cost a tenth of the CPU of a small JSON call), else
 * Hono's way (`app.request` in tests). Decoded as UTF-8 with a leading BOM dropped, exactly like
 * `Request.text()`.
 */
export async function requestText(c: Context): Promise<string> {
  const body = bodyReadFor(c);
  return body ? utf8.decode(body) : c.req.text();
}
