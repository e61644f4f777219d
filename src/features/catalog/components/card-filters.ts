import type { CatalogNode, Product } from '../../../domain/catalog.js';

export interface CardFilters {
  fireResistant: boolean;
  doubleSided: boolean;
  /** A material of the chapter, or null for every material. */
  material: string | null;
}

export const NO_FILTERS: CardFilters = { fireResistant: false, doubleSided: false, material: null };

/** The products of a chapter's tree in the tree's order, each once (a product may sit in two categories). */
export function chapterProducts(nodes: readonly CatalogNode[], products: ReadonlyMap<number, Product>): Product[] {
  const seen = new Set<number>();
  const found: Product[] = [];
  const walk = (level: readonly CatalogNode[]) => {
    for (const node of level) {
      if (node.product_id !== null && !seen.has(node.product_id)) {
        const product = products.get(node.product_id);
        if (product) {
          seen.add(product.id);
          found.push(product);
        }
      }
      walk(node.children);
    }
  };
  walk(nodes);
  return found;
}

/** The materials to filter on, each once, in the order of the collator. */
export function materialsOf(products: readonly Product[], collator: Intl.Collator): string[] {
  return [...new Set(products.map((product) => product.material))].sort(collator.compare);
}

export function filterCards(products: readonly Product[], filters: CardFilters): Product[] {
  return products.filter((product) =>
    (!filters.fireResistant || product.fire_resistant)
    && (!filters.doubleSided || product.sides === 2)
    && (filters.material === null || product.material === filters.material));
}
