import { hasPrintIssues, validatePrint, type Print, type PrintIssues } from '../../../domain/print.js';
import { priceInputOf, type PriceInput } from '../../../domain/pricing/index.js';
import type { FinishRow, ProductRow } from './queries/catalog-rows.js';

export interface CheckedPrint {
  issues: PrintIssues;
  /** Set when the print passes every rule. */
  priceInput: PriceInput | null;
}

/**
 * The domain's print rules for this product (copy limits of its kind, PlusFrame total, finish sides
 * and extras, frame bases) and, when the print passes, what the price calculation needs.
 */
export function checkPrint(print: Print, product: ProductRow, finishes: ReadonlyMap<number, FinishRow>): CheckedPrint {
  const issues = validatePrint(print, product, [...finishes.values()]);
  if (hasPrintIssues(issues)) return { issues, priceInput: null };
  return { issues, priceInput: priceInputOf(print, product, finishes) };
}

/** Every finish id a print refers to (its finishes and frame bases), to load them in one query. */
export function finishIdsOf(prints: readonly Print[]): number[] {
  return prints.flatMap((print) => [
    ...(print.finishes ?? []).map((finish) => finish.id),
    ...(print.frames ?? []).flatMap((frame) => (frame.base === null ? [] : [frame.base])),
  ]);
}
