import type { Print } from '../print-schema.js';
import type { ChosenFinish, FinishPricing, FrameChoice, PriceInput, PriceResult, ProductPricing } from './types.js';

/**
 * What the price calculation needs of a print, given the catalogue's pricing of its product and of
 * the finishes it refers to. The server builds it from the rows it prices orders with; the browser
 * from the catalogue answers, so both price the very same input.
 */
export function priceInputOf(
  print: Pick<Print, 'copies' | 'finishes' | 'frames'>,
  product: ProductPricing,
  finishes: ReadonlyMap<number, FinishPricing>,
): PriceInput {
  const chosen: ChosenFinish[] = (print.finishes ?? []).flatMap((selection) => {
    const finish = finishes.get(selection.id);
    return finish ? [{ finish, side: selection.side }] : [];
  });
  // Frame entry i holds the options (base, support, wall mount) of copy line i.
  const frames: (FrameChoice | undefined)[] =
    product.kind === 'frame'
      ? (print.frames ?? []).map((frame) => ({
          base: frame.base === null ? null : (finishes.get(frame.base) ?? null),
          support: frame.support,
          wallmount: frame.wallmount,
        }))
      : [];
  return { product, copies: print.copies, finishes: chosen, frames };
}

/**
 * The most one order (and so one print) may come to online: EUR 10,000,000 (DESIGN.md section 9).
 * Far above any real web order, and with 21% VAT still inside the 32-bit integer money columns
 * (2^31 - 1 cents is EUR 21.47M) on both databases; a print company takes such an order by hand.
 */
export const MAX_ORDER_CENTS = 1_000_000_000;

export const totalCentsOf = (price: Pick<PriceResult, 'productCents' | 'framesCents'>): number =>
  price.productCents + price.framesCents;

export const isAboveOnlineLimit = (price: Pick<PriceResult, 'productCents' | 'framesCents'>): boolean =>
  totalCentsOf(price) > MAX_ORDER_CENTS;
