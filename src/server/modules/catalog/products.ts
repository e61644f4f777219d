import type { Kysely } from 'kysely';
import type { Product } from '../../../domain/catalog.js';
import type { Database } from '../../db/database.js';
import { catalogSnapshot, favoriteIds, type CatalogLang } from './snapshot.js';

/** Every active product in the shape of the API (names in `lang`), marked with the favourites of this user and partner. */
export async function listProducts(db: Kysely<Database>, userId: number, partnerId: number, lang: CatalogLang = 'nl'): Promise<Product[]> {
  const [snapshot, favorites] = await Promise.all([catalogSnapshot(db, lang), favoriteIds(db, userId, partnerId)]);
  return snapshot.products.map((product) => (favorites.has(product.id) ? { ...product, is_favorite: true } : product));
}
