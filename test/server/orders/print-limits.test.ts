import { beforeAll, expect, it } from 'vitest';
import * as v from 'valibot';
import { ProductSchema } from '../../../src/domain/catalog.js';
import * as printLimits from '../../../src/server/db/migrations/0070-print-limits.js';
import { forgetCatalogSnapshot } from '../../../src/server/modules/catalog/snapshot.js';
import { describeEachDatabase } from '../../support/test-app.js';
import { tokenFor } from '../../support/tokens.js';
import { copy, countRows, CUSTOMER, order, placeOrder, print, productId } from './order-helpers.js';

/**
 * The largest size a product can be made in (roll width, roll length, welded panels) is enforced by
 * the server on POST /prices and POST /order, and welded prints are charged for their seams.
 */
describeEachDatabase('physical limits of a print', (ctx) => {
  let token = '';
  let frontlit = 0;
  let backlit = 0;
  beforeAll(async () => {
    ctx().clock.set('2026-11-23T09:00:00Z');
    token = await tokenFor(ctx(), CUSTOMER);
    frontlit = await productId(ctx(), 'SPD-FL510');
    backlit = await productId(ctx(), 'SPD-BL500');
  });
  const prices = (body: unknown, language = 'en') =>
    ctx().call('POST', '/api/v1/prices', { token, body, headers: { 'Accept-Language': language } });
  const products = async () =>
    v.parse(v.array(ProductSchema), (await ctx().call('GET', '/api/v1/products', { token })).body);

  it('the catalogue answer carries what the browser needs: roll width and widest welded size', async () => {
    const list = await products();
    const facts = (code: string) => {
      const product = list.find((item) => item.default_code === code);
      return product && { width: product.width, weld_max_mm: product.weld_max_mm };
    };
    expect(facts('SPD-FL510')).toEqual({ width: 5000, weld_max_mm: 20_000 });
    expect(facts('SPD-MESH270')).toEqual({ width: 5000, weld_max_mm: 20_000 });
    expect(facts('SPD-BL500')).toEqual({ width: 3200, weld_max_mm: 0 });
    expect(facts('FOL-MONO-GL')).toEqual({ width: 1370, weld_max_mm: 0 });
    expect(facts('VB-100x200')).toEqual({ width: 2000, weld_max_mm: 0 });
    expect(facts('PF-TEX')).toEqual({ width: 3200, weld_max_mm: 0 });
  });

  it('POST /prices refuses a 60 x 60 m banner (422) naming the largest welded size, in Dutch for a Dutch browser', async () => {
    const body = print(frontlit, { copies: [copy({ width: 60_000, height: 60_000 })] });
    const english = await prices(body);
    expect(english.status).toBe(422);
    expect(english.body.errors).toEqual({ 'copies.0.width': ['At most 2000 x 5000 cm for this material'] });
    const dutch = await prices(body, 'nl');
    expect(dutch.status).toBe(422);
    expect(dutch.body.errors).toEqual({ 'copies.0.width': ['Maximaal 2000 x 5000 cm voor dit materiaal'] });
  });

  it('POST /prices refuses a backlit wider than its roll (it is never welded)', async () => {
    const res = await prices(print(backlit, { copies: [copy({ width: 4000, height: 4000 })] }), 'nl');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'copies.0.width': ['Maximaal 320 x 5000 cm voor dit materiaal'] });
  });

  it('POST /prices prices a welded banner with its seams: 12 x 8 m is two panels, one 12 m seam at EUR 4.50/m', async () => {
    const res = await prices(print(frontlit, { copies: [copy({ quantity: 1, width: 12_000, height: 8000 })] }));
    expect(res.status).toBe(200);
    expect(res.body.breakdown).toContainEqual({ kind: 'welding', label: 'Lasnaden (12,00 m)', amount: 54 });
    // 96 m² at EUR 12.50 less the 20% tier = EUR 960, plus EUR 54 of welding.
    expect(res.body.product).toBe(1014);
    const oneRoll = await prices(print(frontlit, { copies: [copy({ quantity: 1, width: 5000, height: 19_200 })] }));
    expect(oneRoll.body.product).toBe(960);
    expect(oneRoll.body.breakdown.map((line: { label: string }) => line.label)).not.toContain('Lasnaden (12,00 m)');
  });

  it('POST /order refuses a print too large and stores nothing; a welded print is stored at its price with seams', async () => {
    const before = await countRows(ctx());
    const tooLarge = await placeOrder(ctx(), token, order([print(frontlit, { copies: [copy({ width: 60_000, height: 60_000 })] })]));
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors).toEqual({ 'products.0.copies.0.width': ['At most 2000 x 5000 cm for this material'] });
    expect(await countRows(ctx())).toEqual(before);
    const welded = await placeOrder(ctx(), token, order([print(frontlit, { copies: [copy({ quantity: 1, width: 12_000, height: 8000 })] })]));
    expect(welded.status).toBe(201);
    expect(welded.body.orders[0].total).toBe(1014);
  });

  it('migration 0070 gives a catalogue seeded before it the welding of its PVC banners and mesh only', async () => {
    await printLimits.down(ctx().db.kysely);
    await printLimits.up(ctx().db.kysely);
    forgetCatalogSnapshot(ctx().db.kysely);
    const rows = await ctx().db.kysely.selectFrom('products').select(['default_code', 'weld_max_mm', 'seam_price_cents']).execute();
    const welded = rows.filter((row) => row.weld_max_mm > 0).map((row) => row.default_code).sort();
    expect(welded).toEqual(expect.arrayContaining(['SPD-FL510', 'SPD-MESH270', 'SPD-BO550', 'HEK-MAAT-MESH']));
    expect(welded.filter((code) => /^(SPD-BL|SPD-ECO|TEX|FOL|VB|PF|VLAG)/.test(code))).toEqual([]);
    expect(rows.find((row) => row.default_code === 'SPD-FL510')?.seam_price_cents).toBe(450);
  });
});
