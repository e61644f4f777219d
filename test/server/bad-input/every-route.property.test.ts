import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { describeEachDatabase } from '../../support/test-app.js';
import { partnerIdOf, tokenFor } from '../../support/tokens.js';
import { orderHash } from '../../../src/server/modules/checkout/order-hash.js';
import { makeOrder } from '../after-order/orders-fixture.js';
import { multipartBody, pdfOfSize } from '../files/pdf-fixtures.js';
import { RequestCounter, idPiece, jsonText, loose, sendChecked, type Request } from './fuzz-support.js';

/**
 * Property tests for every API call of src/server/modules/*.ts. Every generated
 * request must get no 5xx, no uncaught exception and, when refused, a documented error (status and
 * `{ message, errors? }`, DESIGN.md section 4). Fixed seeds: the run is the same every time, and the
 * counts asserted at the end (at least 10,000 requests per database, every route hit) do not depend
 * on luck. A failure prints its seed and path, so it replays exactly.
 */
const SEED = 8_2026_11;
const MIN_REQUESTS_PER_DATABASE = 10_000;

/** Every route of src/server/modules, as `METHOD path`: each must be hit by the runs below. */
const ROUTES = [
  'POST /auth/login', 'GET /auth/partner/:partner', 'GET /auth/refresh', 'DELETE /auth/logout', 'POST /auth/email', 'POST /auth/reset',
  'GET /catalog', 'GET /products', 'GET /finishes', 'POST /favorite/:productId', 'GET /addresses', 'POST /addresses',
  'GET /specs/check', 'GET /specs', 'GET /users/:partnerId', 'GET /copies-template', 'POST /prices', 'POST /expedition',
  'POST /order/:orderId/expedition', 'POST /order', 'GET /orders', 'GET /orders/:id', 'DELETE /orders/:id',
  'POST /orders/:id/accept', 'POST /orders/:id/approve', 'POST /orders/:id/deactivate', 'POST /orders/:id/reorder', 'POST /orders/:id/files',
  'GET /files/:id', 'GET /invoices', 'GET /invoices/:id/pdf', 'GET /settings', 'PUT /settings', 'POST /settings/email', 'GET /health',
] as const;
type Route = (typeof ROUTES)[number] | 'any method, any path';

const API = '/api/v1';

