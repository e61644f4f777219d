import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { loadAllFinishes, loadAllProducts, type FinishRow, type ProductRow } from '../checkout/queries/catalog-rows.js';
import { closingDates } from './queries.js';
import { loadTransportTariff } from '../checkout/queries/transport-tariff.js';
import type { TransportTariff } from '../../../domain/transport/index.js';

/**
 * What POST /prices, POST /expedition and POST /order read of the catalogue (active products with
 * their pricing and lead times, every finish with its product links, the closing days), kept per
 * database like the catalogue snapshot, so that a price or a delivery date is pure computation and
 * an order is stored at the price the customer was shown. A catalogue edit shows within
 * PRICE_CATALOG_MS everywhere alike, or at once after forgetPriceCatalog (forgetCatalogSnapshot
 * calls it). Re-ordering a template reads the rows fresh (checkAndPrice).
 */
export interface PriceCatalog {
  products: ReadonlyMap<number, ProductRow>;
  finishes: ReadonlyMap<number, FinishRow>;
  /** Every closing day (yyyy-mm-dd), ascending; callers keep those from today on. */
  closingDays: readonly string[];
  /** The transport tariff (staff's table), so /expedition and /order price transport alike. */
  tariff: TransportTariff;
}

const PRICE_CATALOG_MS = 10_000;
const cache = new WeakMap<Kysely<Database>, { at: number; catalog: Promise<PriceCatalog> }>();

async function loadPriceCatalog(db: Kysely<Database>): Promise<PriceCatalog> {
  const [products, finishes, closingDays, tariff] = await Promise.all([
    loadAllProducts(db), loadAllFinishes(db), closingDates(db), loadTransportTariff(db),
  ]);
  return { products, finishes, closingDays, tariff };
}

export function priceCatalog(db: Kysely<Database>): Promise<PriceCatalog> {
  const cached = cache.get(db);
  const now = performance.now();
  if (cached && now - cached.at < PRICE_CATALOG_MS) return cached.catalog;
  const entry = { at: now, catalog: loadPriceCatalog(db) };
  cache.set(db, entry);
  // A failed load must not be served until the next refresh.
  entry.catalog.catch(() => {
    if (cache.get(db) === entry) cache.delete(db);
  });
  return entry.catalog;
}

/** Drops the cached rows so that the next call reads the catalogue again (after an edit). */
export function forgetPriceCatalog(db: Kysely<Database>): void {
  cache.delete(db);
}
