import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, TEST_SCRYPT_COST } from '../../support/test-app.js';
import { AdminError, type AdminContext } from '../../../src/server/admin/admin-context.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { forgetPriceCatalog } from '../../../src/server/modules/catalog/price-catalog.js';
import { tokenFor } from '../../support/tokens.js';
import { addressOf, copy, CUSTOMER, order, placeOrder, print, productId } from '../orders/order-helpers.js';

describeEachDatabase('admin: the transport tariff', (ctx) => {
  const admin = (...argv: string[]) => {
    const context: AdminContext = {
      db: ctx().db.kysely,
      config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST },
      now: ctx().services.now,
    };
    return runAdmin(context, argv);
  };
  let token = '';
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    token = await tokenFor(ctx(), CUSTOMER);
  });

  it('lists the company\'s tariff as seeded', async () => {
    expect(await admin('transport:list')).toBe([
      'parcel          EUR 9.95  up to 1500 mm, up to 30 kg',
      'long_parcel    EUR 24.50  up to 3200 mm, up to 60 kg',
      'pallet         EUR 79.00  any length, any weight',
      'combi        -35 % on combined-transport days',
      'rush         + EUR 35.00 per shipment',
      'other-time   + EUR 15.00 for a delivery time other than 17:00',
      'frame        900 g per metre of frame perimeter',
    ].join('\n'));
  });

  it('changes a class and a surcharge, and /expedition prices with them', async () => {
    await admin('transport:set', 'parcel', '--price', '11,50', '--max-length', '1600', '--max-weight', '25');
    await admin('transport:set', 'rush', '--price', '40');
    await admin('transport:set', 'combi', '--discount', '50');
    forgetPriceCatalog(ctx().db.kysely);
    const banner = await productId(ctx(), 'SPD-FL510');
    const res = await ctx().call('POST', '/api/v1/expedition', { token, body: { products: [print(banner, { copies: [copy({ width: 3000, height: 1600 })] })] } });
    expect(res.body.transport).toMatchObject({ shipment: 'parcel', price: 11.5, days: { normal: 11.5, combi: 5.75, rush: 51.5, red: null } });
    expect(await admin('transport:list')).toContain('parcel         EUR 11.50  up to 1600 mm, up to 25 kg');
  });

  it('refuses bad input with a clear message', async () => {
    await expect(admin('transport:set', 'truck', '--price', '5')).rejects.toThrow(/transport:set needs one of parcel, long_parcel, pallet, rush/);
    await expect(admin('transport:set', 'parcel', '--price', '-5')).rejects.toThrow(AdminError);
    await expect(admin('transport:set', 'combi', '--discount', '150')).rejects.toThrow(/percentage/);
    await expect(admin('transport:set', 'rush')).rejects.toThrow(/--price is required/);
  });

  it('prices a transport on request once, into the order\'s total', async () => {
    const frame = await productId(ctx(), 'PF-TEX');
    const placed = await placeOrder(ctx(), token, order([print(frame, { copies: [copy({ width: 1000, height: 1000 })] })], {
      pickup: false, address: await addressOf(ctx(), 'Bakkerij De Zon B.V.'), delivery_date: '2026-11-24T17:00',
    }));
    expect(placed.status).toBe(201);
    const id = placed.body.orders[0].id as number;
    const before = (await ctx().call('GET', `/api/v1/orders/${id}`, { token })).body;
    expect(before.transport.kind).toBe('on_request');
    expect(await admin('order:transport', String(id), '--price', '65.00')).toBe(`order ${id}: transport EUR 65.00, added to its total`);
    const after = (await ctx().call('GET', `/api/v1/orders/${id}`, { token })).body;
    expect(after.transport).toEqual({ kind: 'priced', amount: 65, lines: [{ code: 'shipment', amount: 65 }] });
    expect(after.total).toBeCloseTo(before.total + 65, 2);
    await expect(admin('order:transport', String(id), '--price', '1')).rejects.toThrow(/has no transport on request/);
  });
});
