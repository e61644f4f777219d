import { STORED_CHAPTERS, type CatalogNode, type StoredChapter } from '../../../domain/catalog.js';

interface NodeRow {
  id: number;
  chapter: string;
  parent_id: number | null;
  product_id: number | null;
  name: string;
  icon: string | null;
}

/**
 * Nests the flat node rows (already in position order) into one tree per chapter. Leaves whose
 * product is gone or inactive are dropped, and so are categories left without any leaf.
 */
export function buildTrees(rows: NodeRow[], activeProducts: ReadonlySet<number>): Record<StoredChapter, CatalogNode[]> {
  const children = new Map<number | null, NodeRow[]>();
  for (const row of rows) {
    const siblings = children.get(row.parent_id);
    if (siblings) siblings.push(row);
    else children.set(row.parent_id, [row]);
  }
  const build = (row: NodeRow): CatalogNode | null => {
    if (row.product_id !== null) {
      if (!activeProducts.has(row.product_id)) return null;
      return { id: row.id, name: row.name, product_id: row.product_id, icon: row.icon, children: [] };
    }
    const kids = (children.get(row.id) ?? []).map(build).filter((node): node is CatalogNode => node !== null);
    if (kids.length === 0) return null;
    return { id: row.id, name: row.name, product_id: null, icon: row.icon, children: kids };
  };
  const trees = Object.fromEntries(STORED_CHAPTERS.map((chapter) => [chapter, [] as CatalogNode[]])) as Record<StoredChapter, CatalogNode[]>;
  for (const root of children.get(null) ?? []) {
    if (!(STORED_CHAPTERS as readonly string[]).includes(root.chapter)) continue;
    const node = build(root);
    if (node) trees[root.chapter as StoredChapter].push(node);
  }
  return trees;
}
