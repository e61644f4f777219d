import type { Kysely } from 'kysely';
import type { Database, FinishPriceKind, ProductKind } from '../../../db/database.js';
import { FINISH_SIDES, type FinishSide } from '../../../../domain/catalog.js';
import type { FinishRef } from '../../../../domain/finish-lists.js';
import { parseTiers, type PriceTier } from '../../../../domain/pricing/index.js';

/** What pricing, validation and delivery dates need of a product row. */
export interface ProductRow {
  id: number;
  name: string;
  kind: ProductKind;
  sides: 1 | 2;
  fixed_width: number;
  fixed_height: number;
  min_order_qty: number;
  price_cents: number;
  min_area_cm2: number;
  double_sided_pct: number;
  tiers: PriceTier[];
  production_days: number;
  speed_days: number;
  support_price_cents: number;
  wallmount_price_cents: number;
  /** Roll width, widest welded size and seam price (src/domain/print-limits.ts). */
  width: number;
  weld_max_mm: number;
  seam_price_cents: number;
  /** The catalogue's density text ("510 g/m²", "16 mm"): the transport weighs the prints by it. */
  density: string;
}

/** A finish in the domain's FinishRef shape (for the finish rules) plus its pricing fields. */
export interface FinishRow extends FinishRef {
  side: FinishSide;
  price_kind: FinishPriceKind;
  price_cents: number;
  spacing_mm: number;
  products: { product_id: number; level: number; location: string | null; sequence: number }[];
}

const unique = (ids: Iterable<number>): number[] => [...new Set(ids)];

const PRODUCT_COLUMNS = [
  'id', 'name', 'kind', 'sides', 'fixed_width', 'fixed_height', 'min_order_qty', 'price_cents', 'min_area_cm2',
  'double_sided_pct', 'tiers', 'production_days', 'speed_days', 'support_price_cents', 'wallmount_price_cents',
  'width', 'weld_max_mm', 'seam_price_cents', 'density',
] as const;

function activeProducts(db: Kysely<Database>) {
  return db.selectFrom('products').select(PRODUCT_COLUMNS).where('active', '=', 1);
}

type ProductSelection = Awaited<ReturnType<ReturnType<typeof activeProducts>['execute']>>;

function productRows(rows: ProductSelection): Map<number, ProductRow> {
  return new Map(rows.map((row) => [row.id, {
    ...row,
    sides: Number(row.sides) === 2 ? 2 : 1,
    tiers: parseTiers(row.tiers),
  }]));
}

/** The active products among `ids`, in one query. */
export async function loadProducts(db: Kysely<Database>, ids: Iterable<number>): Promise<Map<number, ProductRow>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  return productRows(await activeProducts(db).where('id', 'in', wanted).execute());
}

/** Every active product, in one query. */
export async function loadAllProducts(db: Kysely<Database>): Promise<Map<number, ProductRow>> {
  return productRows(await activeProducts(db).execute());
}

function finishesWithLinks(db: Kysely<Database>, products: number[] | null) {
  return db
    .selectFrom('finishes')
    .leftJoin('finish_products', (join) => {
      const linked = join.onRef('finish_products.finish_id', '=', 'finishes.id');
      return products === null ? linked : linked.on('finish_products.product_id', 'in', products);
    })
    .select([
      'finishes.id', 'finishes.name', 'finishes.level', 'finishes.finishing_id', 'finishes.location', 'finishes.side',
      'finishes.price_kind', 'finishes.price_cents', 'finishes.spacing_mm', 'finish_products.product_id',
      'finish_products.level as link_level', 'finish_products.location as link_location', 'finish_products.sequence',
    ]);
}

type FinishSelection = Awaited<ReturnType<ReturnType<typeof finishesWithLinks>['execute']>>;

function finishRows(rows: FinishSelection): Map<number, FinishRow> {
  const finishes = new Map<number, FinishRow>();
  for (const { product_id: productId, link_level: linkLevel, link_location: linkLocation, sequence, ...finish } of rows) {
    let row = finishes.get(finish.id);
    if (!row) {
      const side = (FINISH_SIDES as readonly string[]).includes(finish.side) ? (finish.side as FinishSide) : 'around';
      row = { ...finish, side, products: [] };
      finishes.set(finish.id, row);
    }
    if (productId !== null && linkLevel !== null) {
      row.products.push({ product_id: productId, level: linkLevel, location: linkLocation, sequence: sequence ?? 0 });
    }
  }
  return finishes;
}

/** The finishes among `ids` with their links to the given products only, in one query. */
export async function loadFinishes(
  db: Kysely<Database>,
  ids: Iterable<number>,
  productIds: Iterable<number>,
): Promise<Map<number, FinishRow>> {
  const wanted = unique(ids);
  const products = unique(productIds);
  if (wanted.length === 0 || products.length === 0) return new Map();
  return finishRows(await finishesWithLinks(db, products).where('finishes.id', 'in', wanted).execute());
}

/** Every finish with all its product links, in one query. */
export async function loadAllFinishes(db: Kysely<Database>): Promise<Map<number, FinishRow>> {
  return finishRows(await finishesWithLinks(db, null).execute());
}
