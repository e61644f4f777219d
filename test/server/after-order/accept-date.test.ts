import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { order, placeOrder, print, productId } from '../orders/order-helpers.js';
import { CUSTOMER } from './helpers.js';
import { BANNER, makeOrder } from './orders-fixture.js';

/**
 * Accepting a quote checks its delivery date again. A quote may be placed
 * without a date, and its date may pass before it is accepted; the order is then planned on the
 * first possible date (the earliest regular date) and the answer tells the customer.
 */
describeEachDatabase('accepting a quote plans its delivery date', (ctx) => {
  let token = '';
  let banner = 0;
  beforeAll(async () => {
    banner = await productId(ctx(), 'SPD-FL510'); // 3 production days + 1 transport day
  });
  beforeEach(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z'); // Monday 10:00 in Amsterdam
    token = await tokenFor(ctx(), CUSTOMER);
  });

  const quoteWith = async (delivery_date: string) => {
    const res = await placeOrder(ctx(), token, order([print(banner)], { delivery_date, type: 'quote' }));
    expect(res.status).toBe(201);
    return res.body.orders[0].id as number;
  };
  const accept = (orderId: number, language = 'en') =>
    ctx().call('POST', `/api/v1/orders/${orderId}/accept`, { token, headers: { 'Accept-Language': language } });
  const stored = async (orderId: number) => {
    const row = await ctx().db.kysely.selectFrom('orders').select(['delivery_date', 'details']).where('id', '=', orderId).executeTakeFirstOrThrow();
    return { day: row.delivery_date, moment: JSON.parse(row.details).delivery_date as string };
  };

  it('a quote placed without a date becomes an order on the earliest regular date, and the answer says so', async () => {
    const orderId = await quoteWith('');
    expect(await stored(orderId)).toEqual({ day: null, moment: '' });
    const res = await accept(orderId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      order: { id: orderId, kind: 'order', state: 'waiting_for_files', deactivated: false },
      notice: 'This quote had no delivery date; the order is planned for 2026-11-27 at 17:00, the earliest regular delivery date.',
    });
    expect(await stored(orderId)).toEqual({ day: '2026-11-27', moment: '2026-11-27T16:00:00.000Z' });
  });

  it('a date that passed moves to the earliest regular date of the day of accepting, keeping the chosen hour (in Dutch too)', async () => {
    const orderId = await quoteWith('2026-11-30T12:00');
    ctx().clock.set('2026-12-02T09:00:00Z'); // Wednesday 10:00: 30 November is past
    token = await tokenFor(ctx(), CUSTOMER);
    const res = await accept(orderId, 'nl');
    expect(res.status).toBe(200);
    expect(res.body.notice).toBe('De leverdatum 2026-11-30 van de offerte is niet meer mogelijk; de order is gepland op 2026-12-08 om 12:00.');
    expect(await stored(orderId)).toEqual({ day: '2026-12-08', moment: '2026-12-08T11:00:00.000Z' });
  });

  it('a rush date (before the earliest regular date) is not kept either: no rush the customer did not ask for at accepting', async () => {
    const orderId = await quoteWith('2026-11-25');
    const res = await accept(orderId);
    expect(res.body.notice).toBe("The quote's delivery date 2026-11-25 is no longer possible; the order is planned for 2026-11-27 at 17:00.");
    expect((await stored(orderId)).day).toBe('2026-11-27');
  });

  it('a date that is still possible is kept, without a notice', async () => {
    const orderId = await quoteWith('2026-12-03T09:00');
    const res = await accept(orderId);
    expect(res.status).toBe(200);
    expect(res.body.notice).toBeUndefined();
    expect(await stored(orderId)).toEqual({ day: '2026-12-03', moment: '2026-12-03T08:00:00.000Z' });
  });

  it('a date stored before the checks existed (9999-12-31 at 25:00) is planned again', async () => {
    const { orderId } = await makeOrder(ctx(), { kind: 'quote', createdAt: '2026-11-20T10:00:00.000Z' });
    const details = JSON.parse((await ctx().db.kysely.selectFrom('orders').select('details').where('id', '=', orderId).executeTakeFirstOrThrow()).details);
    await ctx().db.kysely.updateTable('orders').set({ delivery_date: '9999-12-31', details: JSON.stringify({ ...details, delivery_date: '9999-12-31T25:00' }) })
      .where('id', '=', orderId).execute();
    const res = await accept(orderId);
    expect(res.status).toBe(200);
    expect(res.body.notice).toBe("The quote's delivery date 9999-12-31 is no longer possible; the order is planned for 2026-11-27 at 17:00.");
    expect(await stored(orderId)).toEqual({ day: '2026-11-27', moment: '2026-11-27T16:00:00.000Z' });
  });

  it('a quote keeps its quoted price for 30 days; after that it cannot be accepted, only ordered again at current prices', async () => {
    const lastSecond = await makeOrder(ctx(), { kind: 'quote', createdAt: '2026-10-24T09:00:01.000Z' });
    const expired = await makeOrder(ctx(), { kind: 'quote', createdAt: '2026-10-24T09:00:00.000Z' });
    const quoted = async (orderId: number) =>
      (await ctx().db.kysely.selectFrom('orders').select('total_cents').where('id', '=', orderId).executeTakeFirstOrThrow()).total_cents;
    const before = await quoted(lastSecond.orderId);
    await ctx().db.kysely.updateTable('products').set((eb) => ({ price_cents: eb('price_cents', '*', 2) })).where('default_code', '=', BANNER).execute();
    try {
      expect((await accept(lastSecond.orderId)).status).toBe(200);
      // The prints honoured as quoted; the transport is priced for the date the order is planned on.
      const { transport_cents: transport } = await ctx().db.kysely.selectFrom('orders').select('transport_cents').where('id', '=', lastSecond.orderId).executeTakeFirstOrThrow();
      expect(await quoted(lastSecond.orderId)).toBe(before + transport);

      const detail = await ctx().call('GET', `/api/v1/orders/${expired.orderId}`, { token });
      expect(detail.body.actions).toMatchObject({ accept: false, deactivate: true, reorder: true });
      const refused = await accept(expired.orderId, 'nl');
      expect(refused.status).toBe(405);
      expect(refused.body.message).toBe('Deze offerte is verlopen: de prijs gold 30 dagen. Bestel opnieuw voor een actuele prijs.');
      expect((await ctx().db.kysely.selectFrom('orders').select('kind').where('id', '=', expired.orderId).executeTakeFirstOrThrow()).kind).toBe('quote');
      const cart = await ctx().call('POST', `/api/v1/orders/${expired.orderId}/reorder`, { token });
      expect(cart.status).toBe(200);
      const quotedBanner = await ctx().db.kysely.selectFrom('order_prints').innerJoin('products', 'products.id', 'order_prints.product_id')
        .select(['order_prints.product_cents', 'products.id']).where('order_prints.order_id', '=', expired.orderId).where('products.default_code', '=', BANNER)
        .executeTakeFirstOrThrow();
      const fresh = cart.body.products.find((item: { product_id: number }) => item.product_id === quotedBanner.id);
      expect(Math.round(fresh.prices.product * 100)).toBe(2 * quotedBanner.product_cents); // today's doubled price, not the quoted one
    } finally {
      await ctx().db.kysely.updateTable('products').set((eb) => ({ price_cents: eb('price_cents', '/', 2) })).where('default_code', '=', BANNER).execute();
    }
  });
});
