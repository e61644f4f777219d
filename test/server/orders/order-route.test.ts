import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { addressOf, copy, countRows, CUSTOMER, finishOf, order, placeOrder, print, productId } from './order-helpers.js';
import { tokenFor } from '../../support/tokens.js';

describeEachDatabase('POST /order', (ctx) => {
  let token = '';
  let banner = 0;
  let frame = 0;
  let hem = { id: 0, finishing_id: 0 };
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    token = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
    frame = await productId(ctx(), 'PF-TEX');
    hem = await finishOf(ctx(), 'AF-ZOOM');
  });

  const fiftyLines = () => Array.from({ length: 50 }, (_, i) => copy({ quantity: 1 + (i % 7), width: 500 + i * 37, remark: `regel ${i}` }));

  it('stores an order of 3 prints x 50 lines completely, at the prices /prices answered', async () => {
    const base = await finishOf(ctx(), 'PF-VOET-ALU');
    const prints = [
      print(banner, { copies: fiftyLines(), finishes: [{ id: hem.id, finishing_id: hem.finishing_id, side: 'around' }] }),
      print(await productId(ctx(), 'SPD-MESH270'), { copies: fiftyLines() }),
      print(frame, {
        copies: fiftyLines().map((line) => ({ ...line, quantity: 2 })),
        frames: [{ id: 7, base: base.id, support: true, wallmount: true, sizes: [{ pieces: 2, width: 500, height: 1000 }] }],
      }),
    ];
    let quoted = 0;
    for (const body of prints) {
      const price = await ctx().call('POST', '/api/v1/prices', { token, body });
      expect(price.status).toBe(200);
      quoted += Math.round(price.body.product * 100) + Math.round(price.body.frames * 100);
    }
    const before = await countRows(ctx());
    const res = await placeOrder(ctx(), token, order(prints, { address: await addressOf(ctx(), 'Bakkerij De Zon - filiaal Haarlem') }));
    expect(res.status).toBe(201);
    expect(res.body.orders).toEqual([
      { id: expect.any(Number), kind: 'order', state: 'waiting_for_files', reference: 'PO-2026-001', total: quoted / 100 },
    ]);
    const after = await countRows(ctx());
    expect(after).toEqual({
      orders: before.orders + 1, prints: before.prints + 3, copies: before.copies + 150,
      finishes: before.finishes + 1, frames: before.frames + 1,
    });
    const stored = await ctx().db.kysely.selectFrom('orders').selectAll().where('id', '=', res.body.orders[0].id).executeTakeFirstOrThrow();
    expect(stored.total_cents).toBe(quoted);
    expect(stored.delivery_date).toBe('2026-12-02');
    expect(stored.reference).toBe('PO-2026-001');
  });

  it('never takes prices from the client', async () => {
    const res = await placeOrder(ctx(), token, order([print(banner, { prices: { product: 0.01, frames: 0 } })]));
    expect(res.status).toBe(201);
    expect(res.body.orders[0].total).toBe(50); // 2 x 2 m² x 12.50
  });

  it('makes quotes and templates from details.type', async () => {
    const quote = await placeOrder(ctx(), token, order([print(banner)], { type: 'quote' }));
    expect(quote.body.orders[0]).toMatchObject({ kind: 'quote', state: 'quote' });
    const template = await placeOrder(ctx(), token, order([print(banner)], { type: 'template', delivery_date: '' }));
    expect(template.status).toBe(201);
    expect(template.body.orders[0]).toMatchObject({ kind: 'template', state: 'template' });
  });

  it.each([
    ['a Saturday', '2026-11-28', 'We do not deliver on Saturdays and Sundays; please choose a working day.'],
    ['a closing day', '2026-12-28', 'We are closed on the chosen delivery date; please choose another date.'],
    ['a public holiday', '2027-04-27', 'We are closed on the chosen delivery date; please choose another date.'],
    ['the past', '2026-11-20', 'The delivery date is in the past; please choose another date.'],
  ])('refuses (405) a delivery date on %s', async (_label, date, message) => {
    const before = await countRows(ctx());
    const res = await placeOrder(ctx(), token, order([print(banner)], { delivery_date: date }));
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ message });
    expect(await countRows(ctx())).toEqual(before);
  });

  it('takes today until the 12:00 cut-off and refuses it (405) after, as the expedition disables it', async () => {
    const today = '2026-11-24T16:00:00.000Z'; // 17:00 in Amsterdam
    try {
      ctx().clock.set('2026-11-24T10:59:00Z'); // 11:59 CET
      const morning = await tokenFor(ctx(), CUSTOMER);
      expect((await placeOrder(ctx(), morning, order([print(banner)], { delivery_date: today }))).status).toBe(201);
      ctx().clock.set('2026-11-24T11:00:00Z'); // 12:00 CET
      const noon = await tokenFor(ctx(), CUSTOMER);
      const expedition = await ctx().call('POST', '/api/v1/expedition', { token: noon, body: { products: [{ product_id: banner }] } });
      expect(expedition.body.deadlines.disabled[0]).toBe('2026-11-24');
      const before = await countRows(ctx());
      const res = await placeOrder(ctx(), noon, order([print(banner)], { delivery_date: today }));
      expect(res.status).toBe(405);
      expect(res.body).toEqual({ message: 'After 12:00 we can no longer deliver today; please choose another date.' });
      expect(await countRows(ctx())).toEqual(before);
    } finally {
      ctx().clock.set('2026-11-23T09:00:00Z');
    }
  });

  it('reads a full ISO date-time in Amsterdam time and keeps one form of it', async () => {
    // 08:00 UTC on Saturday is 09:00 in Amsterdam
    expect((await placeOrder(ctx(), token, order([print(banner)], { delivery_date: '2026-12-05T08:00:00.000Z' }))).status).toBe(405);
    const res = await placeOrder(ctx(), token, order([print(banner)], { delivery_date: '2026-12-04T12:00+01:00' }));
    expect(res.status).toBe(201);
    const stored = await ctx().db.kysely.selectFrom('orders').select(['delivery_date', 'details']).where('id', '=', res.body.orders[0].id).executeTakeFirstOrThrow();
    expect(stored.delivery_date).toBe('2026-12-04');
    expect(JSON.parse(stored.details).delivery_date).toBe('2026-12-04T11:00:00.000Z');
  });

  it.each([
    ['9999-12-31', 'We plan deliveries up to one year ahead; please choose an earlier date.'],
    ['2027-11-24', 'We plan deliveries up to one year ahead; please choose an earlier date.'], // a year and a day from today
  ])('refuses (405) a delivery date beyond a year ahead: %s', async (date, message) => {
    const before = await countRows(ctx());
    const res = await placeOrder(ctx(), token, order([print(banner)], { delivery_date: date, type: 'quote' }));
    expect(res.status).toBe(405);
    expect(res.body).toEqual({ message });
    expect(await countRows(ctx())).toEqual(before);
    // A year from today (a Tuesday) is still taken.
    expect((await placeOrder(ctx(), token, order([print(banner)], { delivery_date: '2027-11-23' }))).status).toBe(201);
  });

  it.each([
    ['an hour 25', '2026-12-02T25:00', 'Delivery date is not a valid date'],
    ['a day that does not exist', '2026-11-31', 'Delivery date is not a valid date'],
    ['an hour outside 9, 12, 15 and 17', '2026-12-02T10:00', 'Delivery time must be one of 9:00, 12:00, 15:00, 17:00'],
    ['a quarter past', '2026-12-02T16:15:00.000Z', 'Delivery time must be one of 9:00, 12:00, 15:00, 17:00'],
    ['midnight in Amsterdam', '2026-12-04T23:00:00.000Z', 'Delivery time must be one of 9:00, 12:00, 15:00, 17:00'],
  ])('refuses (422) %s and stores nothing', async (_label, date, message) => {
    const before = await countRows(ctx());
    for (const type of ['quote', undefined] as const) {
      const res = await placeOrder(ctx(), token, order([print(banner)], { delivery_date: date, ...(type ? { type } : {}) }));
      expect(res.status).toBe(422);
      expect(res.body.errors['details.delivery_date']).toEqual([message]);
    }
    expect(await countRows(ctx())).toEqual(before);
  });

  it('refuses an unknown product, a PlusFrame under its minimum and another partner\'s address', async () => {
    const unknown = await placeOrder(ctx(), token, order([print(999_999)]));
    expect(unknown.status).toBe(405);
    expect(unknown.body.message).toContain('999999');

    const small = await placeOrder(ctx(), token, order([print(frame, { copies: [copy({ quantity: 1 })] })]));
    expect(small.status).toBe(405);
    expect(small.body).toEqual({ message: 'Minimaal besteld product moet totaal: 2 zijn' });

    const foreign = await placeOrder(ctx(), token, order([print(banner)], { address: await addressOf(ctx(), 'Sportclub Vooruit') }));
    expect(foreign.status).toBe(405);
    expect(foreign.body.message).toMatch(/address/);
  });

  it('answers 422 with field errors and stores nothing when validation fails', async () => {
    const before = await countRows(ctx());
    const doubleSided = await productId(ctx(), 'SPD-BO610-DS');
    const res = await placeOrder(ctx(), token, order([
      print(banner, { copies: fiftyLines() }),
      print(doubleSided, { copies: [copy({ sides: 2, abaa: 1, originals: 3 })] }),
    ]));
    expect(res.status).toBe(422);
    expect(res.body.errors['products.1.copies.0.originals']).toEqual(['Originals should be equal to 2']);
    const noContact = await placeOrder(ctx(), token, { ...order([print(banner)]), contact: { name: '', email: 'x', phone: '1' } });
    expect(noContact.status).toBe(422);
    expect(Object.keys(noContact.body.errors)).toEqual(expect.arrayContaining(['contact.name', 'contact.email', 'contact.phone']));
    expect(await countRows(ctx())).toEqual(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await ctx().call('POST', '/api/v1/order', { token, rawBody: '{"products":', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
  });

  it('places an order within a bounded number of queries, whatever the line count', async () => {
    const counted: string[] = [];
    const kysely = ctx().db.kysely;
    const spy = kysely.withPlugin({
      transformQuery: (args) => { counted.push(args.node.kind); return args.node; },
      transformResult: async (args) => args.result,
    });
    // Count the queries of one order by placing it through a context that counts every query.
    const original = ctx().services.db.kysely;
    ctx().services.db.kysely = spy;
    try {
      const big = Array.from({ length: 2000 }, (_, i) => copy({ quantity: 1, width: 1000 + i }));
      const res = await placeOrder(ctx(), token, order([print(banner, { copies: big }), print(banner, { copies: fiftyLines() })]));
      expect(res.status).toBe(201);
    } finally {
      ctx().services.db.kysely = original;
    }
    expect(counted.length).toBeGreaterThan(5); // the spy saw the queries
    // The placement's statements plus, after the answer, the four reads of the confirmation mail.
    expect(counted.length).toBeLessThanOrEqual(20);
  });
});
