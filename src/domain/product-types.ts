import type { Catalog, CatalogNode, StoredChapter } from './catalog.js';

/** The kinds of thing the portal prints, each with a drawing of its own on the product cards. */
export const PRODUCT_TYPES = ['banner', 'flag', 'fence_banner', 'adhesive', 'vsign', 'plusframe'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A product is the type of the chapter it sits in. */
const TYPE_OF_CHAPTER: Record<StoredChapter, ProductType> = {
  catalog: 'banner',
  flags: 'flag',
  fence_banners: 'fence_banner',
  adhesive: 'adhesive',
  vsigns: 'vsign',
  frames: 'plusframe',
};

/** The general catalogue also lists some products of a specific chapter: the specific chapter names the type. */
const CHAPTERS_BY_WEIGHT: readonly StoredChapter[] = ['flags', 'fence_banners', 'adhesive', 'vsigns', 'frames', 'catalog'];

function productIdsUnder(nodes: readonly CatalogNode[], into: number[] = []): number[] {
  for (const node of nodes) {
    if (node.product_id !== null) into.push(node.product_id);
    productIdsUnder(node.children, into);
  }
  return into;
}

/** Each product's type by the chapters it sits in; a product only in the personal chapter is a banner. */
export function productTypesOf(catalog: Pick<Catalog, StoredChapter>): ReadonlyMap<number, ProductType> {
  const types = new Map<number, ProductType>();
  for (const chapter of CHAPTERS_BY_WEIGHT) {
    for (const id of productIdsUnder(catalog[chapter])) {
      if (!types.has(id)) types.set(id, TYPE_OF_CHAPTER[chapter]);
    }
  }
  return types;
}

export const typeOfProduct = (types: ReadonlyMap<number, ProductType>, productId: number): ProductType => types.get(productId) ?? 'banner';
