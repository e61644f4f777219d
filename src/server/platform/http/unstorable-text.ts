import type { Context, Next } from 'hono';
import { labelOfKey } from '../../../domain/issues.js';
import { isUnstorable } from '../../../domain/text.js';
import { ruleText, RULE_TEXTS } from '../../../domain/texts/rule-texts.js';
import { word } from '../../../domain/texts/text.js';
import { invalid } from './errors.js';

/**
 * The root guard against unstorable text: a NUL or a lone surrogate anywhere in a request's JSON (a key, a value
 * no schema reads, a field of a route that forgot its text rule) or query string is a 422 on that
 * field, before any of it reaches a database. PostgreSQL refuses a NUL in text (a 500) where SQLite
 * stores it. The field schemas (src/domain/text.ts) refuse the other control characters with the
 * same message; this guard only needs to catch what no database can hold.
 */

/** JSON escapes that can decode to a NUL or a surrogate; a decoded UTF-8 body holds neither raw. */
const SUSPECT_ESCAPE = /\\u(?:0000|d[89a-f])/i;

function unstorablePath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return isUnstorable(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorable(key)) return [...path, key];
    const found = unstorablePath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

function refuse(path: string[]): never {
  // A key that is itself the bad text must not come back in the answer as it was sent.
  const parts = path.map((part) => (isUnstorable(part) ? '_' : part));
  const field = parts.length > 0 ? parts.join('.') : '_';
  const key = [...parts].reverse().find((part) => !/^\d+$/.test(part) && part !== '_') ?? 'text';
  throw invalid({ [field]: [word(ruleText(RULE_TEXTS.control, labelOfKey(key)))] });
}

/** Throws the 422 when a parsed JSON body holds unstorable text; `rawText` is the body as sent. */
export function refuseUnstorableJson(rawText: string, value: unknown): void {
  if (!SUSPECT_ESCAPE.test(rawText)) return;
  const path = unstorablePath(value, []);
  if (path) refuse(path);
}

/** Middleware: the same for every query parameter (name or value) of an API call. */
export async function refuseUnstorableQuery(c: Context, next: Next): Promise<void> {
  const url = c.req.url;
  const start = url.indexOf('?');
  // A NUL reaches a query value only as %00 (or raw, through app.request); a lone surrogate cannot
  // come out of percent-decoding at all (an invalid UTF-8 sequence becomes U+FFFD).
  if (start >= 0 && (url.includes('%00') || url.includes('\u0000'))) {
    for (const [name, value] of new URLSearchParams(url.slice(start + 1))) {
      if (isUnstorable(name)) refuse([name]);
      if (isUnstorable(value)) refuse([name]);
    }
  }
  await next();
}
