import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { copy, countRows, CUSTOMER, finishOf, order, placeOrder, print, productId } from './order-helpers.js';

/**
 * A fixed-size article is priced and ordered at its own size only, and an
 * absurd order (totals beyond what the money columns hold) is refused with a 422, not a 500 on
 * PostgreSQL or a wrapped-around total.
 */
describeEachDatabase('fixed sizes and absurd totals', (ctx) => {
  let token = '';
  let beachFlag = 0;
  let facadeFlag = 0;
  let banner = 0;
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    token = await tokenFor(ctx(), CUSTOMER);
    beachFlag = await productId(ctx(), 'BF-WAVE-M');
    facadeFlag = await productId(ctx(), 'GV-150x100');
    banner = await productId(ctx(), 'SPD-FL510');
  });
  const prices = (body: unknown) => ctx().call('POST', '/api/v1/prices', { token, body });

  it('prices a beach flag at its own size (800 x 2800 mm)', async () => {
    const res = await prices(print(beachFlag, { copies: [copy({ width: 800, height: 2800, quantity: 3 })] }));
    expect(res.status).toBe(200);
    expect(res.body.product).toBe(193.5); // 3 x 64.50, no tier
  });

  it.each([
    ['100000 x 100000 mm (the area tier discount)', 100_000, 100_000, ['Width must be 800 mm for this product'], ['Height must be 2800 mm for this product']],
    ['turned on its side', 2800, 800, ['Width must be 800 mm for this product'], ['Height must be 2800 mm for this product']],
    ['only the height changed', 800, 45, undefined, ['Height must be 2800 mm for this product']],
  ])('POST /prices refuses a beach flag at %s', async (_label, width, height, widthErrors, heightErrors) => {
    const res = await prices(print(beachFlag, { copies: [copy({ width, height })] }));
    expect(res.status).toBe(422);
    expect(res.body.errors['copies.0.width']).toEqual(widthErrors);
    expect(res.body.errors['copies.0.height']).toEqual(heightErrors);
  });

  it('refuses a facade flag at 45 x 45 mm, where its hem would have cost less', async () => {
    const hem = await finishOf(ctx(), 'AF-ZOOM');
    const res = await prices(print(facadeFlag, {
      copies: [copy({ width: 1500, height: 1000 }), copy({ width: 45, height: 45 })],
      finishes: [{ id: hem.id, finishing_id: hem.finishing_id, side: 'around' }],
    }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'copies.1.width': ['Width must be 1500 mm for this product'],
      'copies.1.height': ['Height must be 1000 mm for this product'],
    });
  });

  it('POST /order refuses a fixed-size article at another size and stores nothing', async () => {
    const before = await countRows(ctx());
    const res = await placeOrder(ctx(), token, order([print(banner), print(beachFlag, { copies: [copy({ width: 100_000, height: 100_000 })] })], { pickup: true }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['products.1.copies.0.height', 'products.1.copies.0.width']);
    expect(await countRows(ctx())).toEqual(before);
  });

  // The largest banner that can be made (welded to 20 x 50 m), 10,000 x 1,000 times.
  const absurd = () => print(banner, { copies: [copy({ originals: 1000, quantity: 10_000, width: 20_000, height: 50_000 })] });
  const tooLarge = ['This comes to more than € 10,000,000, more than we take online; please contact us for an order this large.'];

  it('POST /prices refuses 10,000 x 1,000 copies of 20 x 50 m (422 on copies)', async () => {
    const res = await prices(absurd());
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ copies: tooLarge });
  });

  it('POST /order refuses it too (it answered 500 on PostgreSQL: the total did not fit the column)', async () => {
    const before = await countRows(ctx());
    const res = await placeOrder(ctx(), token, order([absurd()], { pickup: true }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'products.0.copies': tooLarge });
    expect(await countRows(ctx())).toEqual(before);
  });

  it('refuses an order whose prints are each allowed but together come to more than € 10,000,000', async () => {
    // 5,000 x 5 x 20 m (one roll width, no seams) = 500,000 m² at 12.50 less 20%: € 5,000,000 a print.
    const big = () => print(banner, { copies: [copy({ quantity: 5000, width: 5000, height: 20_000 })] });
    const one = await prices(big());
    expect(one.status).toBe(200);
    expect(one.body.product).toBe(5_000_000);
    const before = await countRows(ctx());
    const res = await placeOrder(ctx(), token, order([big(), big(), big(), big(), big()], { pickup: true }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ products: tooLarge });
    expect(await countRows(ctx())).toEqual(before);
  });

  it('stores an order of exactly € 10,000,000 on both databases', async () => {
    const big = () => print(banner, { copies: [copy({ quantity: 5000, width: 5000, height: 20_000 })] });
    const res = await placeOrder(ctx(), token, order([big(), big()], { pickup: true }));
    expect(res.status).toBe(201);
    expect(res.body.orders[0].total).toBe(10_000_000);
  });
});
