import type { Product } from '../../../domain/catalog.js';
import type { ProductType } from '../../../domain/product-types.js';

/** The drawing of each product type (product-drawings.tsx). */
const TYPE_DRAWING: Record<ProductType, string> = {
  banner: 'banner',
  flag: 'flag',
  fence_banner: 'heras',
  adhesive: 'sticker',
  vsign: 'vsign',
  plusframe: 'frame',
};

/** A banner of mesh or printed on both faces looks like one; every other product looks like its type. */
export function drawingOf(product: Pick<Product, 'material' | 'name' | 'sides'>, type: ProductType): string {
  if (type === 'banner' && /mesh/i.test(`${product.material} ${product.name}`)) return 'mesh';
  if (type === 'banner' && product.sides === 2) return 'double';
  return TYPE_DRAWING[type];
}
