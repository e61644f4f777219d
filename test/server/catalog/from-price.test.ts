import { expect, it } from 'vitest';
import * as v from 'valibot';
import { ProductSchema } from '../../../src/domain/catalog.js';
import { toCents } from '../../../src/domain/money.js';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';

/**
 * The "vanaf" price on a product card is what the portal charges for that reference print: for every
 * demo product, GET /products' from_price equals POST /prices for the same print, to the cent.
 */
describeEachDatabase('the product card price', (ctx) => {
  it('is what POST /prices charges for its reference print, for every product', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const products = v.parse(v.array(ProductSchema), (await ctx().call('GET', '/api/v1/products', { token })).body);
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const product of products) {
      const from = product.from_price;
      expect(from, product.name).toBeDefined();
      if (!from) continue;
      if (product.fixed_width > 0) expect([from.width, from.height]).toEqual([product.fixed_width, product.fixed_height]);
      else expect([from.width, from.height]).toEqual([1000, 1000]);
      const body = {
        product_id: product.id,
        copies: [{ originals: 1, quantity: from.quantity, width: from.width, height: from.height, sides: 1, abaa: 2 }],
        finishes: [],
        complete: true,
        uuid: `from-price-${product.id}`,
        prices: {},
      };
      const answer = await ctx().call('POST', '/api/v1/prices', { token, body });
      expect(answer.status, `${product.name}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(from.cents, product.name).toBeGreaterThan(0);
      expect(from.cents, product.name).toBe(toCents(answer.body.product) + toCents(answer.body.frames));
    }
  });
});
