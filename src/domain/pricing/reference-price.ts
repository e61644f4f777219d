import { pricePrint } from './price-print.js';
import type { ProductPricing } from './types.js';

/** The size a "vanaf" price is quoted for: one metre square, or the article's own size when fixed. */
export const REFERENCE_SIDE_MM = 1000;

export interface ReferencePrice {
  /** `quantity` single-sided pieces of `width` x `height` mm without finishes, excl. VAT. */
  cents: number;
  /** One, or the product's minimum order (PlusFrames come at least two at a time). */
  quantity: number;
  width: number;
  height: number;
}

interface ReferenceProduct extends ProductPricing {
  fixed_width: number;
  fixed_height: number;
  min_order_qty: number;
}

/**
 * The "vanaf" price of a product card: one single-sided piece at the reference size, priced by the
 * very calculation POST /prices charges with. A roll narrower than a metre is quoted at its width;
 * a product sold only by a minimum number is quoted for that number.
 */
export function referencePrice(product: ReferenceProduct): ReferencePrice {
  const fixed = product.fixed_width > 0 && product.fixed_height > 0;
  const side = product.width > 0 ? Math.min(REFERENCE_SIDE_MM, product.width) : REFERENCE_SIDE_MM;
  const width = fixed ? product.fixed_width : side;
  const height = fixed ? product.fixed_height : REFERENCE_SIDE_MM;
  const quantity = Math.max(1, product.min_order_qty);
  const price = pricePrint({
    product,
    copies: [{ originals: 1, quantity, sides: 1, abaa: 2, width, height }],
    finishes: [],
    frames: [],
  });
  return { cents: price.productCents + price.framesCents, quantity, width, height };
}
