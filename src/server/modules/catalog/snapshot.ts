import type { Kysely } from 'kysely';
import type { Product } from '../../../domain/catalog.js';
import type { Database } from '../../db/database.js';
import { parseTiers } from '../../../domain/pricing/tiers.js';
import { referencePrice } from '../../../domain/pricing/reference-price.js';
import { buildTrees } from './build-trees.js';
import { forgetPriceCatalog } from './price-catalog.js';
import { activeProductRows, catalogNodeRows, favoriteProductIds } from './queries.js';

/**
 * The read-mostly part of the catalogue (active products and the chapter trees, the latter already
 * serialised), kept per database for a few seconds. /catalog and /products are the hottest calls
 * of the portal; with the snapshot each costs one indexed favourites lookup instead of a join and
 * a tree build. A catalogue edit shows within SNAPSHOT_MS, or at once after forgetCatalogSnapshot.
 */
export interface CatalogSnapshot {
  /** Active products in id order, is_favorite still false. */
  products: Product[];
  byId: ReadonlyMap<number, Product>;
  /** `"catalog":[...],"frames":[...],...` without the braces, to splice after `personal`. */
  treesJson: string;
}

/** The languages of the catalogue's names: Dutch, and English where the catalogue has an English name. */
export type CatalogLang = 'nl' | 'en';

const SNAPSHOT_MS = 10_000;
const cache = new WeakMap<Kysely<Database>, Map<CatalogLang, { at: number; snapshot: Promise<CatalogSnapshot> }>>();

/** The name in the asked language: the English name when there is one, else the Dutch one. */
export const nameIn = (lang: CatalogLang, row: { name: string; name_en: string | null }): string =>
  (lang === 'en' && row.name_en ? row.name_en : row.name);

/** A catalogue value (material, gloss) in the asked language, the same way as names. */
const valueIn = (lang: CatalogLang, dutch: string, english: string | null): string => (lang === 'en' && english ? english : dutch);

/** The card's "vanaf" price, computed here from the same pricing numbers POST /prices charges with. */
function withFromPrice(product: Product): Product {
  if (!product.pricing) return product;
  const { cents, quantity, width, height } = referencePrice({
    ...product.pricing, name: product.name, kind: product.kind, width: product.width, weld_max_mm: product.weld_max_mm,
    fixed_width: product.fixed_width, fixed_height: product.fixed_height, min_order_qty: product.min_order_qty,
  });
  return { ...product, from_price: { cents, quantity, width, height } };
}

async function loadSnapshot(db: Kysely<Database>, lang: CatalogLang): Promise<CatalogSnapshot> {
  const [rows, nodes] = await Promise.all([activeProductRows(db), catalogNodeRows(db)]);
  const products: Product[] = rows.map((row) => withFromPrice({
    id: row.id,
    name: nameIn(lang, row),
    material: valueIn(lang, row.material, row.material_en),
    gloss: valueIn(lang, row.gloss, row.gloss_en),
    width: row.width,
    density: row.density,
    fire_resistant: Number(row.fire_resistant) === 1,
    fixed_width: row.fixed_width,
    fixed_height: row.fixed_height,
    sides: Number(row.sides) === 2 ? 2 : 1,
    default_code: row.default_code,
    is_favorite: false,
    min_order_qty: row.min_order_qty,
    kind: row.kind,
    weld_max_mm: row.weld_max_mm,
    // The very numbers POST /prices charges with (same columns, same tier reading).
    pricing: {
      price_cents: row.price_cents,
      min_area_cm2: row.min_area_cm2,
      double_sided_pct: row.double_sided_pct,
      tiers: parseTiers(row.tiers),
      support_price_cents: row.support_price_cents,
      wallmount_price_cents: row.wallmount_price_cents,
      seam_price_cents: row.seam_price_cents,
    },
  }));
  const byId = new Map(products.map((product) => [product.id, product]));
  // A product leaf without an English name of its own is called what its product is called.
  const leafName = (node: (typeof nodes)[number]) =>
    (lang === 'en' && !node.name_en && node.product_id !== null ? byId.get(node.product_id)?.name : undefined);
  const named = nodes.map((node) => ({ ...node, name: leafName(node) ?? nameIn(lang, node) }));
  const treesJson = JSON.stringify(buildTrees(named, new Set(byId.keys()))).slice(1, -1);
  return { products, byId, treesJson };
}

/** The snapshot of one language (each language is kept on its own for SNAPSHOT_MS). */
export function catalogSnapshot(db: Kysely<Database>, lang: CatalogLang = 'nl'): Promise<CatalogSnapshot> {
  let perLang = cache.get(db);
  if (!perLang) {
    perLang = new Map();
    cache.set(db, perLang);
  }
  const cached = perLang.get(lang);
  const now = performance.now();
  if (cached && now - cached.at < SNAPSHOT_MS) return cached.snapshot;
  const snapshot = loadSnapshot(db, lang);
  const entry = { at: now, snapshot };
  perLang.set(lang, entry);
  // A failed load must not be served for the next ten seconds.
  const kept = perLang;
  snapshot.catch(() => {
    if (kept.get(lang) === entry) kept.delete(lang);
  });
  return snapshot;
}

/** Drops the snapshot (and the pricing rows) so that the next call reads the catalogue again (after an edit). */
export function forgetCatalogSnapshot(db: Kysely<Database>): void {
  cache.delete(db);
  forgetPriceCatalog(db);
}

/**
 * Favourites per user and partner, kept for FAVORITES_MS: /catalog and /products need them on every
 * call. POST /favorite forgets the entry at once (forgetFavorites); a change made by another server
 * process shows within FAVORITES_MS. The same Set object is handed out while it is kept, so callers
 * may key their own derived answers on it.
 */
const FAVORITES_MS = 2_000;
const MAX_FAVORITE_ENTRIES = 10_000;
const favoriteCache = new WeakMap<Kysely<Database>, Map<string, { at: number; ids: Promise<ReadonlySet<number>> }>>();

async function loadFavoriteIds(db: Kysely<Database>, userId: number, partnerId: number): Promise<ReadonlySet<number>> {
  return new Set(await favoriteProductIds(db, userId, partnerId));
}

/** The ids of this user's favourite products for this partner (primary-key lookup, then kept a moment). */
export function favoriteIds(db: Kysely<Database>, userId: number, partnerId: number): Promise<ReadonlySet<number>> {
  let entries = favoriteCache.get(db);
  if (!entries) {
    entries = new Map();
    favoriteCache.set(db, entries);
  }
  const key = `${userId}/${partnerId}`;
  const now = performance.now();
  const cached = entries.get(key);
  if (cached && now - cached.at < FAVORITES_MS) return cached.ids;
  if (entries.size >= MAX_FAVORITE_ENTRIES) entries.clear();
  const entry = { at: now, ids: loadFavoriteIds(db, userId, partnerId) };
  entries.set(key, entry);
  const kept = entries;
  entry.ids.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return entry.ids;
}

/** Call after changing a user's favourites: the next call reads them again. */
export function forgetFavorites(db: Kysely<Database>, userId: number, partnerId: number): void {
  favoriteCache.get(db)?.delete(`${userId}/${partnerId}`);
}
