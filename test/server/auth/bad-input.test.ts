import { expect, it } from 'vitest';
import fc from 'fast-check';
import { describeEachDatabase, type CallResult } from '../../support/test-app.js';
import { loggedIn } from './auth-helpers.js';

const WRITE_PATHS = ['/api/v1/auth/login', '/api/v1/auth/email', '/api/v1/auth/reset'];
const JSON_HEADERS = { 'Content-Type': 'application/json' };

function expectClientError(res: CallResult, context: string): void {
  expect(res.status, `${context} -> ${res.status} ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, context).toBeLessThan(500);
  expect(typeof res.body?.message, context).toBe('string');
  expect(res.text).not.toMatch(/at \S+ \(|node_modules/); // no stack trace
}

describeEachDatabase('auth: bad input', (ctx) => {
  it('answers malformed JSON with 400', async () => {
    for (const path of WRITE_PATHS) {
      for (const raw of ['{', '{"type":"password",', "{'a':1}", 'undefined', '\u0000']) {
        const res = await ctx().call('POST', path, { rawBody: raw, headers: JSON_HEADERS });
        expect(res.status, `${path} ${raw}`).toBe(400);
        expect(res.body).toEqual({ message: 'malformed_json' });
      }
    }
  });

  it('answers wrong types, missing and unknown fields with 422 field errors', async () => {
    const cases: [string, unknown, Record<string, string[]>][] = [
      ['/api/v1/auth/login', {}, { type: ['Type is required'] }],
      ['/api/v1/auth/login', { type: 'magic' }, { type: ['Type: choose one of the options'] }],
      ['/api/v1/auth/login', { type: 'password' }, { email: ['Email address is required'], password: ['Password is required'] }],
      ['/api/v1/auth/login', { type: 'password', email: '', password: 'x' }, { email: ['Email address is required'] }],
      ['/api/v1/auth/login', { type: 'password', email: 'klant', password: 'x' }, { email: ['Email address must be a valid email address'] }],
      ['/api/v1/auth/login', { type: 'password', email: 5, password: ['x'] }, { email: ['Email address is required'], password: ['Password is required'] }],
      ['/api/v1/auth/login', { type: 'password', email: 'a@b.nl', password: 'x', admin: true }, { admin: ['Unknown field: admin'] }],
      ['/api/v1/auth/login', { type: 'token', token: 't', toString: 1 }, { toString: ['Unknown field: toString'] }],
      ['/api/v1/auth/login', { type: 'token' }, { token: ['Link is required'] }],
      ['/api/v1/auth/login', { type: 'partner', partner: -3 }, { partner: ['Partner: choose one of the options'] }],
      ['/api/v1/auth/login', { type: 'partner', partner: 1e300 }, { partner: ['Partner: choose one of the options'] }],
      ['/api/v1/auth/email', { email: null }, { email: ['Email address is required'] }],
      ['/api/v1/auth/reset', { email: 'a@b.nl' }, {
        password: ['Password is required'], password_confirmation: ['Repeat password is required'], token: ['Link is required'],
      }],
    ];
    for (const [path, body, errors] of cases) {
      const res = await ctx().call('POST', path, { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    for (const body of [null, [], 'text', 42, true, { __proto__: { type: 'password' } }]) {
      const res = await ctx().call('POST', '/api/v1/auth/login', { body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const prototype = await ctx().call('POST', '/api/v1/auth/login', {
      rawBody: '{"type":"password","email":"a@b.nl","password":"x","__proto__":{"admin":true}}', headers: JSON_HEADERS,
    });
    expect(prototype.status).toBe(422);
  });

  it('refuses huge strings with 413 or 422, never by hashing them', async () => {
    const over = 'a'.repeat(1024 * 1024 + 100);
    const under = 'a'.repeat(900 * 1024);
    for (const path of WRITE_PATHS) {
      for (const big of [over, under]) {
        const res = await ctx().call('POST', path, {
          body: { type: 'password', email: `${big}@example.nl`, password: big, password_confirmation: big, token: big },
        });
        expect([413, 422], path).toContain(res.status);
      }
    }
    const hugePassword = await ctx().call('POST', '/api/v1/auth/login', {
      body: { type: 'password', email: 'klant@example.nl', password: under },
    });
    expect(hugePassword.status).toBe(422);
    expect(hugePassword.body.errors.password).toEqual(['Password may have at most 1024 characters']);
    const deep = await ctx().call('POST', '/api/v1/auth/login', {
      rawBody: `${'['.repeat(100_000)}${']'.repeat(100_000)}`, headers: JSON_HEADERS,
    });
    expectClientError(deep, 'deeply nested JSON');
  });

  it('answers a wrong method with 405 and a bad partner id with 404', async () => {
    const wrong: [string, string][] = [
      ['GET', '/api/v1/auth/login'], ['PUT', '/api/v1/auth/login'], ['POST', '/api/v1/auth/refresh'],
      ['GET', '/api/v1/auth/logout'], ['POST', '/api/v1/auth/logout'], ['GET', '/api/v1/auth/email'],
      ['DELETE', '/api/v1/auth/reset'], ['POST', '/api/v1/auth/partner/1'],
    ];
    for (const [method, path] of wrong) {
      const res = await ctx().call(method, path, { body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(405);
    }
    const { token } = await loggedIn(ctx(), 'partner@example.nl');
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '%00']) {
      const res = await ctx().call('GET', `/api/v1/auth/partner/${id}`, { token });
      expect(res.status, id).toBe(404);
    }
    expect((await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'token', token: 'x' }, xhr: false })).status).toBe(403);
  });

  it('never answers 5xx to a thousand random bodies', async () => {
    // Near-valid objects reach the database and the password check; arbitrary JSON tests the parser.
    const text = fc.oneof(fc.string(), fc.emailAddress(), fc.constantFrom('klant@example.nl', 'partner@example.nl', ''));
    const loose = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
    const nearValid = fc.record(
      {
        type: fc.oneof(fc.constantFrom('password', 'token', 'partner'), fc.string()),
        email: fc.oneof(text, loose),
        password: fc.oneof(fc.string({ maxLength: 40 }), loose),
        password_confirmation: fc.oneof(fc.string({ maxLength: 40 }), loose),
        token: fc.oneof(fc.base64String({ maxLength: 60 }), loose),
        partner: fc.oneof(fc.integer(), fc.nat(10), loose),
        extra: loose,
      },
      { requiredKeys: [] },
    );
    const bodies = fc.oneof(
      nearValid.map((value) => JSON.stringify(value)),
      fc.json({ maxDepth: 4 }),
      fc.anything({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
      fc.string({ maxLength: 60 }),
    );
    let calls = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...WRITE_PATHS), bodies, async (path, raw) => {
        calls++;
        const res = await ctx().call('POST', path, { rawBody: raw, headers: JSON_HEADERS });
        expect(res.status, `${path} ${raw} -> ${res.text.slice(0, 200)}`).toBeLessThan(500);
        expect(res.text).not.toMatch(/at \S+ \(|node_modules/);
      }),
      { numRuns: 1000 },
    );
    expect(calls).toBeGreaterThanOrEqual(1000);
  });
});
