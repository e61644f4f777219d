import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { addressOf, countRows, CUSTOMER, order, placeOrder, print, productId, RESELLER } from './order-helpers.js';
import { tokenFor } from '../../support/tokens.js';

/**
 * One cart becomes one order: a second tab that still shows an ordered cart, or a second click
 * there, gets the first order back (no second order), whatever key it sends. Only the same user
 * acting for the same partner can find that order through the cart id.
 */
describeEachDatabase('one order per cart', (ctx) => {
  let customer = '';
  let banner = 0;
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    customer = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
  });

  it('answers a second order from the same cart with the first order and stores nothing', async () => {
    const cart = randomUUID();
    const first = await placeOrder(ctx(), customer, { cart_id: cart, ...order([print(banner)], { reference: 'Tab A' }) });
    expect(first.status).toBe(201);
    expect(first.body.already_placed).toBeUndefined();
    const before = await countRows(ctx());
    // The stale tab: another key, and a body the rules would refuse now (a Saturday): the first order counts.
    const again = await placeOrder(ctx(), customer, { cart_id: cart, ...order([print(banner)], { reference: 'Tab B', delivery_date: '2026-11-28' }) });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ orders: [{ ...first.body.orders[0], reference: 'Tab A' }], already_placed: true });
    expect(await countRows(ctx())).toEqual(before);
  });

  it('makes one order of two tabs placing the same cart at the same moment', async () => {
    const cart = randomUUID();
    const body = () => ({ cart_id: cart, ...order([print(banner)], { reference: 'Twee tabs' }) });
    const answers = await Promise.all([placeOrder(ctx(), customer, body()), placeOrder(ctx(), customer, body())]);
    const ids = new Set(answers.map((answer) => answer.body.orders?.[0]?.id));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(ids.size).toBe(1);
    expect(await ctx().db.kysely.selectFrom('orders').select('id').where('reference', '=', 'Twee tabs').execute()).toHaveLength(1);
  });

  it('never shows another user or partner the order of a cart id they did not place', async () => {
    const cart = randomUUID();
    const own = await placeOrder(ctx(), customer, { cart_id: cart, ...order([print(banner)], { reference: 'Van Karin' }) });
    const colleagueOfNoOne = await tokenFor(ctx(), RESELLER, 'Sportclub Vooruit');
    const foreign = await placeOrder(ctx(), colleagueOfNoOne, { cart_id: cart, ...order([print(banner)], { reference: 'Van Peter' }) });
    expect(foreign.status).toBe(201);
    expect(foreign.body.already_placed).toBeUndefined();
    expect(foreign.body.orders[0].id).not.toBe(own.body.orders[0].id);
    expect(foreign.body.orders[0].reference).toBe('Van Peter');
    // The same user for another partner: a cart of that partner, a new order too.
    const otherPartner = await tokenFor(ctx(), RESELLER, 'Festival Noorderlicht');
    const third = await placeOrder(ctx(), otherPartner, { cart_id: cart, ...order([print(banner)], { reference: 'Voor het festival' }) });
    expect(third.status).toBe(201);
    expect(new Set([own.body.orders[0].id, foreign.body.orders[0].id, third.body.orders[0].id]).size).toBe(3);
  });

  it('refuses a cart id that is not a UUID', async () => {
    const bad = await placeOrder(ctx(), customer, { cart_id: 'cart-1', ...order([print(banner)]) });
    expect(bad.status).toBe(422);
  });
});

describeEachDatabase('the order page\'s answer', (ctx) => {
  let customer = '';
  let banner = 0;
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    customer = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
  });

  it('carries the delivery address as it was when ordered, the delivery time and the packaging', async () => {
    const address = await addressOf(ctx(), 'Bakkerij De Zon - filiaal Haarlem');
    const before = await ctx().db.kysely.selectFrom('addresses').selectAll().where('id', '=', address).executeTakeFirstOrThrow();
    const placed = await placeOrder(ctx(), customer, order([print(banner)], {
      pickup: false, address, pack: 238, delivery_date: '2026-12-02T11:00:00.000Z',
    }));
    expect(placed.status).toBe(201);
    // The address book changes afterwards: the order still went to the old address.
    await ctx().db.kysely.updateTable('addresses').set({ street: 'Nieuwe Gracht 99', city: 'Leiden' }).where('id', '=', address).execute();
    const detail = await ctx().call('GET', `/api/v1/orders/${placed.body.orders[0].id}`, { token: customer });
    expect(detail.status).toBe(200);
    expect(detail.body.delivery_address).toEqual({
      name: before.name, dept: before.dept, attn: before.attn, street: before.street, zip: before.zip, city: before.city, country_id: before.country_id,
    });
    expect(detail.body.details).toMatchObject({ pickup: false, pack: 238, delivery_date: '2026-12-02T11:00:00.000Z' });
    await ctx().db.kysely.updateTable('addresses').set({ street: before.street, city: before.city }).where('id', '=', address).execute();
  });

  it('has no address for an order that is picked up', async () => {
    const placed = await placeOrder(ctx(), customer, order([print(banner)], { pickup: true }));
    const detail = await ctx().call('GET', `/api/v1/orders/${placed.body.orders[0].id}`, { token: customer });
    expect(detail.body.delivery_address).toBeNull();
  });
});
