import { expect } from 'vitest';
import fc from 'fast-check';
import type { TestContext } from '../../support/test-app.js';
import { loose, nearly } from '../../support/near-valid.js';

export { loose, nearly };

/**
 * Shared pieces of the every-route property test: loose values, "nearly valid" bodies made from a
 * valid one, and the check that an answer is one DESIGN.md section 4 documents.
 */

/**
 * The error statuses DESIGN.md section 4 documents (400 broken JSON or a cancelled upload, 409 in
 * flight, 413 too big), plus 415 for an upload that is not a PDF (spec section 8: "not supported
 * for security reasons").
 */
export const DOCUMENTED_ERRORS = new Set([400, 401, 403, 404, 405, 409, 413, 415, 422, 429]);

/** Path pieces where an id is expected: real ids (given), edge numbers and junk. */
export function idPiece(real: number[] = []): fc.Arbitrary<string> {
  const junk = fc.oneof(
    fc.constantFrom('0', '01', '-1', '1.5', '1e3', '2147483647', '2147483648', '99999999999', ' 1', '%00', '%20', '..', 'null', 'abc', '%E0%A4%A'),
    fc.integer({ min: -10, max: 2 ** 40 }).map(String),
    fc.string({ maxLength: 12 }).map(encodeURIComponent),
  );
  if (real.length === 0) return junk;
  return fc.oneof({ arbitrary: fc.constantFrom(...real).map(String), weight: 2 }, { arbitrary: junk, weight: 1 });
}

/** Every string of a value (keys too), with a function that rebuilds the value with one of them changed. */
function stringSlots(value: unknown): ((change: (text: string) => string) => unknown)[] {
  if (typeof value === 'string') return [(change) => change(value)];
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => stringSlots(item).map((slot) => (change: (text: string) => string) =>
      value.map((other, at) => (at === index ? slot(change) : other))));
  }
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.flatMap(([, item], index) => [
    (change: (text: string) => string) => Object.fromEntries(entries.map(([k, v], at) => [at === index ? change(k) : k, v])),
    ...stringSlots(item).map((slot) => (change: (text: string) => string) =>
      Object.fromEntries(entries.map(([k, v], at) => [k, at === index ? slot(change) : v]))),
  ]);
}

/**
 * A valid value with a control character (NUL most often, as PostgreSQL refuses it where
 * SQLite stores it) put into one of its strings or keys; everything else stays valid, so the text
 * gets as far as the database unless a rule stops it.
 */
export function poisonedText(valid: unknown): fc.Arbitrary<unknown> {
  const slots = stringSlots(valid);
  if (slots.length === 0) return fc.constant(valid);
  const bad = fc.constantFrom('\u0000', '\u0000', '\u0000', '\u0001', '\u001b', '\u007f', '\ud800', '\udfff', '\n', '\t');
  return fc.tuple(fc.nat({ max: slots.length - 1 }), bad, fc.nat({ max: 64 }))
    .map(([slot, char, at]) => slots[slot]!((text) => `${text.slice(0, at)}${char}${text.slice(at)}`));
}

/** The largest counts and sizes the schemas allow, by field name. */
const LIMITS: Record<string, number[]> = {
  quantity: [10_000, 50], originals: [1000], width: [100_000], height: [100_000, 10_000], pieces: [10_000],
};

/**
 * A valid value with its counts and sizes at the limits, each field independently: one
 * line of 10,000 x 1,000 copies of 100 x 100 m comes to more than a 32-bit total in cents.
 */
export function atTheLimits(valid: unknown): fc.Arbitrary<unknown> {
  return fc.array(fc.nat({ max: 2 }), { minLength: 32, maxLength: 32 }).map((choices) => {
    let next = 0;
    const walk = (value: unknown, key: string): unknown => {
      if (typeof value === 'number' && LIMITS[key]) {
        const choice = choices[next++ % choices.length]!;
        return choice === 0 ? value : LIMITS[key]![(choice - 1) % LIMITS[key]!.length];
      }
      if (Array.isArray(value)) return value.map((item) => walk(item, key));
      if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, walk(v, k)]));
      }
      return value;
    };
    return walk(valid, '');
  });
}

/**
 * A JSON text: mostly a nearly valid body, sometimes one with a control character in a string or
 * its numbers at the limits, sometimes any JSON, sometimes not JSON at all.
 */
export function jsonText(valid: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: nearly(valid).map((value) => JSON.stringify(value) ?? 'null'), weight: 8 },
    { arbitrary: poisonedText(valid).map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: atTheLimits(valid).map((value) => JSON.stringify(value)), weight: 1 },
    { arbitrary: fc.json({ maxDepth: 3 }), weight: 1 },
    { arbitrary: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('{', '{"a":', '[1,', 'undefined', "{'a':1}", '\u0000', '')), weight: 1 },
  );
}

export interface Request {
  method: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  token?: string | null;
  ip?: string;
}

/** Counts every generated request, per route and in all, for one database run. */
export class RequestCounter {
  readonly perRoute = new Map<string, number>();
  readonly statuses = new Map<number, number>();
  total = 0;

  note(route: string, status: number): void {
    this.total += 1;
    this.perRoute.set(route, (this.perRoute.get(route) ?? 0) + 1);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }
}

/**
 * Sends one request in-process and checks: no 5xx; an error is a documented status with a JSON
 * `{ message, errors? }` (errors: field -> list of texts); no stack trace anywhere.
 */
export async function sendChecked(ctx: TestContext, counter: RequestCounter, route: string, request: Request): Promise<number> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...request.headers };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = 'application/json';
  }
  const response = await ctx.app.request(request.path, { method: request.method, headers, body: request.body }, {
    incoming: { socket: { remoteAddress: request.ip ?? '192.0.2.1' } },
  });
  const what = `${request.method} ${request.path.slice(0, 120)} ${typeof request.body === 'string' ? request.body.slice(0, 200) : ''}`;
  const type = response.headers.get('content-type') ?? '';
  const text = type.startsWith('application/json') || response.status >= 400 ? await response.text() : '';
  if (!text) await response.body?.cancel();
  counter.note(route, response.status);
  expect(response.status, `${what} -> ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, what).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
  if (response.status >= 400) {
    expect(DOCUMENTED_ERRORS.has(response.status), `${what} -> undocumented ${response.status}`).toBe(true);
    expect(type, what).toMatch(/^application\/json/);
    const body = JSON.parse(text) as Record<string, unknown>;
    expect(typeof body.message, `${what} -> ${text.slice(0, 300)}`).toBe('string');
    expect(Object.keys(body).filter((key) => key !== 'message' && key !== 'errors' && key !== 'request_id'), what).toEqual([]);
    expect(body.request_id, what).toBe(response.headers.get('x-request-id'));
    if (body.errors !== undefined) {
      const errors = body.errors as Record<string, unknown>;
      expect(typeof errors, what).toBe('object');
      for (const messages of Object.values(errors)) {
        expect(Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string'), `${what} -> ${text.slice(0, 300)}`).toBe(true);
      }
    }
  } else if (type.startsWith('application/json') && text) {
    JSON.parse(text);
  }
  return response.status;
}
