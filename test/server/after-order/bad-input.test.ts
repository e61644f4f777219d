import { expect, it } from 'vitest';
import fc from 'fast-check';
import { describeEachDatabase, type TestContext } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { makeOrder } from './orders-fixture.js';

const RUNS = { numRuns: 60 };
const COLLEAGUE = 'sanne.bakker@example.nl';

const pathPiece = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer({ min: -5, max: 2 ** 40 }).map(String),
  fc.constantFrom('0', '01', '1e3', '%00', '..', '9999999999', '2147483648', '-1', ' 1'),
);

async function expectNoServerError(ctx: TestContext, method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}, token?: string) {
  const response = await ctx.app.request(path, {
    method,
    headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers },
    body: init.body,
  });
  const text = await response.text();
  expect(response.status, `${method} ${path} -> ${text.slice(0, 200)}`).toBeLessThan(500);
  if (response.status >= 400) expect(JSON.parse(text)).toHaveProperty('message');
  expect(text).not.toMatch(/at .*\.ts:\d+/);
}

describeEachDatabase('after-order calls under bad input (fast-check)', (ctx) => {
  it('never answers 5xx to odd ids, queries and pages', async () => {
    const token = await tokenFor(ctx(), COLLEAGUE);
    await fc.assert(fc.asyncProperty(pathPiece, fc.string({ maxLength: 30 }), fc.string({ maxLength: 10 }), async (id, q, page) => {
      const encoded = encodeURIComponent(id);
      await expectNoServerError(ctx(), 'GET', `/api/v1/orders?kind=${encodeURIComponent(q)}&page=${encodeURIComponent(page)}&q=${encodeURIComponent(q)}`, {}, token);
      await expectNoServerError(ctx(), 'GET', `/api/v1/orders/${encoded}`, {}, token);
      await expectNoServerError(ctx(), 'GET', `/api/v1/files/${encoded}`, {}, token);
      await expectNoServerError(ctx(), 'GET', `/api/v1/invoices?page=${encodeURIComponent(page)}`, {}, token);
      await expectNoServerError(ctx(), 'GET', `/api/v1/invoices/${encoded}/pdf`, {}, token);
      for (const action of ['accept', 'deactivate', 'reorder']) {
        await expectNoServerError(ctx(), 'POST', `/api/v1/orders/${encoded}/${action}`, {}, token);
      }
      await expectNoServerError(ctx(), 'DELETE', `/api/v1/orders/${encoded}`, {}, token);
    }), RUNS);
  });

  it('never answers 5xx to odd settings bodies', async () => {
    const token = await tokenFor(ctx(), COLLEAGUE);
    const nearlyValid = fc.record({
      name: fc.oneof(fc.string({ maxLength: 120 }), fc.constant(null), fc.integer()),
      email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 30 }), fc.constant('SANNE.BAKKER@example.nl')),
      phone: fc.oneof(fc.string({ maxLength: 40 }), fc.integer()),
      lang: fc.oneof(fc.constantFrom('nl', 'en', 'de', ''), fc.string({ maxLength: 3 })),
      approve_pdf: fc.oneof(fc.boolean(), fc.constant('true'), fc.constant(1)),
      pickup_default: fc.boolean(),
      zoom_text: fc.boolean(),
      default_address_id: fc.oneof(fc.constant(null), fc.integer({ min: -10, max: 2 ** 33 }), fc.double(), fc.string({ maxLength: 5 })),
    }, { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(fc.oneof(nearlyValid, fc.jsonValue()), async (body) => {
      await expectNoServerError(ctx(), 'PUT', '/api/v1/settings', { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }, token);
    }), RUNS);
    await expectNoServerError(ctx(), 'PUT', '/api/v1/settings', { body: '{"name":', headers: { 'Content-Type': 'application/json' } }, token);
  });

  it('never answers 5xx to odd uploads', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const contentType = fc.oneof(
      fc.constantFrom('application/pdf', 'application/octet-stream', 'multipart/form-data', 'multipart/form-data; boundary=', 'text/plain'),
      fc.string({ maxLength: 40 }).map((boundary) => `multipart/form-data; boundary=${boundary}`),
    );
    const body = fc.oneof(
      fc.uint8Array({ maxLength: 400 }),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.concat([Buffer.from('%PDF-1.4\n'), bytes])),
      fc.tuple(fc.string({ maxLength: 10 }), fc.uint8Array({ maxLength: 100 })).map(([boundary, bytes]) =>
        Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-`), bytes])),
    );
    await fc.assert(fc.asyncProperty(contentType, body, fc.oneof(pathPiece, fc.constant(String(printIds[0]))), fc.string({ maxLength: 40 }), async (type, bytes, print, name) => {
      await expectNoServerError(ctx(), 'POST', `/api/v1/orders/${orderId}/files?print=${encodeURIComponent(print)}`, {
        body: bytes, headers: { 'Content-Type': type, 'X-File-Name': encodeURIComponent(name) },
      }, token);
    }), { numRuns: 40 });
  });
});
