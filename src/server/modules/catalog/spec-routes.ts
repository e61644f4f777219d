import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../services.js';
import type { Database } from '../../db/database.js';
import { STORED_CHAPTERS, FINISH_LEVEL, type StoredChapter } from '../../../domain/catalog.js';
import { requireAuth, requirePartner } from '../auth/require-auth.js';
import { renderSpecsPdf, type SpecsChapter, type SpecsProduct } from '../../platform/pdf/specs-pdf.js';

const CHAPTER_TITLES: Record<StoredChapter, string> = {
  catalog: 'Spandoeken en textiel',
  flags: 'Vlaggen',
  fence_banners: 'Hekwerkdoeken',
  adhesive: 'Folies',
  vsigns: 'V-borden',
  frames: 'PlusFrames',
};

/** The catalogue grouped by the first chapter each product appears in, with its finish names. */
async function specsChapters(db: Kysely<Database>): Promise<SpecsChapter[]> {
  const [products, links, leaves] = await Promise.all([
    db.selectFrom('products').selectAll().where('active', '=', 1).orderBy('id').execute(),
    db.selectFrom('finish_products').innerJoin('finishes', 'finishes.id', 'finish_products.finish_id')
      .select(['finish_products.product_id', 'finishes.name', 'finishes.level'])
      .where('finishes.level', '<>', FINISH_LEVEL.internal)
      .orderBy('finish_products.sequence').execute(),
    db.selectFrom('catalog_nodes').select(['chapter', 'product_id'])
      .where('product_id', 'is not', null).orderBy('id').execute(),
  ]);
  const chapterOf = new Map<number, string>();
  for (const leaf of leaves) if (leaf.product_id !== null && !chapterOf.has(leaf.product_id)) chapterOf.set(leaf.product_id, leaf.chapter);
  const chapters = new Map<StoredChapter, SpecsProduct[]>(STORED_CHAPTERS.map((chapter) => [chapter, []]));
  for (const p of products) {
    const own = links.filter((link) => link.product_id === p.id);
    const names = (test: (level: number) => boolean) => own.filter((link) => test(link.level)).map((link) => link.name);
    const chapter = chapterOf.get(p.id);
    const list = chapters.get((chapter ?? 'catalog') as StoredChapter) ?? chapters.get('catalog');
    list?.push({
      name: p.name, code: p.default_code, material: p.material, gloss: p.gloss, widthMm: p.width, density: p.density,
      fireResistant: Number(p.fire_resistant) === 1, fixedWidth: p.fixed_width, fixedHeight: p.fixed_height,
      sides: Number(p.sides), minOrderQty: p.min_order_qty,
      finishes: names((level) => level >= 1 && level <= 7),
      extras: names((level) => level === FINISH_LEVEL.extraPiece || level === FINISH_LEVEL.extraLocation),
      bases: names((level) => level === FINISH_LEVEL.frameBase),
    });
  }
  return [...chapters].map(([chapter, list]) => ({ title: CHAPTER_TITLES[chapter], products: list }));
}

/** Settings rows are made with the user; a user without one still gets the badge cleared. */
async function markSpecsSeen(db: Kysely<Database>, userId: number): Promise<void> {
  const updated = await db.updateTable('user_settings').set({ seen_specs: 1 }).where('user_id', '=', userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db.insertInto('user_settings').values({
    user_id: userId, pickup_default: 0, approve_pdf: 0, zoom_text: 0, can_choose_purchaser: 0, seen_specs: 1, default_address_id: null,
  }).onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_specs: 1 })).execute();
}

/** GET /specs/check (has the user seen the sheet?) and GET /specs (the PDF; marks it seen). */
export function specsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/specs/check', requireAuth, requirePartner, async (c) => {
    const row = await c.var.services.db.kysely.selectFrom('user_settings').select('seen_specs')
      .where('user_id', '=', c.var.auth.userId).executeTakeFirst();
    return c.json({ seen_specs: Number(row?.seen_specs) === 1 });
  });
  routes.get('/specs', requireAuth, requirePartner, async (c) => {
    const { db, now } = c.var.services;
    const pdf = await renderSpecsPdf(await specsChapters(db.kysely), now());
    await markSpecsSeen(db.kysely, c.var.auth.userId);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="printportal-specificaties.pdf"',
      'Content-Length': String(pdf.length),
    });
  });
  return routes;
}
