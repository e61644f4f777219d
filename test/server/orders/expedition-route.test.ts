import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { orderHash } from '../../../src/server/modules/checkout/order-hash.js';
import { CUSTOMER, order, placeOrder, print, productId, RESELLER } from './order-helpers.js';
import { tokenFor } from '../../support/tokens.js';

describeEachDatabase('POST /expedition', (ctx) => {
  let token = '';
  let banner = 0;
  let frame = 0;
  beforeAll(async () => {
    token = await tokenFor(ctx(), CUSTOMER);
    banner = await productId(ctx(), 'SPD-FL510');
    frame = await productId(ctx(), 'PF-TEX');
  });
  const expedition = (body: unknown, path = '/api/v1/expedition', bearer = token) =>
    ctx().call('POST', path, { token: bearer, body });

  it('answers the deadlines of the slowest product and the partner\'s addresses', async () => {
    ctx().clock.set('2026-11-23T09:00:00Z'); // Monday 10:00 in Amsterdam
    const res = await expedition({ products: [print(banner), print(frame)], contactUser: null, details: {} });
    expect(res.status).toBe(200);
    expect(res.body.deadlines.regular_deadlines).toBe('2026-12-01'); // PlusFrame: 5 days + transport
    expect(res.body.deadlines.speed_deadlines).toBe('2026-11-26');
    expect(res.body.deadlines.suggested_date).toBe('2026-12-01');
    expect(res.body.deadlines.combi_deadlines[0]).toBe('2026-12-01');
    expect(res.body.deadlines.disabled).toEqual(expect.arrayContaining(['2026-12-25', '2026-12-28', '2027-04-27']));
    expect(res.body.addresses.map((a: { name: string }) => a.name)).toEqual(['Bakkerij De Zon B.V.', 'Bakkerij De Zon - filiaal Haarlem']);
  });

  it('moves the start to the next working day after the 12:00 cut-off', async () => {
    ctx().clock.set('2026-11-23T10:59:00Z'); // 11:59 in Amsterdam: the same cart, still today
    const before = await expedition({ products: [print(banner)] }, '/api/v1/expedition', await tokenFor(ctx(), CUSTOMER));
    expect(before.body.deadlines.regular_deadlines).toBe('2026-11-27');
    ctx().clock.set('2026-11-23T11:00:00Z'); // 12:00 in Amsterdam
    const res = await expedition({ products: [print(banner)] }, '/api/v1/expedition', await tokenFor(ctx(), CUSTOMER));
    expect(res.body.deadlines.regular_deadlines).toBe('2026-11-30');
    ctx().clock.set('2026-11-23T09:00:00Z');
  });

  it('answers 422 for a malformed payload, never 500', async () => {
    expect((await expedition({ products: 'nope' })).status).toBe(422);
    expect((await expedition({ products: [{ product_id: -1 }] })).status).toBe(422);
  });

  it('answers an order link only for an order of the caller\'s partner with the right hash', async () => {
    const placed = await placeOrder(ctx(), token, order([print(banner)]));
    expect(placed.status).toBe(201);
    const id = placed.body.orders[0].id as number;
    const secret = ctx().services.config.jwtSecret;
    const path = (orderId: number, hash: string) => `/api/v1/order/${orderId}/expedition?hash=${hash}`;

    const own = await expedition({ products: [] }, path(id, orderHash(secret, id)));
    expect(own.status).toBe(200);
    expect(own.body.deadlines.regular_deadlines).toBe('2026-11-27');

    expect((await expedition({ products: [] }, path(id, orderHash(secret, id + 1)))).status).toBe(404);
    expect((await expedition({ products: [] }, path(id, 'abc'))).status).toBe(404);

    const other = await tokenFor(ctx(), RESELLER, 'Sportclub Vooruit');
    const foreign = await expedition({ products: [] }, path(id, orderHash(secret, id)), other);
    expect(foreign.status).toBe(404);
  });
});
