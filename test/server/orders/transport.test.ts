import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { forgetPriceCatalog } from '../../../src/server/modules/catalog/price-catalog.js';
import { addressOf, copy, CUSTOMER, finishOf, order, placeOrder, print, productId } from './order-helpers.js';

/**
 * Transport (DESIGN.md section 7) is priced on the server by one rule: what POST /expedition
 * answers for a class of day is what POST /order stores for a date of that class, whatever the
 * client sends.
 */
describeEachDatabase('transport priced at /expedition and stored with the order', (ctx) => {
  let token = '';
  let banner = 0;
  let frame = 0;
  let address = 0;
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z'); // Monday 10:00 in Amsterdam
    token = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
    frame = await productId(ctx(), 'PF-TEX');
    address = await addressOf(ctx(), 'Bakkerij De Zon B.V.');
  });
  const cart = () => [print(banner)]; // 2 x 2000 x 1000 mm of 510 g/m²: a 1 m roll of 2.04 kg
  const expedition = async (products: unknown[]) => {
    const res = await ctx().call('POST', '/api/v1/expedition', { token, body: { products, contactUser: null, details: {} } });
    expect(res.status).toBe(200);
    return res.body;
  };
  const placeAndRead = async (products: unknown[], details: Record<string, unknown>) => {
    const placed = await placeOrder(ctx(), token, order(products, { pickup: false, address, ...details }));
    expect(placed.status).toBe(201);
    const id = placed.body.orders[0].id as number;
    const detail = await ctx().call('GET', `/api/v1/orders/${id}`, { token });
    expect(detail.status).toBe(200);
    return { answered: placed.body.orders[0].total as number, detail: detail.body };
  };
  const printsTotal = (detail: { products: { prices: { product: number; frames: number } }[] }) =>
    detail.products.reduce((sum, item) => sum + item.prices.product + item.prices.frames, 0);

  it('answers the cart\'s shipment and the price of each class of day', async () => {
    const answer = await expedition(cart());
    expect(answer.transport).toEqual({
      shipment: 'parcel', longest_mm: 1000, weight_kg: 2, price: 9.95, combi_discount_pct: 35, rush: 35, other_time: 15,
      days: { normal: 9.95, combi: 6.47, rush: 44.95, red: null },
    });
  });

  it('sends a long roll as a long parcel and frames on base plates on a pallet', async () => {
    const long = await expedition([print(banner, { copies: [copy({ width: 5000, height: 2000, quantity: 1 })] })]);
    expect(long.transport.shipment).toBe('long_parcel');
    expect(long.transport.days.normal).toBe(24.5);
    const base = await finishOf(ctx(), 'PF-VOET-ZWAAR');
    const frames = [print(frame, {
      copies: [copy({ width: 1000, height: 1000, quantity: 2 })],
      frames: [{ id: 0, base: base.id, support: false, wallmount: false, sizes: [{ pieces: 2, width: 1000, height: 1000 }] }],
    })];
    expect((await expedition(frames)).transport.shipment).toBe('pallet');
  });

  it.each([
    ['a normal day at 17:00', '2026-11-27', 17, 'normal', 0],
    ['a combined-transport Tuesday', '2026-12-01', 17, 'combi', 0],
    ['a normal day at 09:00', '2026-11-27', 9, 'normal', 15],
  ] as const)('stores for %s what /expedition answered', async (_label, date, hour, day, extra) => {
    const answer = await expedition(cart());
    const { answered, detail } = await placeAndRead(cart(), { delivery_date: `${date}T${String(hour).padStart(2, '0')}:00` });
    expect(detail.transport.kind).toBe('priced');
    expect(detail.transport.amount).toBeCloseTo(answer.transport.days[day] + extra, 2);
    expect(detail.total).toBeCloseTo(printsTotal(detail) + detail.transport.amount, 2);
    expect(answered).toBe(detail.total);
    expect(detail.total_incl_vat).toBeCloseTo(Math.round(detail.total * 121) / 100, 2);
  });

  it('stores a rush date with its surcharge and lists each charge', async () => {
    const answer = await expedition(cart());
    const rushDay = answer.deadlines.speed_deadlines as string;
    expect(rushDay < answer.deadlines.regular_deadlines).toBe(true);
    const { detail } = await placeAndRead(cart(), { delivery_date: `${rushDay}T12:00` });
    expect(detail.transport.amount).toBe(answer.transport.days.rush + 15);
    expect(detail.transport.lines).toEqual([
      { code: 'shipment', amount: 9.95 }, { code: 'rush', amount: 35 }, { code: 'other_time', amount: 15 },
    ]);
  });

  it('ignores a transport price or total the client sends', async () => {
    const answer = await expedition(cart());
    const tampered = [print(banner, { prices: { product: 0.01, frames: 0 } })];
    const { detail } = await placeAndRead(tampered, {
      delivery_date: '2026-11-27T17:00', transport: 0, transport_cents: 1, total: 0.01,
    });
    expect(detail.transport.amount).toBe(answer.transport.days.normal);
    expect(printsTotal(detail)).toBeGreaterThan(1);
  });

  it('leaves a red date (external courier) on request: staff price it', async () => {
    const frames = [print(frame, { copies: [copy({ width: 1000, height: 1000, quantity: 2 })] })];
    const answer = await expedition(frames);
    expect(answer.deadlines.speed_deadlines > '2026-11-24').toBe(true);
    const { detail } = await placeAndRead(frames, { delivery_date: '2026-11-24T17:00' });
    expect(detail.transport).toEqual({ kind: 'on_request', amount: null, lines: [] });
    expect(detail.total).toBeCloseTo(printsTotal(detail), 2);
  });

  it('charges nothing for pickup', async () => {
    const placed = await placeOrder(ctx(), token, order(cart(), { pickup: true, delivery_date: '2026-11-25T09:00' }));
    expect(placed.status).toBe(201);
    const detail = (await ctx().call('GET', `/api/v1/orders/${placed.body.orders[0].id}`, { token })).body;
    expect(detail.transport).toEqual({ kind: 'pickup', amount: 0, lines: [] });
    expect(detail.total).toBeCloseTo(printsTotal(detail), 2);
  });

  it('prices the transport of an accepted quote on its planned date', async () => {
    const quote = await placeOrder(ctx(), token, order(cart(), { pickup: false, address, delivery_date: '', type: 'quote' }));
    expect(quote.status).toBe(201);
    const id = quote.body.orders[0].id as number;
    const before = (await ctx().call('GET', `/api/v1/orders/${id}`, { token })).body;
    expect(before.transport.kind).toBe('none');
    const accepted = await ctx().call('POST', `/api/v1/orders/${id}/accept`, { token });
    expect(accepted.status).toBe(200);
    const after = (await ctx().call('GET', `/api/v1/orders/${id}`, { token })).body;
    const answer = await expedition(cart());
    expect(after.delivery_date).toBe(answer.deadlines.regular_deadlines);
    expect(after.transport.kind).toBe('priced');
    expect(after.transport.amount).toBe(answer.transport.days.normal);
    expect(after.total).toBeCloseTo(before.total + after.transport.amount, 2);
  });

  it('follows the tariff staff keep in the database', async () => {
    await ctx().db.kysely.updateTable('transport_rates').set({ price_cents: 1195 }).where('shipment', '=', 'parcel').execute();
    forgetPriceCatalog(ctx().db.kysely);
    try {
      const answer = await expedition(cart());
      expect(answer.transport.days.normal).toBe(11.95);
      const { detail } = await placeAndRead(cart(), { delivery_date: '2026-11-27T17:00' });
      expect(detail.transport.amount).toBe(11.95);
    } finally {
      await ctx().db.kysely.updateTable('transport_rates').set({ price_cents: 995 }).where('shipment', '=', 'parcel').execute();
      forgetPriceCatalog(ctx().db.kysely);
    }
  });
});
