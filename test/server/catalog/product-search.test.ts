import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CatalogSchema, ProductSchema, type Catalog, type Product } from '../../../src/domain/catalog.js';
import { productSearch, type ProductSearch } from '../../../src/features/catalog/search/product-search.js';
import { createTestContext, type TestContext } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';

/**
 * The browser's product search over the demo catalogue exactly as GET /catalog and GET /products
 * answer it, in Dutch and in English (the search itself runs in the browser; the database does not matter).
 */
let ctx: TestContext;
const answers: Record<'nl' | 'en', { catalog: Catalog; products: Product[] }> = {} as never;

beforeAll(async () => {
  ctx = await createTestContext('sqlite');
  const token = await tokenFor(ctx, 'inkoop@example.nl');
  for (const lang of ['nl', 'en'] as const) {
    const headers = { 'Accept-Language': lang };
    answers[lang] = {
      catalog: v.parse(CatalogSchema, (await ctx.call('GET', '/api/v1/catalog', { token, headers })).body),
      products: v.parse(v.array(ProductSchema), (await ctx.call('GET', '/api/v1/products', { token, headers })).body),
    };
  }
});
afterAll(async () => ctx.close());

const searchIn = (lang: 'nl' | 'en'): ProductSearch => productSearch(answers[lang].products, answers[lang].catalog);
const codes = (found: readonly Product[]) => found.map((product) => product.default_code);
const ALL = 1000;

/** The longest word of a name with its two middle letters swapped: a typo a hurried hand makes. */
function typoOf(name: string): string {
  const words = name.split(/\s+/);
  const longest = words.filter((word) => /^\p{L}+$/u.test(word)).reduce((best, word) => (word.length > best.length ? word : best), '');
  let at = Math.floor(longest.length / 2);
  while (at < longest.length - 1 && longest[at] === longest[at - 1]) at += 1;
  const typo = longest.slice(0, at - 1) + longest[at] + longest[at - 1] + longest.slice(at + 1);
  return words.map((word) => (word === longest ? typo : word)).join(' ');
}

describe.each(['nl', 'en'] as const)('product search in %s', (lang) => {
  it('"spandoek" and "banner" find every banner of the catalogue, whichever language the names are in', () => {
    const banners = answers[lang].products.filter((product) => product.default_code.startsWith('SPD-'));
    for (const word of ['spandoek', 'banner']) {
      expect(codes(searchIn(lang).search(word, ALL)), word).toEqual(expect.arrayContaining(codes(banners)));
    }
  });

  it('"mesh" finds the mesh products and nothing else', () => {
    const found = searchIn(lang).search('mesh', ALL);
    expect(codes(found).sort()).toEqual(codes(answers[lang].products.filter((product) => /mesh/i.test(`${product.name} ${product.material}`))).sort());
  });

  it('"B1" finds every fire-resistant product and only those', () => {
    const found = searchIn(lang).search('B1', ALL);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => product.fire_resistant)).toBe(true);
    expect(codes(found).sort()).toEqual(codes(answers[lang].products.filter((product) => product.fire_resistant)).sort());
  });

  it('every product is the first hit for its article code and among the first three for its name with a typo', () => {
    for (const product of answers[lang].products) {
      expect(codes(searchIn(lang).search(product.default_code, 1)), product.default_code).toEqual([product.default_code]);
      const typo = typoOf(product.name);
      expect(typo).not.toBe(product.name);
      expect(codes(searchIn(lang).search(typo, 3)), typo).toContain(product.default_code);
    }
  });

  it('"spandoek mesh" finds the mesh banners first', () => {
    const found = searchIn(lang).search('spandoek mesh', 2);
    expect(codes(found).sort()).toEqual(['SPD-MESH270', 'SPD-MESH350-B1']);
  });

  it('finds nothing for an empty query or a word no product has', () => {
    expect(searchIn(lang).search('   ')).toEqual([]);
    expect(searchIn(lang).search('xylofoon')).toEqual([]);
  });
});
