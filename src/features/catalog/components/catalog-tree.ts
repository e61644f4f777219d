import { CHAPTERS, ICON_GRID_CHAPTERS, type Catalog, type CatalogNode, type Chapter } from '../../../domain/catalog.js';

/** Chapters on top of the menu; the rest come lower (spec section 2). */
export const TOP_CHAPTERS: readonly Chapter[] = ['personal', 'catalog'];

export const isChapter = (value: string): value is Chapter => (CHAPTERS as readonly string[]).includes(value);

/** A chapter without a single product anywhere in its tree is hidden. */
export function hasProducts(nodes: readonly CatalogNode[]): boolean {
  return nodes.some((node) => node.product_id !== null || hasProducts(node.children));
}

export function visibleChapters(catalog: Catalog): Chapter[] {
  return CHAPTERS.filter((chapter) => hasProducts(catalog[chapter]));
}

/** Personal when the user has favourites, else the catalogue. */
export function defaultChapter(catalog: Pick<Catalog, 'personal'>): Chapter {
  return hasProducts(catalog.personal) ? 'personal' : 'catalog';
}

export const isIconGrid = (chapter: Chapter): boolean => ICON_GRID_CHAPTERS.includes(chapter);

/** The nodes along a path of node ids (the icon grid's breadcrumbs); stops at the first unknown id. */
export function nodesAlong(nodes: readonly CatalogNode[], path: readonly number[]): CatalogNode[] {
  const found: CatalogNode[] = [];
  let level = nodes;
  for (const id of path) {
    const node = level.find((candidate) => candidate.id === id);
    if (!node) break;
    found.push(node);
    level = node.children;
  }
  return found;
}

/** Categories without any product under them are left out of the tree too. */
export const shownChildren = (nodes: readonly CatalogNode[]): CatalogNode[] =>
  nodes.filter((node) => node.product_id !== null || hasProducts(node.children));
