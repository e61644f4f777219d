import type { Product } from '../catalog.js';
import { selectionOf, type FinishChoice } from '../finish-choices.js';
import type { FinishRef } from '../finish-lists.js';
import type { FinishSelection } from '../finish-rules.js';
import { expandSelections } from '../finish-sides.js';
import type { Print } from '../print-schema.js';
import { priceFromCatalog } from './catalog-price.js';
import { totalCentsOf } from './price-input.js';

/** What pricing a choice needs of the print: its copies and frames (the finishes are the choices'). */
export type PricedPrint = Pick<Print, 'copies' | 'frames'>;

const totalWith = (print: PricedPrint, selections: readonly FinishSelection[], product: Product, finishes: readonly FinishRef[]): number | null => {
  const price = priceFromCatalog({ ...print, finishes: expandSelections(selections) }, product, finishes);
  return price ? totalCentsOf(price) : null;
};

/**
 * What each choice would add to the print's price, in cents, before it is made, so no choice surprises the customer at the cart: the
 * print priced with the choice minus the print as chosen now, both by `priceFromCatalog`, the very
 * calculation of the live price and of POST /prices, so nothing is asked of the server per choice.
 * Null for a choice the catalogue answers carry no pricing for (the server's price then tells).
 * The print without the choice is priced once, whatever the number of choices.
 */
export function choicePrices(
  print: PricedPrint,
  selections: readonly FinishSelection[],
  choices: readonly FinishChoice[],
  product: Product,
  finishes: readonly FinishRef[],
): (number | null)[] {
  const now = totalWith(print, selections, product, finishes);
  return choices.map((choice) => {
    if (now === null) return null;
    const withChoice = totalWith(print, [...selections, selectionOf(choice)], product, finishes);
    return withChoice === null ? null : withChoice - now;
  });
}
