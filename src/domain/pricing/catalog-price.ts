import type { Product } from '../catalog.js';
import type { FinishRef } from '../finish-lists.js';
import type { Print } from '../print-schema.js';
import { priceInputOf } from './price-input.js';
import { pricePrint } from './price-print.js';
import type { FinishPricing, PriceResult, ProductPricing } from './types.js';

/**
 * The price of a print from the catalogue answers the browser holds (GET /products, /finishes),
 * with the same calculation POST /prices charges with. Null when the answers carry no pricing for
 * the product or for a finish the print refers to: the browser then waits for the server.
 */
export function priceFromCatalog(print: Pick<Print, 'copies' | 'finishes' | 'frames'>, product: Product, finishes: readonly FinishRef[]): PriceResult | null {
  if (!product.pricing) return null;
  const pricing: ProductPricing = { name: product.name, kind: product.kind, width: product.width, weld_max_mm: product.weld_max_mm, ...product.pricing };
  const byId = new Map<number, FinishPricing>();
  for (const finish of finishes) {
    if (finish.pricing) byId.set(finish.id, { id: finish.id, name: finish.name, level: finish.level, ...finish.pricing });
  }
  const referred = [
    ...(print.finishes ?? []).map((finish) => finish.id),
    ...(print.frames ?? []).flatMap((frame) => (frame.base === null ? [] : [frame.base])),
  ];
  if (referred.some((id) => !byId.has(id))) return null;
  return pricePrint(priceInputOf(print, pricing, byId));
}
