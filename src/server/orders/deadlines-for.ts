import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { amsterdamMoment, computeDeadlines, type Deadlines } from '../expedition/index.js';
import type { PriceCatalog } from '../catalog/price-catalog.js';

/** Closing days from today on (Amsterdam), in one query. */
export async function upcomingClosingDays(db: Kysely<Database>, now: Date): Promise<string[]> {
  const today = amsterdamMoment(now).date;
  const rows = await db.selectFrom('closing_days').select('date').where('date', '>=', today).execute();
  return rows.map((row) => row.date);
}

/**
 * Delivery dates of a cart of these products (unknown or inactive ids count with the default lead
 * times), from the cached catalogue: no query.
 */
export function deadlinesFor(catalog: PriceCatalog, now: Date, productIds: readonly number[]): Deadlines {
  const today = amsterdamMoment(now).date;
  const products = [...new Set(productIds)].flatMap((id) => {
    const product = catalog.products.get(id);
    return product ? [product] : [];
  });
  const closingDays = catalog.closingDays.filter((date) => date >= today);
  return computeDeadlines({ now, products, closingDays });
}
