import type { Catalog, CatalogNode, Product } from '../src/domain/catalog.js';

const byName = new Intl.Collator('nl');

/**
 * The catalogue data after POST /favorite answered: the product's is_favorite follows the answer
 * and the personal chapter (flat leaves sorted by name, as GET /catalog gives them) gains or loses
 * the product. Pure; an unknown product leaves the data as it was.
 */
export function withFavorite(
  data: { catalog: Catalog; products: readonly Product[] },
  productId: number,
  isFavorite: boolean,
): { catalog: Catalog; products: Product[] } {
  const product = data.products.find((candidate) => candidate.id === productId);
  if (!product) return { catalog: data.catalog, products: [...data.products] };
  const products = data.products.map((candidate) => (candidate.id === productId ? { ...candidate, is_favorite: isFavorite } : candidate));
  const others = data.catalog.personal.filter((node) => node.product_id !== productId);
  const leaf: CatalogNode = { id: product.id, name: product.name, product_id: product.id, icon: null, children: [] };
  const personal = isFavorite ? [...others, leaf].sort((a, b) => byName.compare(a.name, b.name)) : others;
  return { catalog: { ...data.catalog, personal }, products };
}
