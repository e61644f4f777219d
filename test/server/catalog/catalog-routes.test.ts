import { expect, it } from 'vitest';
import * as v from 'valibot';
import { describeEachDatabase } from '../../support/test-app.js';
import {
  CatalogSchema, FavoriteAnswerSchema, FinishSchema, ProductSchema, type CatalogNode, type Product,
} from '../../../src/domain/catalog.js';
import { PARTNER_A, PARTNER_B } from './tokens.js';
import { tokenFor } from '../../support/tokens.js';

const leaves = (nodes: CatalogNode[]): CatalogNode[] =>
  nodes.flatMap((node) => (node.product_id !== null ? [node] : leaves(node.children)));

describeEachDatabase('catalogue routes', (ctx) => {
  it('GET /catalog answers every chapter as a tree that parses', async () => {
    const res = await ctx().call('GET', '/api/v1/catalog', { token: await tokenFor(ctx(), 'inkoop@example.nl') });
    expect(res.status).toBe(200);
    const catalog = v.parse(CatalogSchema, res.body);
    expect(catalog.personal).toEqual([]);
    for (const chapter of ['catalog', 'frames', 'vsigns', 'fence_banners', 'flags', 'adhesive'] as const) {
      expect(leaves(catalog[chapter]).length, chapter).toBeGreaterThan(0);
    }
    expect(catalog.flags.every((node) => node.icon)).toBe(true);
    expect(catalog.catalog[0]?.children.length).toBeGreaterThan(0);
  });

  it('GET /catalog gives klant@ their seeded favourites as the personal chapter', async () => {
    const res = await ctx().call('GET', '/api/v1/catalog', { token: await tokenFor(ctx(), 'klant@example.nl') });
    const catalog = v.parse(CatalogSchema, res.body);
    expect(catalog.personal.length).toBeGreaterThan(0);
    expect(catalog.personal.map((node) => node.name)).toContain('Spandoek Frontlit 510 g/m²');
    expect(catalog.personal.every((node) => node.product_id !== null && node.children.length === 0)).toBe(true);
  });

  it('GET /products parses, lists 40+ products and marks favourites', async () => {
    const res = await ctx().call('GET', '/api/v1/products', { token: await tokenFor(ctx(), 'klant@example.nl') });
    expect(res.status).toBe(200);
    const products = v.parse(v.array(ProductSchema), res.body);
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(products.find((p) => p.name === 'Spandoek Frontlit 510 g/m²')?.is_favorite).toBe(true);
    expect(products.find((p) => p.name === 'Spandoek Backlit 500 g/m²')?.is_favorite).toBe(false);
    const heras = products.find((p) => p.default_code === 'HEK-HERAS-MESH');
    expect(heras).toMatchObject({ fixed_width: 3400, fixed_height: 1730, kind: 'piece' });
    expect(products.filter((p) => p.kind === 'frame').every((p) => p.min_order_qty >= 2)).toBe(true);
  });

  it('GET /finishes parses and links finishes to products in sequence', async () => {
    const res = await ctx().call('GET', '/api/v1/finishes', { token: await tokenFor(ctx(), 'klant@example.nl') });
    expect(res.status).toBe(200);
    const finishes = v.parse(v.array(FinishSchema), res.body);
    const eyelets = finishes.find((f) => f.name === 'Ringen om de 500 mm');
    expect(eyelets?.level).toBe(2);
    expect(eyelets?.products.length).toBeGreaterThan(0);
    expect(finishes.some((f) => f.level === 9 && f.location)).toBe(true);
    expect(finishes.some((f) => f.level === 111)).toBe(true);
  });

  it('answers 401 without a token and 403 partner_required before a partner account chose', async () => {
    const noPartner = await tokenFor(ctx(), 'partner@example.nl', null);
    for (const path of ['/catalog', '/products', '/finishes', '/addresses', '/specs/check', '/specs', '/copies-template', '/users/1']) {
      const anonymous = await ctx().call('GET', `/api/v1${path}`);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body).toEqual({ message: 'unauthenticated' });
      const unchosen = await ctx().call('GET', `/api/v1${path}`, { token: noPartner });
      expect(unchosen.status, path).toBe(403);
      expect(unchosen.body).toEqual({ message: 'partner_required' });
    }
    expect((await ctx().call('POST', '/api/v1/favorite/1')).status).toBe(401);
    expect((await ctx().call('POST', '/api/v1/addresses', { body: {} })).status).toBe(401);
    expect((await ctx().call('POST', '/api/v1/favorite/1', { token: noPartner })).status).toBe(403);
  });

  it('POST /favorite toggles and shows in /catalog personal and /products', async () => {
    const token = await tokenFor(ctx(), 'inkoop@example.nl');
    const products = v.parse(v.array(ProductSchema), (await ctx().call('GET', '/api/v1/products', { token })).body);
    const target = products.find((p) => p.default_code === 'PF-TEX') as Product;
    const on = await ctx().call('POST', `/api/v1/favorite/${target.id}`, { token });
    expect(on.status).toBe(200);
    expect(v.parse(FavoriteAnswerSchema, on.body)).toEqual({ message: true });
    const catalog = v.parse(CatalogSchema, (await ctx().call('GET', '/api/v1/catalog', { token })).body);
    expect(catalog.personal.map((node) => node.product_id)).toEqual([target.id]);
    const after = v.parse(v.array(ProductSchema), (await ctx().call('GET', '/api/v1/products', { token })).body);
    expect(after.find((p) => p.id === target.id)?.is_favorite).toBe(true);

    const off = await ctx().call('POST', `/api/v1/favorite/${target.id}`, { token });
    expect(off.body).toEqual({ message: false });
    const emptied = v.parse(CatalogSchema, (await ctx().call('GET', '/api/v1/catalog', { token })).body);
    expect(emptied.personal).toEqual([]);
  });

  it('keeps favourites per partner for a partner account', async () => {
    const tokenA = await tokenFor(ctx(), 'partner@example.nl', PARTNER_A);
    const tokenB = await tokenFor(ctx(), 'partner@example.nl', PARTNER_B);
    const products = v.parse(v.array(ProductSchema), (await ctx().call('GET', '/api/v1/products', { token: tokenB })).body);
    const target = products.find((p) => p.default_code === 'VB-70x100') as Product;
    expect((await ctx().call('POST', `/api/v1/favorite/${target.id}`, { token: tokenB })).body).toEqual({ message: true });

    const personalA = v.parse(CatalogSchema, (await ctx().call('GET', '/api/v1/catalog', { token: tokenA })).body).personal;
    const personalB = v.parse(CatalogSchema, (await ctx().call('GET', '/api/v1/catalog', { token: tokenB })).body).personal;
    expect(personalB.map((node) => node.product_id)).toEqual([target.id]);
    expect(personalA.map((node) => node.product_id)).not.toContain(target.id);
    expect(personalA.length).toBeGreaterThan(0);
    const productsA = v.parse(v.array(ProductSchema), (await ctx().call('GET', '/api/v1/products', { token: tokenA })).body);
    expect(productsA.find((p) => p.id === target.id)?.is_favorite).toBe(false);
  });

  it('POST /favorite answers 404 for unknown or malformed ids, never 5xx', async () => {
    const token = await tokenFor(ctx(), 'klant@example.nl');
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '99999999999999999999', '1e3', '%27%3B--']) {
      const res = await ctx().call('POST', `/api/v1/favorite/${id}`, { token });
      expect(res.status, id).toBe(404);
    }
  });
});
