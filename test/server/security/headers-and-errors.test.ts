import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.js';
import { createTestContext, describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { logSink } from '../operations/log-sink.js';
import { tokenFor } from '../../support/tokens.js';
import { pngBytes } from '../files/pdf-fixtures.js';

/**
 * Security: the CSP and the other security headers are on every answer (API and app, every
 * status), and no error answer carries a secret, a stack trace, SQL or a server path.
 */
const HEADERS: Record<string, (value: string) => boolean> = {
  'content-security-policy': (value) => ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]
    .every((part) => value.includes(part)) && !/script-src[^;]*'unsafe-(inline|eval)'/.test(value),
  'x-content-type-options': (value) => value === 'nosniff',
  'x-frame-options': (value) => value === 'DENY',
  'referrer-policy': (value) => value === 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': (value) => value === 'same-origin',
  'permissions-policy': (value) => value.includes('camera=()'),
};

function expectSecurityHeaders(headers: Headers, what: string): void {
  for (const [name, ok] of Object.entries(HEADERS)) {
    const value = headers.get(name);
    expect(value, `${name} on ${what}`).not.toBeNull();
    expect(ok(value!), `${name}: ${value} on ${what}`).toBe(true);
  }
}

/** What an error answer must never contain. */
function leaks(ctx: TestContext, text: string): string[] {
  const secret = new TextDecoder().decode(ctx.services.config.jwtSecret);
  const found: string[] = [];
  if (text.includes(secret)) found.push('jwt secret');
  if (/\bat \S+ \(|\.ts:\d+|\.js:\d+|node_modules/.test(text)) found.push('stack trace');
  if (/\b(select|insert into|update \w+ set|delete from)\b/i.test(text)) found.push('SQL');
  if (/sqlite|postgres|SQLITE_|ECONNREFUSED/i.test(text)) found.push('database detail');
  if (text.includes(ctx.services.config.uploadDir) || text.includes(tmpdir()) || text.includes(process.cwd())) found.push('server path');
  if (/\b(TypeError|RangeError|SyntaxError|ReferenceError|Error:)/.test(text)) found.push('exception text');
  return found;
}

interface Probe { method: string; path: string; init?: RequestInit; token?: 'customer' | 'reseller-unchosen' | 'bad' }

/** One request per way of getting an error out of the API. */
const PROBES: Probe[] = [
  { method: 'GET', path: '/api/v1/no-such-route' },
  { method: 'GET', path: '/api/v1/files/..%2F..%2F..%2Fetc%2Fpasswd', token: 'customer' },
  { method: 'GET', path: '/api/v1/orders' },
  { method: 'GET', path: '/api/v1/orders', token: 'bad' },
  { method: 'GET', path: '/api/v1/orders', token: 'reseller-unchosen' },
  { method: 'GET', path: '/api/v1/orders?page=0&kind=x', token: 'customer' },
  { method: 'GET', path: '/api/v1/orders/abc', token: 'customer' },
  { method: 'GET', path: '/api/v1/orders/99999999999', token: 'customer' },
  { method: 'GET', path: '/api/v1/orders/%E0%A4%A', token: 'customer' },
  { method: 'GET', path: '/api/v1/files/0', token: 'customer' },
  { method: 'GET', path: '/api/v1/invoices/-1/pdf', token: 'customer' },
  { method: 'GET', path: '/api/v1/users/1', token: 'customer' },
  { method: 'PATCH', path: '/api/v1/orders/1', token: 'customer' },
  { method: 'PUT', path: '/api/v1/catalog', token: 'customer' },
  { method: 'POST', path: '/api/v1/prices', token: 'customer', init: { body: '{"product_id":', headers: { 'Content-Type': 'application/json' } } },
  { method: 'POST', path: '/api/v1/prices', token: 'customer', init: { body: '[]'.repeat(10), headers: { 'Content-Type': 'application/json' } } },
  { method: 'POST', path: '/api/v1/prices', token: 'customer', init: { body: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, headers: { 'Content-Type': 'application/json' } } },
  { method: 'POST', path: '/api/v1/prices', token: 'customer', init: { body: JSON.stringify({ product_id: 1, copies: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'Content-Type': 'application/json' } } },
  { method: 'POST', path: '/api/v1/order', token: 'customer', init: { body: '{"products":[{"product_id":1e999}]}', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'not-a-uuid' } } },
  { method: 'POST', path: '/api/v1/order', token: 'customer', init: { body: '{"products":{"__proto__":{"x":1}}}', headers: { 'Content-Type': 'application/json' } } },
  { method: 'POST', path: '/api/v1/addresses', token: 'customer', init: { body: '{"name":null,"zip":{"$gt":""}}', headers: { 'Content-Type': 'application/json' } } },
  { method: 'POST', path: '/api/v1/addresses', token: 'customer', init: { body: '{}', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'nope' } } },
  { method: 'PUT', path: '/api/v1/settings', token: 'customer', init: { body: '\u0000', headers: { 'Content-Type': 'application/json' } } },
  { method: 'POST', path: '/api/v1/auth/login', init: { body: '{"type":"password","email":"x@y.nl\'; drop table users; --","password":"x"}', headers: { 'Content-Type': 'application/json' } } },
  { method: 'POST', path: '/api/v1/auth/reset', init: { body: '{"email":"a@b.nl","token":"../../etc","password":"x","password_confirmation":"y"}', headers: { 'Content-Type': 'application/json' } } },
  { method: 'GET', path: '/api/v1/auth/refresh', init: { headers: { Cookie: 'pp_refresh=%E0%A4%A; pp_refresh=x' } } },
  { method: 'POST', path: '/api/v1/orders/1/files?print=abc', token: 'customer', init: { body: 'x', headers: { 'Content-Type': 'application/pdf' } } },
  { method: 'POST', path: '/api/v1/orders/1/files?print=1', token: 'customer', init: { body: 'x', headers: { 'Content-Type': 'multipart/form-data; boundary=' } } },
  { method: 'POST', path: '/api/v1/order/1/expedition?hash=../../', token: 'customer', init: { body: '{}', headers: { 'Content-Type': 'application/json' } } },
];

