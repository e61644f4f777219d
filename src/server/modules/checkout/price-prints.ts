import type { Kysely } from 'kysely';
import type { Print } from '../../../domain/print.js';
import type { Database } from '../../db/database.js';
import { isAboveOnlineLimit, pricePrint, type PriceResult } from '../../../domain/pricing/index.js';
import { loadFinishes, loadProducts, type FinishRow, type ProductRow } from './queries/catalog-rows.js';
import { checkPrint, finishIdsOf } from './check-print.js';
import type { PrintIssues } from '../../../domain/print.js';
import { word } from '../../../domain/texts/text.js';

export const priceLimitMessages = {
  tooLarge: /*i18n*/ {
    id: 'order.too_large',
    message: "Dit komt op meer dan € 10.000.000, meer dan we online aannemen; neem voor zo'n grote order contact met ons op.",
  },
} as const;

export type PrintOutcome =
  | { ok: true; print: Print; product: ProductRow; price: PriceResult }
  | { ok: false; print: Print; product: ProductRow | null; issues: PrintIssues | null };

/** The catalogue rows a set of prints is checked against (fresh from the database or cached). */
export interface CatalogRows {
  products: ReadonlyMap<number, ProductRow>;
  finishes: ReadonlyMap<number, FinishRow>;
}

/**
 * Checks and prices prints against catalogue rows, without touching the database. Only the finishes
 * the prints refer to are handed to the rules, whatever else `rows` holds. `issues` is null when the
 * product is unknown or inactive.
 */
export function checkAndPriceWith(rows: CatalogRows, prints: readonly Print[]): PrintOutcome[] {
  const finishes = new Map<number, FinishRow>();
  for (const id of finishIdsOf(prints)) {
    const finish = rows.finishes.get(id);
    if (finish) finishes.set(id, finish);
  }
  return prints.map((print): PrintOutcome => {
    const product = rows.products.get(print.product_id);
    if (!product) return { ok: false, print, product: null, issues: null };
    const checked = checkPrint(print, product, finishes);
    if (!checked.priceInput) return { ok: false, print, product, issues: checked.issues };
    const price = pricePrint(checked.priceInput);
    // An absurd request (10,000 x 1,000 copies of 100 x 100 m) is refused before it reaches the database.
    if (isAboveOnlineLimit(price)) {
      // An empty field: the answer names the print's `copies` as a whole, not one line.
      const tooLarge = { field: '', keyword: 'max', message: word(priceLimitMessages.tooLarge) } as const;
      return { ok: false, print, product, issues: { copies: [tooLarge], finishes: [], frames: [] } };
    }
    return { ok: true, print, product, price };
  });
}

/**
 * Checks and prices prints against the catalogue as it is now, with two queries whatever their
 * number: one for the products, one for the finishes.
 */
export async function checkAndPrice(db: Kysely<Database>, prints: readonly Print[]): Promise<PrintOutcome[]> {
  const productIds = prints.map((print) => print.product_id);
  const [products, finishes] = await Promise.all([
    loadProducts(db, productIds),
    loadFinishes(db, finishIdsOf(prints), productIds),
  ]);
  return checkAndPriceWith({ products, finishes }, prints);
}