describeEachDatabase('every API call under generated bad input', (ctx) => {
  const counter = new RequestCounter();
  const send = (route: Route, request: Request) => sendChecked(ctx(), counter, route, request);
  const runs = (numRuns: number, offset: number) => ({ numRuns, seed: SEED + offset, endOnFailure: true });

  const tokens = { customer: '', purchaser: '', colleague: '', unchosen: '', reseller: '', forged: '' };
  const ids = { banner: 0, ownOrders: [] as number[], foreignOrders: [] as number[], prints: [] as number[], files: [] as number[], invoices: [] as number[], partners: [] as number[], products: [] as number[], addresses: [] as number[], finishes: [] as { id: number; finishing_id: number }[], upload: { orderId: 0, printIds: [] as number[] } };
  let refreshCookies: string[] = [];

  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    tokens.customer = await tokenFor(ctx(), 'klant@example.nl');
    tokens.purchaser = await tokenFor(ctx(), 'inkoop@example.nl');
    tokens.colleague = await tokenFor(ctx(), 'sanne.bakker@example.nl');
    tokens.unchosen = await tokenFor(ctx(), 'partner@example.nl', null);
    tokens.reseller = await tokenFor(ctx(), 'partner@example.nl', 'Sportclub Vooruit');
    tokens.forged = `${tokens.customer.slice(0, -3)}abc`;
    const db = ctx().db.kysely;
    const customerPartner = await partnerIdOf(ctx(), 'Bakkerij De Zon B.V.');
    // A fresh order with a stored file, so file and upload calls also meet real rows.
    const made = await makeOrder(ctx());
    ids.upload = made;
    const { body, contentType } = multipartBody('gevel.pdf', await pdfOfSize([1000, 500]));
    const upload = await ctx().app.request(`${API}/orders/${made.orderId}/files?print=${made.printIds[0]}`, {
      method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${tokens.customer}`, 'Content-Type': contentType }, body,
    });
    expect(upload.status).toBe(201);
    const orders = await db.selectFrom('orders').select(['id', 'partner_id']).execute();
    ids.ownOrders = orders.filter((row) => row.partner_id === customerPartner).map((row) => row.id);
    ids.foreignOrders = orders.filter((row) => row.partner_id !== customerPartner).map((row) => row.id);
    ids.prints = (await db.selectFrom('order_prints').select('id').execute()).map((row) => row.id);
    ids.files = (await db.selectFrom('order_files').select('id').execute()).map((row) => row.id);
    ids.invoices = (await db.selectFrom('invoices').select('id').execute()).map((row) => row.id);
    ids.partners = (await db.selectFrom('partners').select('id').execute()).map((row) => row.id);
    ids.products = (await db.selectFrom('products').select('id').execute()).map((row) => row.id);
    ids.banner = (await db.selectFrom('products').select('id').where('default_code', '=', 'SPD-FL510').executeTakeFirstOrThrow()).id;
    ids.addresses = (await db.selectFrom('addresses').select('id').execute()).map((row) => row.id);
    ids.finishes = await db.selectFrom('finishes').select(['id', 'finishing_id']).execute();
    const logins = await Promise.all(['klant@example.nl', 'partner@example.nl'].map((email) =>
      ctx().call('POST', `${API}/auth/login`, { body: { type: 'password', email, password: 'Drukwerk2026!' } })));
    refreshCookies = logins.map((res) => /pp_refresh=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '').filter(Boolean);
  });

  /** Mostly the given token, sometimes another kind of caller. */
  const caller = (main: keyof typeof tokens) => fc.oneof(
    { arbitrary: fc.constant(main), weight: 8 },
    { arbitrary: fc.constantFrom<keyof typeof tokens | null>(null, 'forged', 'unchosen', 'reseller', 'purchaser'), weight: 2 },
  ).map((name) => (name ? tokens[name] : null));
  const query = fc.dictionary(fc.constantFrom('page', 'kind', 'q', 'print', 'hash', 'token', 'x'), fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('1', '0', '-1', 'order', '%', '9'.repeat(30), '\u0000', '1\u0000')), { maxKeys: 3 })
    .map((entries) => new URLSearchParams(entries).toString());
  const withQuery = (path: string, q: string) => (q ? `${path}?${q}` : path);

  // Valid bodies the generated ones are made from.
  const copy = { originals: 1, quantity: 2, width: 2000, height: 1000, sides: 1, abaa: 1, remark: 'gevel' };
  const validPrint = () => ({
    product_id: ids.products[0], copies: [copy, { ...copy, quantity: 1 }], finishes: [{ ...ids.finishes[0], side: 'around', location: 'top' }],
    complete: true, uuid: randomUUID(), prices: {}, extra_reference: '',
    frames: [{ id: 0, base: null, support: false, wallmount: false, sizes: [{ pieces: 2, width: 1000, height: 2000 }] }],
  });
  const productChoice = () => fc.oneof(fc.constantFrom(...ids.products), loose);
  const printBody = () => fc.tuple(productChoice(), jsonText(validPrint())).map(([productId, text]) => {
    // Half of the prints ask for a real product other than the first, so more of them reach the rules.
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'product_id' in parsed && typeof productId === 'number') parsed.product_id = productId;
      return JSON.stringify(parsed);
    } catch {
      return text;
    }
  });
  // A print the rules accept (a banner, no frames), so generated orders get as far as the database.
  const orderPrint = () => ({ product_id: ids.banner, copies: [copy, { ...copy, quantity: 1 }], finishes: [], complete: true, uuid: randomUUID(), prices: {}, extra_reference: 'gevel' });
  const validOrder = () => ({
    products: [orderPrint()],
    contact: { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' },
    details: { description: 'Gevel', reference: 'PO-1', files_date: null, delivery_date: '2026-12-02', pickup: true, pack: false, address: null, approve_pdf: false, archive_files: false, type: 'quote' },
  });
  const validAddress = { name: 'Bakkerij', dept: '', attn: 'Karin', phone: '0201234567', email: 'k@example.nl', street: 'Dam 1', zip: '1012 JS', city: 'Amsterdam', country_id: 'NL' };
  const validSettings = () => ({ name: 'Sanne Bakker', email: 'sanne.bakker@example.nl', phone: '0591123458', lang: 'nl', approve_pdf: false, pickup_default: false, zoom_text: false, default_address_id: null });
  const email = fc.oneof(fc.constantFrom('klant@example.nl', 'partner@example.nl', 'nobody@example.nl', 'KLANT@EXAMPLE.NL'), fc.emailAddress(), fc.string({ maxLength: 20 }));

  it('POST /auth/login, /auth/email and /auth/reset', async () => {
    const login = fc.oneof(
      jsonText({ type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' }),
      fc.record({ type: fc.constantFrom('password', 'token', 'partner'), email, password: fc.string({ maxLength: 30 }), token: fc.base64String({ maxLength: 44 }), partner: fc.oneof(fc.constantFrom(...ids.partners), fc.integer()) }, { requiredKeys: ['type'] })
        .map((body) => JSON.stringify(body)),
    );
    await fc.assert(fc.asyncProperty(login, caller('unchosen'), fc.constantFrom('198.51.100.1', '198.51.100.2', '203.0.113.9'), async (body, token, ip) => {
      await send('POST /auth/login', { method: 'POST', path: `${API}/auth/login`, body, token, ip });
    }), runs(750, 1));
    await fc.assert(fc.asyncProperty(fc.oneof(jsonText({ email: 'klant@example.nl' }), email.map((value) => JSON.stringify({ email: value }))), async (body) => {
      await send('POST /auth/email', { method: 'POST', path: `${API}/auth/email`, body });
    }), runs(300, 2));
    const reset = { email: 'klant@example.nl', password: 'Nieuw-wachtwoord-42', password_confirmation: 'Nieuw-wachtwoord-42', token: 'A'.repeat(43) };
    await fc.assert(fc.asyncProperty(jsonText(reset), async (body) => {
      await send('POST /auth/reset', { method: 'POST', path: `${API}/auth/reset`, body });
    }), runs(400, 3));
  });

  it('GET /auth/partner/{id}, GET /auth/refresh and DELETE /auth/logout', async () => {
    await fc.assert(fc.asyncProperty(idPiece(ids.partners), caller('unchosen'), fc.option(fc.constantFrom(...refreshCookies, 'x', '%E0%A4%A', 'A'.repeat(43))), async (id, token, cookie) => {
      await send('GET /auth/partner/:partner', { method: 'GET', path: `${API}/auth/partner/${id}`, token, headers: cookie ? { Cookie: `pp_refresh=${cookie}` } : {} });
    }), runs(300, 4));
    const cookie = fc.oneof(fc.constantFrom(...refreshCookies), fc.base64String({ maxLength: 60 }), fc.string({ maxLength: 40 }).map(encodeURIComponent), fc.constantFrom('', ';;', '%00', 'a=b; pp_refresh=1'));
    await fc.assert(fc.asyncProperty(cookie, fc.constantFrom('Cookie', 'cookie'), async (value, name) => {
      await send('GET /auth/refresh', { method: 'GET', path: `${API}/auth/refresh`, headers: { [name]: `pp_refresh=${value}` } });
    }), runs(300, 5));
    await fc.assert(fc.asyncProperty(fc.constantFrom('fresh', 'forged', 'none', 'garbage'), fc.option(cookie), async (kind, value) => {
      const token = kind === 'fresh' ? await tokenFor(ctx(), 'jan.devries@example.nl') : kind === 'forged' ? tokens.forged : kind === 'garbage' ? 'a.b.c' : null;
      await send('DELETE /auth/logout', { method: 'DELETE', path: `${API}/auth/logout`, token, headers: value ? { Cookie: `pp_refresh=${value}` } : {} });
    }), runs(250, 6));
  });

  it('GET /catalog, /products, /finishes, /specs/check, /specs, /copies-template, /health', async () => {
    const cheap = ['GET /catalog', 'GET /products', 'GET /finishes', 'GET /specs/check', 'GET /health'] as const;
    await fc.assert(fc.asyncProperty(fc.constantFrom(...cheap), caller('customer'), query, async (route, token, q) => {
      await send(route, { method: 'GET', path: withQuery(`${API}${route.slice(4)}`, q), token });
    }), runs(450, 7));
    // The two downloads render a file; fewer runs, mostly refused callers.
    await fc.assert(fc.asyncProperty(fc.constantFrom('GET /specs', 'GET /copies-template'), fc.oneof({ arbitrary: caller('customer'), weight: 1 }, { arbitrary: fc.constantFrom(null, tokens.forged, tokens.unchosen), weight: 3 }), query, async (route, token, q) => {
      await send(route, { method: 'GET', path: withQuery(`${API}${route.slice(4)}`, q), token });
    }), runs(60, 8));
  });

  it('POST /favorite/{id}, GET /users/{partner}, GET and POST /addresses', async () => {
    await fc.assert(fc.asyncProperty(idPiece(ids.products), caller('customer'), async (id, token) => {
      await send('POST /favorite/:productId', { method: 'POST', path: `${API}/favorite/${id}`, token });
    }), runs(300, 9));
    await fc.assert(fc.asyncProperty(idPiece(ids.partners), caller('purchaser'), async (id, token) => {
      await send('GET /users/:partnerId', { method: 'GET', path: `${API}/users/${id}`, token });
    }), runs(300, 10));
    await fc.assert(fc.asyncProperty(jsonText(validAddress), caller('customer'), async (body, token) => {
      await send('POST /addresses', { method: 'POST', path: `${API}/addresses`, body, token });
    }), runs(550, 11));
    await fc.assert(fc.asyncProperty(caller('customer'), query, async (token, q) => {
      await send('GET /addresses', { method: 'GET', path: withQuery(`${API}/addresses`, q), token });
    }), runs(100, 12));
  });

  it('POST /prices and POST /expedition', async () => {
    await fc.assert(fc.asyncProperty(printBody(), caller('customer'), async (body, token) => {
      await send('POST /prices', { method: 'POST', path: `${API}/prices`, body, token });
    }), runs(800, 13));
    const expedition = fc.oneof(jsonText({ products: [validPrint(), validPrint()], contactUser: null, details: {} }),
      fc.array(fc.oneof(fc.constantFrom(...ids.products), loose), { maxLength: 4 }).map((products) => JSON.stringify({ products: products.map((product_id) => ({ product_id })) })));
    await fc.assert(fc.asyncProperty(expedition, caller('customer'), async (body, token) => {
      await send('POST /expedition', { method: 'POST', path: `${API}/expedition`, body, token });
    }), runs(450, 14));
    const secret = ctx().services.config.jwtSecret;
    await fc.assert(fc.asyncProperty(idPiece([...ids.ownOrders, ...ids.foreignOrders]), fc.oneof(fc.constant('right'), fc.string({ maxLength: 64 }), fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 })), expedition, caller('customer'), async (id, hash, body, token) => {
      const h = hash === 'right' && /^\d+$/.test(id) ? orderHash(secret, Number(id)) : encodeURIComponent(hash);
      await send('POST /order/:orderId/expedition', { method: 'POST', path: `${API}/order/${id}/expedition?hash=${h}`, body, token });
    }), runs(300, 15));
  });

  it('POST /order, with and without an Idempotency-Key', async () => {
    const key = fc.oneof(fc.uuid().map(String), fc.constant(null), fc.constantFrom('', 'not-a-uuid', '00000000-0000-0000-0000-000000000000'));
    const placed = new Map<number, number>();
    await fc.assert(fc.asyncProperty(jsonText(validOrder()), key, caller('customer'), async (body, idempotencyKey, token) => {
      const status = await send('POST /order', { method: 'POST', path: `${API}/order`, body, token, headers: idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey } });
      placed.set(status, (placed.get(status) ?? 0) + 1);
    }), runs(650, 16));
    // Enough of them are stored (or refused by the business rules) that odd text and totals reach the database.
    expect(placed.get(201) ?? 0).toBeGreaterThan(10);
  });

  it('the order overviews, detail, actions, files and invoices', async () => {
    const orderId = idPiece([...ids.ownOrders, ...ids.foreignOrders]);
    // the keyset cursors: garbage, and base64url JSON shaped like a cursor with odd fields.
    const cursorTuple = fc.tuple(
      fc.oneof(fc.constant(1), loose), fc.oneof(fc.constantFrom(...ids.partners), loose), fc.constantFrom('order', 'quote', 'template', 'x'),
      fc.oneof(fc.constantFrom('2026-11-20T10:00:00.000Z', '9999-99-99T99:99:99.999Z'), fc.string({ maxLength: 30 })), fc.oneof(fc.integer(), loose),
      fc.constantFrom('older', 'newer', 'up'), fc.oneof(fc.integer({ min: -1, max: 3 }), loose), fc.integer({ min: -1, max: 20_000 }), fc.constantFrom(0, 1, 2),
    );
    const listCursor = fc.oneof(fc.string({ maxLength: 20 }), cursorTuple.map((tuple) => Buffer.from(JSON.stringify(tuple)).toString('base64url')));
    const listQuery = fc.record({ kind: fc.oneof(fc.constantFrom('order', 'quote', 'template'), fc.string({ maxLength: 8 })), page: fc.oneof(fc.constantFrom('1', '2', '999999'), fc.string({ maxLength: 8 })), q: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('%', '_', "'", 'x'.repeat(101), '\u0000', 'Zon\u0000', '\u0001')), cursor: listCursor }, { requiredKeys: [] })
      .map((entries) => new URLSearchParams(entries).toString());
    await fc.assert(fc.asyncProperty(listQuery, caller('customer'), async (q, token) => {
      await send('GET /orders', { method: 'GET', path: withQuery(`${API}/orders`, q), token });
    }), runs(450, 17));
    await fc.assert(fc.asyncProperty(orderId, caller('customer'), async (id, token) => {
      await send('GET /orders/:id', { method: 'GET', path: `${API}/orders/${id}`, token });
    }), runs(300, 18));
    await fc.assert(fc.asyncProperty(fc.constantFrom('accept', 'approve', 'deactivate', 'reorder'), orderId, caller('customer'), fc.option(jsonText({})), async (action, id, token, body) => {
      await send(`POST /orders/:id/${action}` as Route, { method: 'POST', path: `${API}/orders/${id}/${action}`, token, body: body ?? undefined });
    }), runs(500, 19));
    await fc.assert(fc.asyncProperty(orderId, caller('customer'), async (id, token) => {
      await send('DELETE /orders/:id', { method: 'DELETE', path: `${API}/orders/${id}`, token });
    }), runs(200, 20));
    await fc.assert(fc.asyncProperty(idPiece(ids.files), caller('customer'), async (id, token) => {
      await send('GET /files/:id', { method: 'GET', path: `${API}/files/${id}`, token });
    }), runs(250, 21));
    const contentType = fc.oneof(fc.constantFrom('application/pdf', 'application/octet-stream', 'multipart/form-data', 'multipart/form-data; boundary=', 'text/plain', ''),
      fc.string({ maxLength: 30 }).map((boundary) => `multipart/form-data; boundary=${boundary}`));
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), tail]))));
    // Half of the uploads go to a print of an order waiting for files, so the file checks are reached.
    const target = fc.oneof(fc.tuple(orderId, idPiece(ids.prints)), fc.constantFrom(...ids.upload.printIds).map((print) => [String(ids.upload.orderId), String(print)] as [string, string]));
    await fc.assert(fc.asyncProperty(target, contentType, bytes, fc.string({ maxLength: 40 }), caller('customer'), async ([id, print], type, body, name, token) => {
      await send('POST /orders/:id/files', { method: 'POST', path: `${API}/orders/${id}/files?print=${print}`, token, body, headers: { 'Content-Type': type, 'X-File-Name': encodeURIComponent(name) } });
    }), runs(300, 22));
    await fc.assert(fc.asyncProperty(fc.oneof(fc.constantFrom('1', '2', '0', '-1', '1e2'), fc.string({ maxLength: 8 })), caller('customer'), async (page, token) => {
      await send('GET /invoices', { method: 'GET', path: `${API}/invoices?page=${encodeURIComponent(page)}`, token });
    }), runs(300, 23));
    await fc.assert(fc.asyncProperty(idPiece(ids.invoices), fc.oneof({ arbitrary: caller('customer'), weight: 1 }, { arbitrary: fc.constant(tokens.purchaser), weight: 1 }), async (id, token) => {
      await send('GET /invoices/:id/pdf', { method: 'GET', path: `${API}/invoices/${id}/pdf`, token });
    }), runs(200, 24));
  });

  it('GET and PUT /settings', async () => {
    const settings = fc.tuple(jsonText(validSettings()), fc.option(fc.constantFrom(...ids.addresses))).map(([text, address]) => {
      if (address === null) return text;
      try {
        const parsed = JSON.parse(text) as Record<string, unknown>;
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) parsed.default_address_id = address;
        return JSON.stringify(parsed);
      } catch {
        return text;
      }
    });
    await fc.assert(fc.asyncProperty(settings, caller('colleague'), async (body, token) => {
      await send('PUT /settings', { method: 'PUT', path: `${API}/settings`, body, token });
    }), runs(550, 25));
    await fc.assert(fc.asyncProperty(caller('colleague'), query, async (token, q) => {
      await send('GET /settings', { method: 'GET', path: withQuery(`${API}/settings`, q), token });
    }), runs(150, 26));
    const confirmBody = fc.oneof(jsonText({ token: 'A'.repeat(43) }), fc.string({ maxLength: 300 }).map((token) => JSON.stringify({ token })));
    await fc.assert(fc.asyncProperty(confirmBody, caller('colleague'), async (body, token) => {
      await send('POST /settings/email', { method: 'POST', path: `${API}/settings/email`, body, token });
    }), runs(150, 28));
  });

  it('any method on any path, with odd headers', async () => {
    const some = (values: number[]) => idPiece(values);
    const path = fc.oneof(
      fc.constantFrom(...ROUTES).chain((route) => fc.tuple(some(ids.ownOrders), some(ids.partners)).map(([a, b]) =>
        route.slice(route.indexOf(' ') + 1).replace(/:partner(Id)?|:productId/, b).replace(/:id|:orderId/, a))),
      fc.constantFrom('/', '/nothing', '/orders/1/2/3', '/auth', '/auth/partner', '/files', '/invoices/1', '/orders/1/unknown', '//catalog', '/catalog/'),
      fc.string({ maxLength: 20 }).map((piece) => `/${encodeURIComponent(piece)}`),
    );
    const header = fc.oneof(
      fc.constant({}),
      fc.record({ 'Content-Type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16') }),
      fc.record({ 'Accept-Language': fc.string({ maxLength: 20 }) }),
      fc.record({ 'X-Requested-With': fc.constantFrom('', 'fetch', 'XMLHttpRequest') }),
      fc.record({ 'X-File-Name': fc.constantFrom('%', '../x.pdf', '%00.pdf') }),
    );
    await fc.assert(fc.asyncProperty(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'), path, fc.option(jsonText({ a: 1 })), header, caller('customer'), async (method, p, body, headers, token) => {
      const bodyless = method === 'GET' || method === 'OPTIONS';
      const request: Request = { method, path: `${API}${p}`, token, headers, body: bodyless ? undefined : body ?? undefined };
      await send('any method, any path', request);
    }), runs(1100, 27));
  });

  it(`sent at least ${MIN_REQUESTS_PER_DATABASE.toLocaleString('en')} generated requests to every route on this database, none answered with 5xx`, () => {
    const missed = ROUTES.filter((route) => (counter.perRoute.get(route) ?? 0) === 0);
    expect(missed).toEqual([]);
    expect(counter.total).toBeGreaterThanOrEqual(MIN_REQUESTS_PER_DATABASE);
    expect([...counter.statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    // Not only refusals: a good share got through to the work itself.
    expect(counter.statuses.get(200) ?? 0).toBeGreaterThan(1000);
    console.info(`[${ctx().kind}] ${counter.total} generated requests; statuses ${JSON.stringify(Object.fromEntries([...counter.statuses].sort(([a], [b]) => a - b)))}`);
  });
});