describeEachDatabase('security: headers and error answers', (ctx) => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.customer = await tokenFor(ctx(), 'klant@example.nl');
    tokens['reseller-unchosen'] = await tokenFor(ctx(), 'partner@example.nl', null);
    tokens.bad = `${tokens.customer.slice(0, -4)}AAAA`;
  });

  async function send(probe: Probe): Promise<Response> {
    const headers = new Headers(probe.init?.headers);
    if (!headers.has('X-Requested-With')) headers.set('X-Requested-With', 'XMLHttpRequest');
    if (probe.token) headers.set('Authorization', `Bearer ${tokens[probe.token]}`);
    return ctx().app.request(probe.path, { ...probe.init, method: probe.method, headers });
  }

  it('answers every forced error as a documented error with the security headers, and nothing else', async () => {
    const statuses = new Set<number>();
    for (const probe of PROBES) {
      const what = `${probe.method} ${probe.path.slice(0, 60)}`;
      const response = await send(probe);
      const text = await response.text();
      statuses.add(response.status);
      expect(response.status, `${what} -> ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, what).toBeLessThan(500);
      expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
      const body = JSON.parse(text) as { message: unknown; errors?: unknown };
      expect(typeof body.message, what).toBe('string');
      expect(Object.keys(body).every((key) => key === 'message' || key === 'errors' || key === 'request_id'), what).toBe(true);
      expect((body as { request_id?: unknown }).request_id, what).toBe(response.headers.get('x-request-id'));
      expect(leaks(ctx(), text), what).toEqual([]);
      expectSecurityHeaders(response.headers, what);
      expect(response.headers.get('cache-control'), what).toBe('no-store');
    }
    // The probes reach every kind of refusal DESIGN.md section 4 documents.
    expect([...statuses].sort()).toEqual(expect.arrayContaining([400, 401, 403, 404, 405, 413, 422]));
  });

  it('sends the headers on successful API answers too: JSON, 201, 204, downloads and OPTIONS', async () => {
    const token = tokens.customer!;
    const ok: [string, string, unknown?][] = [
      ['GET', '/api/v1/health'], ['GET', '/api/v1/catalog'], ['GET', '/api/v1/copies-template'],
      ['GET', '/api/v1/invoices'], ['OPTIONS', '/api/v1/orders'],
    ];
    for (const [method, path] of ok) {
      const response = await ctx().app.request(path, { method, headers: { Authorization: `Bearer ${token}` } });
      expect(response.status, path).toBeLessThan(300);
      expectSecurityHeaders(response.headers, `${method} ${path}`);
    }
    const created = await ctx().call('POST', '/api/v1/addresses', {
      token, body: { name: 'Kopgebouw', dept: '', attn: '', phone: '0201234567', email: '', street: 'Dam 1', zip: '1012 JS', city: 'Amsterdam', country_id: 'NL' },
    });
    expect(created.status).toBe(201);
    expectSecurityHeaders(created.headers, 'POST /addresses 201');
    const loggedIn = await ctx().call('POST', '/api/v1/auth/login', { body: { type: 'password', email: 'sanne.bakker@example.nl', password: 'Drukwerk2026!' } });
    const out = await ctx().call('DELETE', '/api/v1/auth/logout', { token: loggedIn.body.token });
    expect(out.status).toBe(204);
    expectSecurityHeaders(out.headers, 'DELETE /auth/logout 204');
  });

  it('answers a renamed picture upload with the security message, not with what the server found inside', async () => {
    const order = await ctx().db.kysely.selectFrom('orders').innerJoin('order_prints', 'order_prints.order_id', 'orders.id')
      .select(['orders.id as orderId', 'order_prints.id as printId'])
      .where('orders.state', '=', 'waiting_for_files').where('orders.partner_id', '=', (await ctx().db.kysely.selectFrom('users').select('partner_id').where('email', '=', 'klant@example.nl').executeTakeFirstOrThrow()).partner_id!)
      .executeTakeFirstOrThrow();
    const response = await ctx().app.request(`/api/v1/orders/${order.orderId}/files?print=${order.printId}`, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${tokens.customer}`, 'Content-Type': 'application/pdf', 'X-File-Name': encodeURIComponent('../../etc/passwd.pdf') },
      body: new Uint8Array(pngBytes()),
    });
    const text = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(text).not.toMatch(/PNG|passwd|\.\.\//);
    expect(leaks(ctx(), text)).toEqual([]);
    expectSecurityHeaders(response.headers, 'refused upload');
  });
});

