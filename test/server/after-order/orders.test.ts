import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { CUSTOMER, PURCHASER, RESELLER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { makeOrder } from './orders-fixture.js';

describeEachDatabase('order overviews and detail', (ctx) => {
  it('lists the partner\'s orders newest first with the overview labels and paging', async () => {
    const older = await makeOrder(ctx(), { reference: 'Oud-001', createdAt: '2026-10-01T08:00:00.000Z' });
    const newer = await makeOrder(ctx(), { reference: 'Nieuw-002', createdAt: '2026-11-21T08:00:00.000Z' });
    await makeOrder(ctx(), { of: 'other', reference: 'Vreemd-003' });
    const token = await tokenFor(ctx(), CUSTOMER);
    const res = await ctx().call('GET', '/api/v1/orders?kind=order', { token });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((row: { id: number }) => row.id);
    expect(ids.indexOf(newer.orderId)).toBeLessThan(ids.indexOf(older.orderId));
    expect(res.body.data.every((row: { partner: { name: string } }) => row.partner.name === 'Bakkerij De Zon B.V.')).toBe(true);
    expect(res.body.total).toBe(ids.length);
    const row = res.body.data.find((r: { id: number }) => r.id === newer.orderId);
    expect(row).toMatchObject({
      kind: 'order', order_date: '2026-11-21T08:00:00.000Z', reference: 'Nieuw-002', purchaser: 'Karin de Klant',
      delivery_date: '2026-12-01', state: 'waiting_for_files', files: { count: 0, needed: 2 },
      description: 'Spandoeken voor de gevel', deactivated: false,
    });
    expect(row.total).toBeGreaterThan(0);

    const paged = await ctx().call('GET', '/api/v1/orders?kind=order&page=99', { token });
    expect(paged.body).toMatchObject({ data: [], page: 99, total: res.body.total });
  });

  it('searches by reference (case-insensitive, wildcards literal) and by number', async () => {
    const { orderId } = await makeOrder(ctx(), { reference: 'Kerstmarkt_100%' });
    const token = await tokenFor(ctx(), CUSTOMER);
    const byReference = await ctx().call('GET', `/api/v1/orders?q=${encodeURIComponent('kerstMARKT_100%')}`, { token });
    expect(byReference.body.data.map((row: { id: number }) => row.id)).toEqual([orderId]);
    const wildcard = await ctx().call('GET', `/api/v1/orders?q=${encodeURIComponent('%')}`, { token });
    expect(wildcard.body.data.map((row: { id: number }) => row.id)).toEqual([orderId]);
    const byNumber = await ctx().call('GET', `/api/v1/orders?q=${orderId}`, { token });
    expect(byNumber.body.data.map((row: { id: number }) => row.id)).toContain(orderId);
    const nothing = await ctx().call('GET', '/api/v1/orders?q=bestaat-niet', { token });
    expect(nothing.body).toMatchObject({ data: [], total: 0 });
  });

  it('keeps quotes and templates in their own lists', async () => {
    const quote = await makeOrder(ctx(), { kind: 'quote', reference: 'Offerte' });
    const template = await makeOrder(ctx(), { kind: 'template', reference: 'Sjabloon' });
    const token = await tokenFor(ctx(), CUSTOMER);
    const quotes = await ctx().call('GET', '/api/v1/orders?kind=quote', { token });
    const templates = await ctx().call('GET', '/api/v1/orders?kind=template', { token });
    const orders = await ctx().call('GET', '/api/v1/orders', { token });
    expect(quotes.body.data.map((row: { id: number }) => row.id)).toContain(quote.orderId);
    expect(templates.body.data.map((row: { id: number }) => row.id)).toContain(template.orderId);
    expect(orders.body.data.map((row: { id: number }) => row.id)).not.toContain(quote.orderId);
    expect(quotes.body.data.every((row: { kind: string; state: string }) => row.kind === 'quote' && row.state === 'quote')).toBe(true);
  });

  it('refuses bad list parameters with 422', async () => {
    const token = await tokenFor(ctx(), CUSTOMER);
    for (const query of ['kind=invoice', 'page=0', 'page=-1', 'page=abc', `q=${'x'.repeat(101)}`]) {
      const res = await ctx().call('GET', `/api/v1/orders?${query}`, { token });
      expect(res.status, query).toBe(422);
    }
  });

  it('shows the order detail with prints, copies, prices, files and progress', async () => {
    const { orderId, printIds } = await makeOrder(ctx());
    const res = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token: await tokenFor(ctx(), CUSTOMER) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: orderId, kind: 'order', state: 'waiting_for_files', reference: 'Winteractie',
      contact: { name: 'Karin de Klant' }, details: { reference: 'Winteractie', pickup: false },
      delivery_date: '2026-12-01', invoice: null,
      progress: { stages: ['waiting_for_files', 'intake', 'prepress', 'production', 'finishes', 'warehouse', 'transport', 'delivered', 'invoicing', 'done'], current: 0 },
      actions: { upload: true, accept: false, deactivate: false, delete: false, reorder: true },
    });
    expect(res.body.products.map((print: { id: number }) => print.id)).toEqual(printIds);
    const [banner] = res.body.products;
    expect(banner.copies).toEqual([expect.objectContaining({ originals: 1, quantity: 2, width: 1000, height: 500 })]);
    expect(banner.prices.product).toBeGreaterThan(0);
    expect(banner.files).toEqual([]);
    expect(res.body.total).toBeCloseTo(res.body.products.reduce((sum: number, p: { prices: { product: number; frames: number } }) => sum + p.prices.product + p.prices.frames, 0), 2);
    expect(res.body.total_incl_vat).toBeCloseTo(res.body.total * 1.21, 2);
  });

  it('answers 404 for another partner\'s order on every call', async () => {
    const { orderId } = await makeOrder(ctx(), { of: 'other' });
    const token = await tokenFor(ctx(), CUSTOMER);
    for (const [method, path] of [
      ['GET', `/api/v1/orders/${orderId}`], ['POST', `/api/v1/orders/${orderId}/accept`],
      ['POST', `/api/v1/orders/${orderId}/deactivate`], ['POST', `/api/v1/orders/${orderId}/reorder`],
      ['DELETE', `/api/v1/orders/${orderId}`], ['GET', '/api/v1/orders/999999'], ['GET', '/api/v1/orders/abc'],
    ] as const) {
      const res = await ctx().call(method, path, { token });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it('needs a login and a chosen partner', async () => {
    expect((await ctx().call('GET', '/api/v1/orders')).status).toBe(401);
    const unchosen = await ctx().call('GET', '/api/v1/orders', { token: await tokenFor(ctx(), RESELLER, null) });
    expect(unchosen.status).toBe(403);
    expect(unchosen.body).toEqual({ message: 'partner_required' });
  });

  it('shows a partner account only the orders of the partner it acts for, after a switch too', async () => {
    const { insertStoredOrder } = await import('../../../src/server/db/seed/orders-history.js');
    const { partnerIdOf, userIdOf } = await import('../../support/tokens.js');
    const reseller = await userIdOf(ctx(), RESELLER);
    const spec = (partner: number, reference: string) => ({
      partnerId: partner, userId: reseller, kind: 'order' as const, state: 'intake' as const, reference,
      createdAt: '2026-11-01T09:00:00.000Z', deliveryDate: null, contact: { name: 'Peter Partner', email: 'p@example.nl', phone: '0307654321' },
      prints: [{ productCode: 'SPD-BO550', copies: [{ originals: 1, quantity: 1, width: 2000, height: 1000 }] }],
    });
    const sport = await insertStoredOrder(ctx().db.kysely, spec(await partnerIdOf(ctx(), 'Sportclub Vooruit'), 'Sport'));
    const festival = await insertStoredOrder(ctx().db.kysely, spec(await partnerIdOf(ctx(), 'Festival Noorderlicht'), 'Festival'));
    const asSport = await ctx().call('GET', '/api/v1/orders', { token: await tokenFor(ctx(), RESELLER, 'Sportclub Vooruit') });
    const asFestival = await ctx().call('GET', '/api/v1/orders', { token: await tokenFor(ctx(), RESELLER, 'Festival Noorderlicht') });
    const sportIds = asSport.body.data.map((row: { id: number }) => row.id);
    const festivalIds = asFestival.body.data.map((row: { id: number }) => row.id);
    expect(sportIds).toContain(sport.orderId);
    expect(sportIds).not.toContain(festival.orderId);
    expect(festivalIds).toContain(festival.orderId);
    expect(festivalIds).not.toContain(sport.orderId);
    expect(asSport.body.data.every((row: { partner: { name: string } }) => row.partner.name === 'Sportclub Vooruit')).toBe(true);
    const crossed = await ctx().call('GET', `/api/v1/orders/${sport.orderId}`, { token: await tokenFor(ctx(), RESELLER, 'Festival Noorderlicht') });
    expect(crossed.status).toBe(404);
    // A colleague of the same partner sees the company's orders; the purchaser's company sees none of them.
    const purchaser = await ctx().call('GET', `/api/v1/orders/${sport.orderId}`, { token: await tokenFor(ctx(), PURCHASER) });
    expect(purchaser.status).toBe(404);
  });
});
