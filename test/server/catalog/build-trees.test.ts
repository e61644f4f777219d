import { describe, expect, it } from 'vitest';
import { buildTrees } from '../../../src/server/modules/catalog/build-trees.js';

const row = (id: number, chapter: string, parent_id: number | null, product_id: number | null, name = `n${id}`) =>
  ({ id, chapter, parent_id, product_id, name, icon: null });

describe('buildTrees', () => {
  it('nests rows by parent in the given order and keeps every chapter key', () => {
    const trees = buildTrees([
      row(1, 'catalog', null, null, 'Banners'), row(2, 'catalog', 1, 10), row(3, 'catalog', 1, 11), row(4, 'flags', null, 12),
    ], new Set([10, 11, 12]));
    expect(trees.catalog).toHaveLength(1);
    expect(trees.catalog[0]?.children.map((node) => node.product_id)).toEqual([10, 11]);
    expect(trees.flags.map((node) => node.product_id)).toEqual([12]);
    expect(trees.frames).toEqual([]);
    expect(Object.keys(trees).sort()).toEqual(['adhesive', 'catalog', 'fence_banners', 'flags', 'frames', 'vsigns']);
  });

  it('drops leaves of inactive products and categories left empty, ignores unknown chapters', () => {
    const trees = buildTrees([
      row(1, 'catalog', null, null), row(2, 'catalog', 1, null), row(3, 'catalog', 2, 10),
      row(4, 'catalog', null, null), row(5, 'catalog', 4, 11), row(6, 'personal', null, 11), row(7, 'bogus', null, 11),
    ], new Set([11]));
    expect(trees.catalog.map((node) => node.id)).toEqual([4]);
    expect(JSON.stringify(trees)).not.toContain('"product_id":10');
  });
});
