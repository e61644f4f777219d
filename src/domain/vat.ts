import type { Cents } from './money.js';

/** Dutch VAT on print work (DESIGN.md section 9): the cart, the order page and the invoice alike. */
export const VAT_PCT = 21;

/** VAT on an amount excl. VAT, rounded to whole cents, and the total incl. VAT. */
export function withVat(untaxedCents: Cents): { untaxed: Cents; vat: Cents; total: Cents } {
  const vat = Math.round((untaxedCents * VAT_PCT) / 100);
  return { untaxed: untaxedCents, vat, total: untaxedCents + vat };
}
