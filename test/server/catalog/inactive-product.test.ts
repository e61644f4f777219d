import { expect, it } from 'vitest';
import * as v from 'valibot';
import { describeEachDatabase } from '../../support/test-app.js';
import { CatalogSchema, FinishSchema, ProductSchema, type CatalogNode } from '../../../src/domain/catalog.js';
import { forgetCatalogSnapshot } from '../../../src/server/modules/catalog/snapshot.js';
import { tokenFor } from '../../support/tokens.js';

const productIds = (nodes: CatalogNode[]): number[] =>
  nodes.flatMap((node) => (node.product_id !== null ? [node.product_id] : productIds(node.children)));

const priceRequest = (productId: number) => ({
  product_id: productId,
  copies: [{ originals: 1, quantity: 1, width: 1000, height: 800, sides: 1, abaa: 1 }],
  finishes: [],
  complete: true,
  uuid: 'withdrawn-product',
  prices: {},
});

describeEachDatabase('a withdrawn product', (ctx) => {
  it('disappears from /catalog (also personal), /products and /finishes, cannot be favoured or priced', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    const frontlit = await ctx().db.kysely.selectFrom('products').select('id')
      .where('default_code', '=', 'SPD-FL510').executeTakeFirstOrThrow();
    const before = v.parse(CatalogSchema, (await ctx().call('GET', '/api/v1/catalog', { token })).body);
    expect(productIds(before.catalog)).toContain(frontlit.id);
    expect(productIds(before.personal)).toContain(frontlit.id);
    expect((await ctx().call('POST', '/api/v1/prices', { token, body: priceRequest(frontlit.id) })).status).toBe(200);

    await ctx().db.kysely.updateTable('products').set({ active: 0 }).where('id', '=', frontlit.id).execute();
    forgetCatalogSnapshot(ctx().db.kysely);

    const after = v.parse(CatalogSchema, (await ctx().call('GET', '/api/v1/catalog', { token })).body);
    expect(productIds(after.catalog)).not.toContain(frontlit.id);
    expect(productIds(after.personal)).not.toContain(frontlit.id);
    expect(after.personal.length).toBe(before.personal.length - 1);
    const products = v.parse(v.array(ProductSchema), (await ctx().call('GET', '/api/v1/products', { token })).body);
    expect(products.map((p) => p.id)).not.toContain(frontlit.id);
    const finishes = v.parse(v.array(FinishSchema), (await ctx().call('GET', '/api/v1/finishes', { token })).body);
    expect(finishes.flatMap((f) => f.products.map((link) => link.product_id))).not.toContain(frontlit.id);
    expect((await ctx().call('POST', `/api/v1/favorite/${frontlit.id}`, { token })).status).toBe(404);
    const price = await ctx().call('POST', '/api/v1/prices', { token, body: priceRequest(frontlit.id) });
    expect(price.status).toBe(422);
    expect(Object.keys(price.body.errors)).toEqual(['product_id']);
  });

  it('other methods on the catalogue calls are refused with 4xx', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    for (const [method, path] of [['DELETE', '/catalog'], ['PUT', '/products'], ['POST', '/finishes'], ['GET', '/favorite/1']] as const) {
      const res = await ctx().call(method, `/api/v1${path}`, { token });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});
