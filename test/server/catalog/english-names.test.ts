import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import * as v from 'valibot';
import { CatalogSchema, FinishSchema, ProductSchema, type CatalogNode } from '../../../src/domain/catalog.js';
import { runAdmin } from '../../../src/server/admin/commands.js';
import { forgetCatalogSnapshot } from '../../../src/server/modules/catalog/snapshot.js';
import * as catalogEnglishFacts from '../../../src/server/db/migrations/0061-catalog-english-facts.js';
import { describeEachDatabase, TEST_SCRYPT_COST } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';

const names = (nodes: CatalogNode[]): string[] => nodes.flatMap((node) => [node.name, ...names(node.children)]);

/** Catalogue names (products, categories, finishes) in the user's language, from the data. */
describeEachDatabase('catalogue names in Dutch and English', (ctx) => {
  const get = async (path: string, lang: 'nl' | 'en') =>
    ctx().call('GET', `/api/v1${path}`, { token: await tokenFor(ctx(), 'klant@example.nl'), headers: { 'Accept-Language': lang } });

  it('GET /products names the products in English for an English request and in Dutch otherwise', async () => {
    const english = v.parse(v.array(ProductSchema), (await get('/products', 'en')).body);
    const dutch = v.parse(v.array(ProductSchema), (await get('/products', 'nl')).body);
    const byCode = (list: typeof english, code: string) => list.find((product) => product.default_code === code)?.name;
    expect(byCode(english, 'SPD-FL510')).toBe('Banner Frontlit 510 g/m²');
    expect(byCode(dutch, 'SPD-FL510')).toBe('Spandoek Frontlit 510 g/m²');
    expect(byCode(english, 'FOL-MONO-MAT')).toBe('Monomeric film white matt');
    // Every demo product has an English name of its own.
    const same = english.filter((product) => product.name === byCode(dutch, product.default_code) && !/^(Canvas|PlusFrame)/.test(product.name));
    expect(same.map((product) => product.name)).toEqual([]);
  });

  it('GET /products gives material and gloss in English too: no Dutch catalogue value in an English answer ("mat" is "matt")', async () => {
    const english = v.parse(v.array(ProductSchema), (await get('/products', 'en')).body);
    const dutch = v.parse(v.array(ProductSchema), (await get('/products', 'nl')).body);
    const byCode = (list: typeof english, code: string) => list.find((product) => product.default_code === code);
    expect(byCode(english, 'SPD-FL510')).toMatchObject({ material: 'PVC', gloss: 'matt', density: '510 g/m²' });
    expect(byCode(dutch, 'SPD-FL510')).toMatchObject({ material: 'PVC', gloss: 'mat' });
    expect(byCode(english, 'SPD-FL440')?.gloss).toBe('gloss');
    expect(byCode(english, 'SPD-BL500')?.gloss).toBe('satin');
    expect(byCode(english, 'TEX-FLAG115')?.material).toBe('Polyester textile');
    expect(byCode(dutch, 'TEX-FLAG115')?.material).toBe('Polyester textiel');
    // Every value of the demo catalogue: English where the Dutch differs (PVC, "Re-board" and the
    // figures of density are the same in both languages).
    const dutchWords = /\b(mat|glans|satijn|textiel|vlaggendoek|katoen|polyethyleen|vrij|monomeer|polymeer|geperforeerd|statische|folie|etsfolie|met|antislip|tapijtlijm|karton|akoestisch|paneel|lichtbak)\b/i;
    const leftDutch = english.flatMap((product) =>
      [product.material, product.gloss, product.density].filter((value) => dutchWords.test(value)).map((value) => `${product.default_code}: ${value}`));
    expect(leftDutch).toEqual([]);
  });

  it('migration 0061 gives a catalogue seeded before it the English material and gloss', async () => {
    await catalogEnglishFacts.down(ctx().db.kysely);
    await catalogEnglishFacts.up(ctx().db.kysely);
    forgetCatalogSnapshot(ctx().db.kysely);
    const english = v.parse(v.array(ProductSchema), (await get('/products', 'en')).body);
    expect(english.find((product) => product.default_code === 'FOL-VLOER-R10')).toMatchObject({ material: 'Vinyl with anti-slip laminate', gloss: 'matt' });
  });

  it('GET /catalog names categories and leaves in the language asked, favourites included', async () => {
    const english = v.parse(CatalogSchema, (await get('/catalog', 'en')).body);
    const dutch = v.parse(CatalogSchema, (await get('/catalog', 'nl')).body);
    expect(names(english.catalog)).toContain('Banners');
    expect(names(english.catalog)).not.toContain('Spandoeken');
    expect(names(dutch.catalog)).toContain('Spandoeken');
    expect(names(english.flags)).toEqual(expect.arrayContaining(['Beach flags', 'Facade flags', 'Custom-size flag']));
    expect(names(english.personal)).toContain('Banner Frontlit 510 g/m²');
  });

  it('GET /finishes names the finishes in English ("Hem (stitched)", not "Zoom (gestikt)")', async () => {
    const english = v.parse(v.array(FinishSchema), (await get('/finishes', 'en')).body);
    const dutch = v.parse(v.array(FinishSchema), (await get('/finishes', 'nl')).body);
    expect(english.find((finish) => finish.default_code === 'AF-ZOOM')?.name).toBe('Hem (stitched)');
    expect(dutch.find((finish) => finish.default_code === 'AF-ZOOM')?.name).toBe('Zoom (gestikt)');
    expect(english.filter((finish, index) => finish.name === dutch[index]?.name && !/^(Keder|Bungee)/.test(finish.name))).toEqual([]);
  });

  it('catalog:import takes name_en, material_en and gloss_en; without one an English user sees the Dutch value', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pp-import-')), 'catalog.json');
    writeFileSync(file, JSON.stringify({
      products: [
        {
          default_code: 'NEW-EN', name: 'Nieuw doek', name_en: 'New cloth', material: 'Katoen', material_en: 'Cotton', gloss: 'glans', gloss_en: 'gloss',
          width: 5000, price_cents: 1000,
        },
        { default_code: 'NEW-NL', name: 'Alleen Nederlands', width: 5000, price_cents: 1000 },
      ],
      finishes: [{ default_code: 'NEW-FIN', name: 'Nieuwe zoom', name_en: 'New hem', level: 1, finishing_id: 77, side: 'around', price_kind: 'none', price_cents: 0 }],
    }));
    await runAdmin({ db: ctx().db.kysely, config: { publicUrl: 'http://localhost:8080', scryptCost: TEST_SCRYPT_COST }, now: ctx().services.now }, ['catalog:import', file]);
    forgetCatalogSnapshot(ctx().db.kysely);
    const products = v.parse(v.array(ProductSchema), (await get('/products', 'en')).body);
    expect(products.find((product) => product.default_code === 'NEW-EN')).toMatchObject({ name: 'New cloth', material: 'Cotton', gloss: 'gloss' });
    expect(products.find((product) => product.default_code === 'NEW-NL')?.name).toBe('Alleen Nederlands');
    const finishes = v.parse(v.array(FinishSchema), (await get('/finishes', 'en')).body);
    expect(finishes.find((finish) => finish.default_code === 'NEW-FIN')?.name).toBe('New hem');
  });
});
