import { amsterdamMoment, computeDeadlines, CUT_OFF_MINUTES, type Deadlines } from './expedition/index.js';
import type { PriceCatalog } from '../catalog/price-catalog.js';
import { cartLeadTime, type CartLeadTime } from '../../../domain/lead-time.js';

/** The closing days of the cached catalogue from today on (Amsterdam). */
export function closingDaysFrom(catalog: PriceCatalog, now: Date): string[] {
  const today = amsterdamMoment(now).date;
  return catalog.closingDays.filter((date) => date >= today);
}

/** Answers per catalogue; a day has few distinct carts' lead times, so this stays small. */
const MAX_REMEMBERED = 1_000;
const remembered = new WeakMap<PriceCatalog, Map<string, Deadlines>>();

/**
 * Delivery dates of a cart of these products (unknown or inactive ids count with the default lead
 * times), from the cached catalogue: no query. The dates depend only on the Amsterdam day, on
 * whether it is before the cut-off, on the lead times and on the closing days (the catalogue), so
 * the answer is computed once per such combination (a year of holidays is no small sum).
 */
export function deadlinesFor(catalog: PriceCatalog, now: Date, productIds: readonly number[]): Deadlines {
  const products = [...new Set(productIds)].flatMap((id) => {
    const product = catalog.products.get(id);
    return product ? [product] : [];
  });
  const moment = amsterdamMoment(now);
  const leadTimes = [...new Set(products.map((product) => `${product.production_days}/${product.speed_days}`))].sort();
  const key = `${moment.date}|${moment.minutes < CUT_OFF_MINUTES}|${leadTimes.join(',')}`;
  let answers = remembered.get(catalog);
  if (!answers) {
    answers = new Map();
    remembered.set(catalog, answers);
  }
  const known = answers.get(key);
  if (known) return known;
  const deadlines = computeDeadlines({ now, products, closingDays: closingDaysFrom(catalog, now) });
  if (answers.size >= MAX_REMEMBERED) answers.clear();
  answers.set(key, deadlines);
  return deadlines;
}

/** The lead time of a cart of these products (unknown ids count with the default lead times). */
export function leadTimeFor(catalog: PriceCatalog, productIds: readonly number[]): CartLeadTime {
  return cartLeadTime(productIds.flatMap((id) => {
    const product = catalog.products.get(id);
    return product ? [product] : [];
  }));
}