describe('security: an unexpected failure inside the server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });

  it('answers 500 with only {"message":"server_error"} and the headers when the database is gone', async () => {
    const token = await tokenFor(ctx, 'klant@example.nl');
    await ctx.db.close();
    const sink = logSink();
    ctx.services.logger = sink.logger;
    try {
      for (const [method, path, body] of [
        ['POST', '/api/v1/auth/login', { type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' }],
        ['POST', '/api/v1/prices', { product_id: 1, copies: [{ originals: 1, quantity: 1, width: 1000, height: 1000, sides: 1, abaa: 1, remark: '' }], finishes: [], complete: true, uuid: 'u', prices: {} }],
        ['GET', '/api/v1/health', undefined],
      ] as const) {
        const res = await ctx.call(method, path, { token, body });
        expect(res.status, path).toBeGreaterThanOrEqual(500);
        expect(res.text, path).toMatch(/^\{"message":"[a-z_]+"\}$/);
        expect(leaks(ctx, res.text), path).toEqual([]);
        expectSecurityHeaders(res.headers, `${path} after a failure`);
      }
      // The failure is logged for the operator, on the server side only.
      expect(sink.lines().filter((line) => line.level === 50).length).toBeGreaterThan(0);
    } finally {
      delete ctx.services.logger;
    }
  });
});

describe('security: headers on the app\'s own answers (the built browser app)', () => {
  let ctx: TestContext;
  let distDir: string;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    distDir = mkdtempSync(join(tmpdir(), 'pp-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-1234.js"></script></head><body></body></html>');
    writeFileSync(join(distDir, 'assets', 'app-1234.js'), 'console.log(1)');
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends CSP and the other headers on the page, on history routes, on assets and on an unknown API path', async () => {
    const app = createApp(ctx.services, { distDir });
    for (const path of ['/', '/login', '/order/12?token=abc', '/assets/app-1234.js', '/favicon-does-not-exist.ico', '/api/v1/nothing-here']) {
      const response = await app.request(path);
      expect(response.status, path).toBeLessThan(500);
      expectSecurityHeaders(response.headers, path);
      const text = await response.text();
      expect(leaks(ctx, text), path).toEqual([]);
    }
    const page = await app.request('/login');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // The page must not be cached for long (a new deploy must reach users), the hashed asset may be.
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});
