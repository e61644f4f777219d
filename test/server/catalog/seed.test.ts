import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../support/test-app.js';
import { STORED_CHAPTERS } from '../../../src/domain/catalog.js';
import { AddressInputSchema } from '../../../src/domain/address.js';
import * as v from 'valibot';

describeEachDatabase('catalogue seed', (ctx) => {
  const db = () => ctx().db.kysely;

  it('has 40+ active products, fixed and free, single and double sided', async () => {
    const products = await db().selectFrom('products').selectAll().where('active', '=', 1).execute();
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(products.some((p) => p.fixed_width > 0 && p.fixed_height > 0)).toBe(true);
    expect(products.some((p) => p.fixed_width === 0)).toBe(true);
    expect(products.some((p) => Number(p.sides) === 2)).toBe(true);
    expect(products.some((p) => Number(p.sides) === 1)).toBe(true);
    const frontlit = products.find((p) => p.name.startsWith('Spandoek Frontlit 510'));
    expect(frontlit?.price_cents).toBe(1250);
    for (const p of products) expect(Array.isArray(JSON.parse(p.tiers))).toBe(true);
  });

  it('gives PlusFrames a minimum order quantity and frame bases of level 111', async () => {
    const frames = await db().selectFrom('products').selectAll().where('kind', '=', 'frame').execute();
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) expect(frame.min_order_qty).toBeGreaterThan(0);
    const bases = await db().selectFrom('finish_products').select('product_id')
      .where('level', '=', 111).where('product_id', 'in', frames.map((f) => f.id)).execute();
    expect(new Set(bases.map((b) => b.product_id)).size).toBe(frames.length);
  });

  it('has every chapter non-empty with leaves pointing to products', async () => {
    const nodes = await db().selectFrom('catalog_nodes').selectAll().execute();
    for (const chapter of STORED_CHAPTERS) {
      const inChapter = nodes.filter((n) => n.chapter === chapter);
      expect(inChapter.filter((n) => n.product_id !== null).length, chapter).toBeGreaterThan(0);
    }
    for (const chapter of ['flags', 'fence_banners', 'adhesive']) {
      expect(nodes.filter((n) => n.chapter === chapter).every((n) => n.icon), chapter).toBe(true);
    }
  });

  it('has finishes of levels 1-7, 8, 9 with a location, 111 and 999, each linked to products', async () => {
    const finishes = await db().selectFrom('finishes').selectAll().execute();
    const levels = new Set(finishes.map((f) => f.level));
    for (const level of [1, 2, 3, 4, 5, 6, 7, 8, 9, 111, 999]) expect(levels.has(level), `level ${level}`).toBe(true);
    expect(finishes.filter((f) => f.level === 9).every((f) => f.location)).toBe(true);
    expect(finishes.filter((f) => f.level === 8).every((f) => f.side === 'surface')).toBe(true);
    expect(finishes.find((f) => f.spacing_mm === 500 && f.price_kind === 'item')).toBeTruthy();
    const links = await db().selectFrom('finish_products').select('finish_id').execute();
    const linked = new Set(links.map((l) => l.finish_id));
    for (const finish of finishes) expect(linked.has(finish.id), finish.name).toBe(true);
  });

  it('seeds favourites for klant@ only (not for inkoop@), valid addresses and closing days', async () => {
    const users = await db().selectFrom('users').select(['id', 'email']).execute();
    const idOf = (email: string) => users.find((u) => u.email === email)?.id ?? -1;
    const favorites = await db().selectFrom('favorites').selectAll().execute();
    expect(favorites.filter((f) => f.user_id === idOf('klant@example.nl')).length).toBeGreaterThan(0);
    expect(favorites.filter((f) => f.user_id === idOf('inkoop@example.nl')).length).toBe(0);
    const addresses = await db().selectFrom('addresses').selectAll().execute();
    expect(addresses.length).toBeGreaterThanOrEqual(5);
    for (const address of addresses) expect(v.safeParse(AddressInputSchema, address).success, address.name).toBe(true);
    const closing = await db().selectFrom('closing_days').select('date').execute();
    expect(closing.map((d) => d.date)).toEqual(expect.arrayContaining(['2026-12-28', '2026-12-31']));
  });
});
