import type { Kysely } from 'kysely';
import type { Print } from '../../domain/print.js';
import type { Database } from '../db/database.js';
import { pricePrint, type PriceResult } from '../pricing/index.js';
import { loadFinishes, loadProducts, type ProductRow } from './catalog-rows.js';
import { checkPrint, finishIdsOf } from './check-print.js';
import type { PrintIssues } from '../../domain/print.js';

export type PrintOutcome =
  | { ok: true; print: Print; product: ProductRow; price: PriceResult }
  | { ok: false; print: Print; product: ProductRow | null; issues: PrintIssues | null };

/**
 * Checks and prices prints against the catalogue with two queries whatever their number: one for
 * the products, one for the finishes. `issues` is null when the product is unknown or inactive.
 */
export async function checkAndPrice(db: Kysely<Database>, prints: readonly Print[]): Promise<PrintOutcome[]> {
  const productIds = prints.map((print) => print.product_id);
  const [products, finishes] = await Promise.all([
    loadProducts(db, productIds),
    loadFinishes(db, finishIdsOf(prints), productIds),
  ]);
  return prints.map((print): PrintOutcome => {
    const product = products.get(print.product_id);
    if (!product) return { ok: false, print, product: null, issues: null };
    const checked = checkPrint(print, product, finishes);
    if (!checked.priceInput) return { ok: false, print, product, issues: checked.issues };
    return { ok: true, print, product, price: pricePrint(checked.priceInput) };
  });
}
