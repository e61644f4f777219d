import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type CallResult, type TestContext } from '../../support/test-app.js';
import { partnerIdOf, tokenFor } from '../../support/tokens.js';
import { orderHash } from '../../../src/server/modules/checkout/order-hash.js';
import { makeOrder } from '../after-order/orders-fixture.js';
import { multipartBody, pdfOfSize } from '../files/pdf-fixtures.js';
import { cookieHeader, loggedIn, refreshCookie } from '../auth/auth-helpers.js';

/**
 * Another user's or partner's order, file, invoice, address and users list are
 * refused, and the refusal does not tell whether the thing exists. DESIGN.md section 4: 404 where
 * existence must not leak (order, file, invoice), 403 for a call that is plainly not yours (the users
 * list of another partner, also for a partner id that does not exist).
 */
const CUSTOMER = 'klant@example.nl';
const PURCHASER = 'inkoop@example.nl';
const RESELLER = 'partner@example.nl';
const NO_SUCH_ID = 2_000_000_000;

interface Foreign {
  orderId: number;
  printId: number;
  fileId: number;
  invoiceId: number;
  addressId: number;
  partnerId: number;
}

/** An order (with an uploaded file), an invoice and an address of the purchaser's company (Van Dijk). */
async function foreignThings(ctx: TestContext): Promise<Foreign> {
  const partnerId = await partnerIdOf(ctx, 'Bouwbedrijf Van Dijk B.V.');
  const { orderId, printIds } = await makeOrder(ctx, { of: 'other', reference: 'Van Dijk geheim' });
  const { body, contentType } = multipartBody('bouwbord.pdf', await pdfOfSize([1000, 500]));
  const upload = await ctx.app.request(`/api/v1/orders/${orderId}/files?print=${printIds[0]}`, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${await tokenFor(ctx, PURCHASER)}`, 'Content-Type': contentType },
    body,
  });
  expect(upload.status).toBe(201);
  const fileId = ((await upload.json()) as { file: { id: number } }).file.id;
  const invoice = await ctx.db.kysely.selectFrom('invoices').select('id').where('partner_id', '=', partnerId).executeTakeFirstOrThrow();
  const address = await ctx.db.kysely.selectFrom('addresses').select('id').where('partner_id', '=', partnerId).executeTakeFirstOrThrow();
  return { orderId, printId: printIds[0]!, fileId, invoiceId: invoice.id, addressId: address.id, partnerId };
}

/** What a caller learns from an answer: status and body (the bytes of a refusal must not differ). */
const seen = (res: CallResult) => ({ status: res.status, body: res.body });

describeEachDatabase('security: another partner\'s things', (ctx) => {
  let foreign: Foreign;
  let customer = '';
  beforeAll(async () => {
    foreign = await foreignThings(ctx());
    customer = await tokenFor(ctx(), CUSTOMER);
  });

  /** Every call on one id, as [method, path, body?]. */
  const callsOn = (kind: 'order' | 'file' | 'invoice', id: number, printId: number): [string, string][] => {
    if (kind === 'file') return [['GET', `/api/v1/files/${id}`]];
    if (kind === 'invoice') return [['GET', `/api/v1/invoices/${id}/pdf`]];
    return [
      ['GET', `/api/v1/orders/${id}`], ['POST', `/api/v1/orders/${id}/accept`], ['POST', `/api/v1/orders/${id}/deactivate`],
      ['POST', `/api/v1/orders/${id}/reorder`], ['DELETE', `/api/v1/orders/${id}`],
      ['POST', `/api/v1/orders/${id}/files?print=${printId}`],
      ['POST', `/api/v1/order/${id}/expedition?hash=${orderHash(ctx().services.config.jwtSecret, id)}`],
    ];
  };

  it('answers an order, file or invoice of another partner exactly as one that does not exist (404)', async () => {
    const cases = [
      ['order', foreign.orderId, foreign.printId], ['file', foreign.fileId, 0], ['invoice', foreign.invoiceId, 0],
    ] as const;
    for (const [kind, id, printId] of cases) {
      const real = callsOn(kind, id, printId);
      const made = callsOn(kind, NO_SUCH_ID, printId);
      for (const [index, [method, path]] of real.entries()) {
        const body = method === 'POST' ? {} : undefined;
        const theirs = await ctx().call(method, path, { token: customer, body });
        const nothing = await ctx().call(made[index]![0], made[index]![1], { token: customer, body });
        expect(seen(theirs), `${method} ${path}`).toEqual({ status: 404, body: { message: 'not_found' } });
        expect(seen(theirs), `${method} ${path}`).toEqual(seen(nothing));
      }
    }
    // Nothing was changed or leaked by the tries: the owner still sees the order as it was.
    const owner = await ctx().call('GET', `/api/v1/orders/${foreign.orderId}`, { token: await tokenFor(ctx(), PURCHASER) });
    expect(owner.status).toBe(200);
    expect(owner.body.state).toBe('waiting_for_files');
    expect(owner.body.products[0].files).toHaveLength(1);
  });

  it('keeps another partner\'s orders, invoices and addresses out of every list and search', async () => {
    const orders = await ctx().call('GET', `/api/v1/orders?q=${foreign.orderId}`, { token: customer });
    expect(orders.status).toBe(200);
    expect(orders.body.data.map((row: { id: number }) => row.id)).not.toContain(foreign.orderId);
    const byReference = await ctx().call('GET', `/api/v1/orders?q=${encodeURIComponent('Van Dijk geheim')}`, { token: customer });
    expect(byReference.body.total).toBe(0);
    const invoices = await ctx().call('GET', '/api/v1/invoices', { token: customer });
    expect(invoices.body.data.map((row: { id: number }) => row.id)).not.toContain(foreign.invoiceId);
    const addresses = await ctx().call('GET', '/api/v1/addresses', { token: customer });
    expect(addresses.body.length).toBeGreaterThan(0);
    expect(addresses.body.map((row: { id: number }) => row.id)).not.toContain(foreign.addressId);
    const expedition = await ctx().call('POST', '/api/v1/expedition', { token: customer, body: { products: [] } });
    expect(expedition.body.addresses.map((row: { id: number }) => row.id)).not.toContain(foreign.addressId);
  });

  it('refuses another partner\'s address in an order and in the settings, as it refuses an unknown one', async () => {
    const settings = async (id: number) => ctx().call('PUT', '/api/v1/settings', {
      token: customer,
      body: { name: 'Karin de Klant', email: CUSTOMER, phone: '0201234567', lang: 'nl', approve_pdf: false, pickup_default: false, zoom_text: false, default_address_id: id },
    });
    const theirs = await settings(foreign.addressId);
    expect(theirs.status).toBe(422);
    expect(seen(theirs)).toEqual(seen(await settings(NO_SUCH_ID)));

    const products = await ctx().db.kysely.selectFrom('products').select('id').where('default_code', '=', 'SPD-BO550').executeTakeFirstOrThrow();
    const order = (address: number) => ({
      products: [{ product_id: products.id, copies: [{ originals: 1, quantity: 1, width: 2000, height: 1000, sides: 1, abaa: 1, remark: '' }], finishes: [], complete: true, uuid: 'u-1', prices: {} }],
      contact: { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' },
      details: { description: '', reference: 'x', files_date: null, delivery_date: '2026-12-02', pickup: false, pack: false, address, approve_pdf: false, archive_files: false },
    });
    const before = await ctx().db.kysely.selectFrom('orders').select('id').execute();
    const placed = await ctx().call('POST', '/api/v1/order', { token: customer, body: order(foreign.addressId) });
    expect(placed.status).toBe(405);
    expect(seen(placed)).toEqual(seen(await ctx().call('POST', '/api/v1/order', { token: customer, body: order(NO_SUCH_ID) })));
    expect(await ctx().db.kysely.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses the users list of another partner with the same 403 as for a partner that does not exist', async () => {
    const inkoop = await tokenFor(ctx(), PURCHASER);
    const own = await ctx().call('GET', `/api/v1/users/${foreign.partnerId}`, { token: inkoop });
    expect(own.status).toBe(200);
    const other = await partnerIdOf(ctx(), 'Bakkerij De Zon B.V.');
    const theirs = await ctx().call('GET', `/api/v1/users/${other}`, { token: inkoop });
    expect(seen(theirs)).toEqual({ status: 403, body: { message: 'forbidden' } });
    expect(seen(theirs)).toEqual(seen(await ctx().call('GET', `/api/v1/users/${NO_SUCH_ID}`, { token: inkoop })));
    // A user of that very partner without the purchaser setting is refused as well.
    const colleague = await ctx().call('GET', `/api/v1/users/${foreign.partnerId}`, { token: await tokenFor(ctx(), 'sanne.bakker@example.nl') });
    expect(colleague.status).toBe(403);
  });

  it('refuses the token of the partner left behind once the account switched; the new token reaches only the new partner', async () => {
    const login = await loggedIn(ctx(), RESELLER);
    const [festival, sport] = ['Festival Noorderlicht', 'Sportclub Vooruit'];
    const partners = login.res.body.user.partners as { id: number; name: string }[];
    const festivalId = partners.find((p) => p.name === festival)!.id;
    const sportId = partners.find((p) => p.name === sport)!.id;
    const first = await ctx().call('GET', `/api/v1/auth/partner/${sportId}`, { token: login.token, headers: cookieHeader(login.cookie) });
    expect(first.status).toBe(200);
    const sportToken = first.body.token as string;
    const sportOrder = (await ctx().call('GET', '/api/v1/orders', { token: sportToken })).body.data[0] as { id: number } | undefined;
    const switched = await ctx().call('GET', `/api/v1/auth/partner/${festivalId}`, { token: sportToken, headers: cookieHeader(refreshCookie(first)!) });
    expect(switched.status).toBe(200);
    const festivalToken = switched.body.token as string;

    const festivalOrder = (await ctx().call('GET', '/api/v1/orders', { token: festivalToken })).body.data[0] as { id: number };
    const festivalInvoice = (await ctx().call('GET', '/api/v1/invoices', { token: festivalToken })).body.data[0] as { id: number };
    expect(festivalOrder).toBeDefined();
    expect(festivalInvoice).toBeDefined();

    // The Sportclub token, used after the switch, acts for no one any more.
    for (const [method, path] of [
      ['GET', `/api/v1/orders/${festivalOrder.id}`], ['POST', `/api/v1/orders/${festivalOrder.id}/reorder`],
      ['GET', `/api/v1/invoices/${festivalInvoice.id}/pdf`], ['GET', '/api/v1/orders'], ['GET', '/api/v1/addresses'],
      ['GET', `/api/v1/users/${sportId}`], ['GET', `/api/v1/auth/partner/${sportId}`],
      ['POST', `/api/v1/order/${festivalOrder.id}/expedition?hash=${orderHash(ctx().services.config.jwtSecret, festivalOrder.id)}`],
    ] as const) {
      const res = await ctx().call(method, path, { token: sportToken, body: method === 'POST' ? {} : undefined });
      expect(seen(res), `${method} ${path}`).toEqual({ status: 401, body: { message: 'unauthenticated' } });
    }
    // The login token (before any partner) is done too.
    expect((await ctx().call('GET', '/api/v1/orders', { token: login.token })).status).toBe(401);

    // The Festival token cannot read what was Sportclub's.
    if (sportOrder) expect((await ctx().call('GET', `/api/v1/orders/${sportOrder.id}`, { token: festivalToken })).status).toBe(404);
    // The refresh cookie follows the last choice, so a refresh never hands back the old partner.
    const refreshed = await ctx().call('GET', '/api/v1/auth/refresh', { headers: cookieHeader(refreshCookie(switched)!) });
    expect(refreshed.body.user.partner.name).toBe(festival);
  });

  it('refuses a partner token once the account may no longer act for that partner (at the next refresh)', async () => {
    const login = await loggedIn(ctx(), RESELLER);
    const gemeente = (login.res.body.user.partners as { id: number; name: string }[]).find((p) => p.name.startsWith('Gemeente'))!;
    const chosen = await ctx().call('GET', `/api/v1/auth/partner/${gemeente.id}`, { token: login.token, headers: cookieHeader(login.cookie) });
    expect(chosen.status).toBe(200);
    await ctx().db.kysely.deleteFrom('user_partners').where('user_id', '=', login.res.body.user.id).where('partner_id', '=', gemeente.id).execute();
    try {
      const refreshed = await ctx().call('GET', '/api/v1/auth/refresh', { headers: cookieHeader(refreshCookie(chosen)!) });
      expect(seen(refreshed)).toEqual({ status: 401, body: { message: 'unauthenticated' } });
      const fresh = await loggedIn(ctx(), RESELLER);
      const again = await ctx().call('GET', `/api/v1/auth/partner/${gemeente.id}`, { token: fresh.token });
      expect(again.status).toBe(403);
    } finally {
      await ctx().db.kysely.insertInto('user_partners').values({ user_id: login.res.body.user.id, partner_id: gemeente.id }).execute();
    }
  });
});
