import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

type Favorite = { user_id: number; partner_id: number; product_id: number };

/** The active products with what the selector and the configurator show of them, in id order. */
export function activeProductRows(db: Kysely<Database>) {
  return db.selectFrom('products')
    .select(['id', 'name', 'name_en', 'material', 'material_en', 'gloss', 'gloss_en', 'width', 'density', 'fire_resistant', 'fixed_width',
      'fixed_height', 'sides', 'default_code', 'min_order_qty', 'kind', 'weld_max_mm'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
}

/** Every node of the chapter trees, in position order. */
export function catalogNodeRows(db: Kysely<Database>) {
  return db.selectFrom('catalog_nodes')
    .select(['id', 'chapter', 'parent_id', 'product_id', 'name', 'name_en', 'icon'])
    .orderBy('position').orderBy('id')
    .execute();
}

export async function favoriteProductIds(db: Kysely<Database>, userId: number, partnerId: number): Promise<number[]> {
  const rows = await db.selectFrom('favorites').select('product_id')
    .where('user_id', '=', userId).where('partner_id', '=', partnerId)
    .execute();
  return rows.map((row) => row.product_id);
}

export async function isActiveProduct(db: Kysely<Database>, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('id')
    .where('id', '=', productId).where('active', '=', 1).executeTakeFirst();
  return row !== undefined;
}

/** Removes the favourite; false when it was not there. */
export async function deleteFavorite(db: Kysely<Database>, favorite: Favorite): Promise<boolean> {
  const removed = await db.deleteFrom('favorites')
    .where('user_id', '=', favorite.user_id).where('partner_id', '=', favorite.partner_id).where('product_id', '=', favorite.product_id)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** A double click may race: the second insert is a no-op instead of a key violation. */
export async function insertFavorite(db: Kysely<Database>, favorite: Favorite): Promise<void> {
  await db.insertInto('favorites').values(favorite).onConflict((oc) => oc.doNothing()).execute();
}

export function finishRows(db: Kysely<Database>) {
  return db.selectFrom('finishes')
    .select(['id', 'name', 'name_en', 'level', 'finishing_id', 'default_code', 'location', 'side'])
    .orderBy('level').orderBy('id')
    .execute();
}

/** The links of finishes to active products, by sequence. */
export function finishLinkRows(db: Kysely<Database>) {
  return db.selectFrom('finish_products')
    .innerJoin('products', 'products.id', 'finish_products.product_id')
    .select(['finish_products.finish_id', 'finish_products.product_id', 'finish_products.level',
      'finish_products.location', 'finish_products.sequence'])
    .where('products.active', '=', 1)
    .orderBy('finish_products.sequence').orderBy('finish_products.product_id')
    .execute();
}

/** Every closing day (yyyy-mm-dd), ascending. */
export async function closingDates(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('closing_days').select('date').orderBy('date').execute();
  return rows.map((row) => row.date);
}

/** The specification sheet's rows: active products, finish names by product (without `hiddenLevel`), product leaves. */
export function specsRows(db: Kysely<Database>, hiddenLevel: number) {
  return Promise.all([
    db.selectFrom('products').selectAll().where('active', '=', 1).orderBy('id').execute(),
    db.selectFrom('finish_products').innerJoin('finishes', 'finishes.id', 'finish_products.finish_id')
      .select(['finish_products.product_id', 'finishes.name', 'finishes.level'])
      .where('finishes.level', '<>', hiddenLevel)
      .orderBy('finish_products.sequence').execute(),
    db.selectFrom('catalog_nodes').select(['chapter', 'product_id'])
      .where('product_id', 'is not', null).orderBy('id').execute(),
  ]);
}

export async function hasSeenSpecs(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('user_settings').select('seen_specs').where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.seen_specs) === 1;
}

/** Settings rows are made with the user; a user without one still gets the badge cleared. */
export async function markSpecsSeen(db: Kysely<Database>, userId: number): Promise<void> {
  const updated = await db.updateTable('user_settings').set({ seen_specs: 1 }).where('user_id', '=', userId).executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db.insertInto('user_settings').values({
    user_id: userId, pickup_default: 0, approve_pdf: 0, zoom_text: 0, can_choose_purchaser: 0, seen_specs: 1, default_address_id: null,
  }).onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_specs: 1 })).execute();
}
