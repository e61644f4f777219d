import { expect } from 'vitest';
import fc from 'fast-check';
import type { TestContext } from '../../support/test-app.js';

/**
 * Shared pieces of the every-route property test: loose values, "nearly valid" bodies made from a
 * valid one, and the check that an answer is one DESIGN.md section 4 documents.
 */

/** The error statuses DESIGN.md section 4 documents (400 broken JSON, 409 in flight, 413 too big). */
export const DOCUMENTED_ERRORS = new Set([400, 401, 403, 404, 405, 409, 413, 422, 429]);

/** Whatever a form, a bad client or an attacker may put where a value is expected. */
export const loose: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, 2 ** 53, Number.MAX_VALUE, -0, '', ' ', '0', '1', 'null', '__proto__', 'constructor'),
  fc.constantFrom('x'.repeat(300), '<script>alert(1)</script>', "' or 1=1 --", '../../etc/passwd', '%00', '\u0000', '\uD800', '2026-02-30', '1e999'),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

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

/**
 * A value derived from a valid one: each field mostly kept, sometimes replaced by a loose value or
 * left out, nested objects and arrays likewise, sometimes with an unexpected extra field. Most of
 * these get past the first checks, so the business rules and the database see odd data too.
 */
export function nearly(valid: unknown, depth = 0): fc.Arbitrary<unknown> {
  const keep = 10;
  if (Array.isArray(valid)) {
    if (valid.length === 0) return fc.oneof({ arbitrary: fc.constant([]), weight: keep }, { arbitrary: fc.array(loose, { maxLength: 2 }), weight: 1 });
    const items = fc.array(nearly(valid[0], depth + 1), { minLength: 0, maxLength: Math.max(3, valid.length) });
    return fc.oneof({ arbitrary: fc.tuple(...valid.map((item) => nearly(item, depth + 1))), weight: keep }, { arbitrary: items, weight: 2 }, { arbitrary: loose, weight: 1 });
  }
  if (valid !== null && typeof valid === 'object') {
    const entries = Object.entries(valid as Record<string, unknown>);
    const fields = Object.fromEntries(entries.map(([key, value]) => [key, fc.oneof(
      { arbitrary: nearly(value, depth + 1), weight: keep },
      { arbitrary: fc.constant(MISSING), weight: 1 },
    )]));
    const record = fc.tuple(fc.record(fields), fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'toString', 'constructor', 'id'), loose), { freq: 8 }))
      .map(([object, extra]) => {
        const result: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(object)) if (value !== MISSING) result[key] = value;
        if (extra) Object.defineProperty(result, extra[0], { value: extra[1], enumerable: true, configurable: true, writable: true });
        return result;
      });
    return depth === 0 ? fc.oneof({ arbitrary: record, weight: keep }, { arbitrary: loose, weight: 1 }) : fc.oneof({ arbitrary: record, weight: keep }, { arbitrary: loose, weight: 1 });
  }
  return fc.oneof({ arbitrary: fc.constant(valid), weight: keep }, { arbitrary: loose, weight: 1 });
}
const MISSING = Symbol('missing');

/** A JSON text: mostly a nearly valid body, sometimes any JSON, sometimes not JSON at all. */
export function jsonText(valid: unknown): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: nearly(valid).map((value) => JSON.stringify(value) ?? 'null'), weight: 8 },
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
    expect(Object.keys(body).filter((key) => key !== 'message' && key !== 'errors'), what).toEqual([]);
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
