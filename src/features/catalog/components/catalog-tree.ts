import { CHAPTERS, ICON_GRID_CHAPTERS, type Catalog, type CatalogNode, type Chapter } from '../../../domain/catalog.js';
import { hasProducts } from '../../../domain/chapters.js';

/** Chapters on top of the menu; the rest come lower (spec section 2). */
export const TOP_CHAPTERS: readonly Chapter[] = ['personal', 'catalog'];

export const isChapter = (value: string): value is Chapter => (CHAPTERS as readonly string[]).includes(value);

export function visibleChapters(catalog: Catalog): Chapter[] {
  return CHAPTERS.filter((chapter) => hasProducts(catalog[chapter]));
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
