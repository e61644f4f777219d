import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { CUSTOMER } from './helpers.js';
import { tokenFor } from '../../support/tokens.js';
import { BANNER, makeOrder } from './orders-fixture.js';

describeEachDatabase('quote and template actions, reorder', (ctx) => {
  it('accepts a quote: it becomes an order waiting for files, with its history', async () => {
    const { orderId } = await makeOrder(ctx(), { kind: 'quote' });
    const token = await tokenFor(ctx(), CUSTOMER);
    const res = await ctx().call('POST', `/api/v1/orders/${orderId}/accept`, { token });
    expect(res.status).toBe(200);
    expect(res.body.order).toEqual({ id: orderId, kind: 'order', state: 'waiting_for_files', deactivated: false });
    const detail = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token });
    expect(detail.body).toMatchObject({ kind: 'order', state: 'waiting_for_files', history: [{ from_state: 'quote', to_state: 'waiting_for_files' }] });
    const again = await ctx().call('POST', `/api/v1/orders/${orderId}/accept`, { token });
    expect(again.status).toBe(405);
    expect(again.body.message).toBe('Only a quote can be accepted.');
  });

  it('approves an order waiting for files: it goes to intake without them, once, and only for its own partner', async () => {
    const { orderId } = await makeOrder(ctx());
    const token = await tokenFor(ctx(), CUSTOMER);
    const before = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token });
    expect(before.body.actions.approve).toBe(true);
    const stranger = await tokenFor(ctx(), 'partner@example.nl', 'Sportclub Vooruit');
    expect(await ctx().call('POST', `/api/v1/orders/${orderId}/approve`, { token: stranger })).toMatchObject({ status: 404, body: { message: 'not_found' } });
    const res = await ctx().call('POST', `/api/v1/orders/${orderId}/approve`, { token });
    expect(res.status).toBe(200);
    expect(res.body.order).toEqual({ id: orderId, kind: 'order', state: 'intake', deactivated: false });
    const detail = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token });
    expect(detail.body).toMatchObject({ state: 'intake', actions: { approve: false }, history: [{ from_state: 'waiting_for_files', to_state: 'intake' }] });
    const again = await ctx().call('POST', `/api/v1/orders/${orderId}/approve`, { token, headers: { 'Accept-Language': 'nl' } });
    expect(again.status).toBe(405);
    expect(again.body.message).toBe('Alleen een order die op bestanden wacht kan worden goedgekeurd.');
    const quote = await makeOrder(ctx(), { kind: 'quote' });
    expect((await ctx().call('POST', `/api/v1/orders/${quote.orderId}/approve`, { token })).status).toBe(405);
  });

  it('deactivates a quote once; a deactivated quote can no longer be accepted or reordered', async () => {
    const { orderId } = await makeOrder(ctx(), { kind: 'quote' });
    const token = await tokenFor(ctx(), CUSTOMER);
    const res = await ctx().call('POST', `/api/v1/orders/${orderId}/deactivate`, { token });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ kind: 'quote', state: 'quote', deactivated: true });
    const list = await ctx().call('GET', '/api/v1/orders?kind=quote', { token });
    expect(list.body.data.find((row: { id: number }) => row.id === orderId).deactivated).toBe(true);
    for (const action of ['deactivate', 'accept', 'reorder']) {
      const refused = await ctx().call('POST', `/api/v1/orders/${orderId}/${action}`, { token });
      expect(refused.status, action).toBe(405);
      expect(typeof refused.body.message).toBe('string');
    }
  });

  it('a list row offers exactly the actions its routes accept: a deactivated quote offers no accept', async () => {
    const open = await makeOrder(ctx(), { kind: 'quote' });
    const closed = await makeOrder(ctx(), { kind: 'quote' });
    const template = await makeOrder(ctx(), { kind: 'template' });
    const token = await tokenFor(ctx(), CUSTOMER);
    expect((await ctx().call('POST', `/api/v1/orders/${closed.orderId}/deactivate`, { token })).status).toBe(200);
    const rowOf = async (kind: string, id: number) =>
      (await ctx().call('GET', `/api/v1/orders?kind=${kind}`, { token })).body.data.find((row: { id: number }) => row.id === id);
    expect((await rowOf('quote', open.orderId)).actions).toEqual({ accept: true, deactivate: true, delete: false, reorder: false });
    expect((await rowOf('quote', closed.orderId)).actions).toEqual({ accept: false, deactivate: false, delete: false, reorder: false });
    expect((await rowOf('template', template.orderId)).actions).toEqual({ accept: false, deactivate: false, delete: true, reorder: true });
    // What a row does not offer, its route refuses; what it offers, its route does.
    for (const action of ['accept', 'deactivate', 'reorder'] as const) {
      expect((await ctx().call('POST', `/api/v1/orders/${closed.orderId}/${action}`, { token })).status, action).toBe(405);
    }
    expect((await ctx().call('POST', `/api/v1/orders/${open.orderId}/accept`, { token })).status).toBe(200);
  });

  it('refuses quote actions on orders and templates, and deletion of anything but a template (405)', async () => {
    const order = await makeOrder(ctx());
    const template = await makeOrder(ctx(), { kind: 'template' });
    const token = await tokenFor(ctx(), CUSTOMER);
    for (const id of [order.orderId, template.orderId]) {
      expect((await ctx().call('POST', `/api/v1/orders/${id}/accept`, { token })).status).toBe(405);
      expect((await ctx().call('POST', `/api/v1/orders/${id}/deactivate`, { token })).status).toBe(405);
    }
    const quote = await makeOrder(ctx(), { kind: 'quote' });
    for (const id of [order.orderId, quote.orderId]) {
      const res = await ctx().call('DELETE', `/api/v1/orders/${id}`, { token });
      expect(res.status).toBe(405);
      expect(res.body.message).toBe('Only a template can be deleted.');
    }
  });

  it('deletes a template with everything in it', async () => {
    const { orderId, printIds } = await makeOrder(ctx(), { kind: 'template' });
    const token = await tokenFor(ctx(), CUSTOMER);
    expect((await ctx().call('DELETE', `/api/v1/orders/${orderId}`, { token })).status).toBe(204);
    expect((await ctx().call('GET', `/api/v1/orders/${orderId}`, { token })).status).toBe(404);
    const copies = await ctx().db.kysely.selectFrom('order_copies').select('id').where('print_id', 'in', printIds).execute();
    expect(copies).toEqual([]);
    expect((await ctx().call('DELETE', `/api/v1/orders/${orderId}`, { token })).status).toBe(404);
  });

  it('turns a template into a cart with fresh prices from the current catalogue', async () => {
    const { orderId } = await makeOrder(ctx(), { kind: 'template' });
    const token = await tokenFor(ctx(), CUSTOMER);
    const before = await ctx().call('GET', `/api/v1/orders/${orderId}`, { token });
    // The price of the banner material went up since the template was saved.
    await ctx().db.kysely.updateTable('products').set((eb) => ({ price_cents: eb('price_cents', '*', 2) })).where('default_code', '=', BANNER).execute();
    const res = await ctx().call('POST', `/api/v1/orders/${orderId}/reorder`, { token });
    await ctx().db.kysely.updateTable('products').set((eb) => ({ price_cents: eb('price_cents', '/', 2) })).where('default_code', '=', BANNER).execute();
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(2);
    expect(res.body.unavailable).toEqual([]);
    const [banner, flag] = res.body.products;
    expect(banner).toMatchObject({ complete: true, copies: [{ originals: 1, quantity: 2, width: 1000, height: 500, sides: 1, abaa: 1 }] });
    expect(banner.uuid).not.toBe(before.body.products[0].uuid);
    expect(banner.prices.product).toBeGreaterThan(before.body.products[0].prices.product);
    expect(flag.prices.product).toBe(before.body.products[1].prices.product);
    expect(res.body.details).toMatchObject({ reference: 'Winteractie', delivery_date: '' });
    expect(res.body.details.type).toBeUndefined();
    // The template itself stays.
    expect((await ctx().call('GET', `/api/v1/orders/${orderId}`, { token })).body.kind).toBe('template');
  });

  it('reorders a past order and leaves out a product no longer sold', async () => {
    const { orderId } = await makeOrder(ctx(), { state: 'done' });
    const token = await tokenFor(ctx(), CUSTOMER);
    await ctx().db.kysely.updateTable('products').set({ active: 0 }).where('default_code', '=', 'BF-WAVE-M').execute();
    const res = await ctx().call('POST', `/api/v1/orders/${orderId}/reorder`, { token });
    await ctx().db.kysely.updateTable('products').set({ active: 1 }).where('default_code', '=', 'BF-WAVE-M').execute();
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(1);
    expect(res.body.unavailable).toHaveLength(1);
  });

  it('needs X-Requested-With for the actions', async () => {
    const { orderId } = await makeOrder(ctx(), { kind: 'quote' });
    const res = await ctx().call('POST', `/api/v1/orders/${orderId}/accept`, { token: await tokenFor(ctx(), CUSTOMER), xhr: false });
    expect(res.status).toBe(403);
  });
});
