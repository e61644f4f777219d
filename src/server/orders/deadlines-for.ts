import { amsterdamMoment, computeDeadlines, type Deadlines } from '../expedition/index.js';
import type { PriceCatalog } from '../catalog/price-catalog.js';

/** The closing days of the cached catalogue from today on (Amsterdam). */
export function closingDaysFrom(catalog: PriceCatalog, now: Date): string[] {
  const today = amsterdamMoment(now).date;
  return catalog.closingDays.filter((date) => date >= today);
}

/**
 * Delivery dates of a cart of these products (unknown or inactive ids count with the default lead
 * times), from the cached catalogue: no query.
 */
export function deadlinesFor(catalog: PriceCatalog, now: Date, productIds: readonly number[]): Deadlines {
  const products = [...new Set(productIds)].flatMap((id) => {
    const product = catalog.products.get(id);
    return product ? [product] : [];
  });
  return computeDeadlines({ now, products, closingDays: closingDaysFrom(catalog, now) });
}
