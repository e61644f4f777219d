import MiniSearch, { type SearchOptions } from 'minisearch';
import type { Catalog, Product } from '../../../domain/catalog.js';
import { productTypesOf, typeOfProduct, type ProductType } from '../../../domain/product-types.js';
import { foldCase } from '../../../domain/search-fold.js';
import { synonymsOf } from '../../../domain/search-synonyms.js';

/**
 * Product search over the catalogue the browser holds since boot: name, material, weight, article
 * code and the synonyms of src/domain/search-synonyms.ts, by word prefix and tolerant of typos.
 * Pure: an index is built once per product list and searched on every keystroke.
 */
export interface ProductSearch {
  /** The best matches first; an empty query finds nothing. */
  search: (query: string, limit?: number) => Product[];
  typeOf: (productId: number) => ProductType;
}

interface SearchDocument {
  id: number;
  name: string;
  code: string;
  material: string;
  density: string;
  synonyms: string;
}

/** Case and accents do not matter: "cafe" finds "café", "µm" stays itself. Plain ASCII (most terms) takes the short way. */
const normalise = (term: string): string =>
  (/^[\x20-\x7e]*$/.test(term) ? term.toLowerCase() : foldCase(term).normalize('NFD').replace(/\p{Mn}/gu, ''));

/**
 * One typo is forgiven from three letters on, two from five (two letters swapped are two edits).
 * Shorter words (B1) and numbers must be typed right: 510 and 501 g/m² are different products.
 */
const typosAllowed = (term: string): number | false => (term.length < 3 || /\d/.test(term) ? false : term.length < 5 ? 1 : 2);

/** Only the word being typed (the last) is a prefix; the words before it are whole. */
const isTyped = (_term: string, index: number, terms: string[]): boolean => index === terms.length - 1;

const SEARCH_OPTIONS: SearchOptions = {
  prefix: isTyped,
  fuzzy: typosAllowed,
  combineWith: 'AND',
  boost: { name: 3, code: 3, material: 1.5, synonyms: 1.2, density: 1 },
};

export const SEARCH_LIMIT = 8;

function buildSearch(products: readonly Product[], types: ReadonlyMap<number, ProductType>): ProductSearch {
  const index = new MiniSearch<SearchDocument>({
    fields: ['name', 'code', 'material', 'density', 'synonyms'],
    processTerm: normalise,
    searchOptions: SEARCH_OPTIONS,
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  index.addAll(products.map((product) => ({
    id: product.id,
    name: product.name,
    code: product.default_code,
    material: `${product.material} ${product.gloss}`,
    density: product.density,
    synonyms: synonymsOf({ ...product, type: typeOfProduct(types, product.id) }).join(' '),
  })));
  return {
    search: (query, limit = SEARCH_LIMIT) => {
      // A last word of one character is still being typed: it would match half the catalogue.
      const words = query.trim().replace(/(^|\s)\S$/u, '').trim();
      if (words === '') return [];
      // Every word must match; when no product has them all, the products with most of them.
      const all = index.search(words);
      const hits = all.length > 0 ? all : index.search(words, { combineWith: 'OR' });
      return hits.slice(0, limit).flatMap((hit) => {
        const product = byId.get(hit.id as number);
        return product ? [product] : [];
      });
    },
    typeOf: (productId) => typeOfProduct(types, productId),
  };
}

// One index per product list the session holds: a new list (boot, a favourite saved) builds it anew.
const built = new WeakMap<readonly Product[], { catalog: Catalog; search: ProductSearch }>();

export function productSearch(products: readonly Product[], catalog: Catalog): ProductSearch {
  const known = built.get(products);
  if (known && known.catalog === catalog) return known.search;
  const search = buildSearch(products, productTypesOf(catalog));
  built.set(products, { catalog, search });
  return search;
}
