import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { amsterdamMoment, computeDeadlines, type Deadlines } from '../expedition/index.js';
import { loadProducts } from './catalog-rows.js';

/** Closing days from today on (Amsterdam), in one query. */
export async function upcomingClosingDays(db: Kysely<Database>, now: Date): Promise<string[]> {
  const today = amsterdamMoment(now).date;
  const rows = await db.selectFrom('closing_days').select('date').where('date', '>=', today).execute();
  return rows.map((row) => row.date);
}

/** Delivery dates of a cart of these products (unknown ids count with the default lead times). */
export async function deadlinesFor(db: Kysely<Database>, now: Date, productIds: readonly number[]): Promise<Deadlines> {
  const [products, closingDays] = await Promise.all([loadProducts(db, productIds), upcomingClosingDays(db, now)]);
  return computeDeadlines({ now, products: [...products.values()], closingDays });
}
