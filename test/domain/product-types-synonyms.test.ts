import { describe, expect, it } from 'vitest';
import type { Catalog, CatalogNode } from '../../src/domain/catalog.js';
import { productTypesOf, typeOfProduct } from '../../src/domain/product-types.js';
import { synonymsOf } from '../../src/domain/search-synonyms.js';

const leaf = (id: number, productId: number): CatalogNode => ({ id, name: `p${productId}`, product_id: productId, icon: null, children: [] });
const group = (id: number, children: CatalogNode[]): CatalogNode => ({ id, name: `g${id}`, product_id: null, icon: null, children });

const catalog: Omit<Catalog, 'personal'> = {
  catalog: [group(1, [leaf(2, 10), leaf(3, 11)])],
  frames: [group(4, [leaf(5, 12)])],
  vsigns: [],
  fence_banners: [group(6, [group(7, [leaf(8, 11)])])],
  flags: [],
  adhesive: [leaf(9, 13)],
};

describe('product types', () => {
  it('come from the chapter; the specific chapter wins over the general catalogue', () => {
    const types = productTypesOf(catalog);
    expect(typeOfProduct(types, 10)).toBe('banner');
    expect(typeOfProduct(types, 11)).toBe('fence_banner'); // in the catalogue and among the fence banners
    expect(typeOfProduct(types, 12)).toBe('plusframe');
    expect(typeOfProduct(types, 13)).toBe('adhesive');
    expect(typeOfProduct(types, 99)).toBe('banner'); // only a favourite: no chapter says otherwise
  });
});

describe('search synonyms', () => {
  const base = { name: 'Spandoek Frontlit 510 g/m²', material: 'PVC', fire_resistant: false, sides: 1 as const, type: 'banner' as const };

  it('give a banner its words in both languages, and fire and sides words only when they hold', () => {
    const words = synonymsOf(base);
    expect(words).toEqual(expect.arrayContaining(['spandoek', 'banner']));
    expect(words).not.toContain('b1');
    expect(words).not.toContain('double-sided');
    expect(synonymsOf({ ...base, fire_resistant: true, sides: 2 })).toEqual(expect.arrayContaining(['b1', 'brandvertragend', 'fire-resistant', 'dubbelzijdig', 'double-sided']));
  });

  it('name a material by the words in its name or material, whatever its type', () => {
    expect(synonymsOf({ ...base, name: 'Bouwhekdoek Heras Mesh', material: 'PVC mesh', type: 'fence_banner' })).toEqual(expect.arrayContaining(['mesh', 'gaasdoek', 'fence']));
  });

  it('never call a fence banner a banner because its English name says "banner"', () => {
    expect(synonymsOf({ ...base, name: 'Fence banner Heras Frontlit', type: 'fence_banner' })).not.toContain('spandoek');
  });
});
