import type { Catalog, CatalogNode, Chapter } from './catalog.js';

// The selector's chapter rules (spec section 2). Only types come from catalog.ts, so the router can
// use these without loading the catalogue's schemas with the login page.

/** A chapter (or category) without a single product anywhere in its tree is hidden. */
export function hasProducts(nodes: readonly CatalogNode[]): boolean {
  return nodes.some((node) => node.product_id !== null || hasProducts(node.children));
}

/** The chapter the selector opens on: personal when the user has favourites, else the catalogue. */
export function defaultChapter(catalog: Pick<Catalog, 'personal'>): Chapter {
  return hasProducts(catalog.personal) ? 'personal' : 'catalog';
}
