import type { Kysely } from 'kysely';
import type { CatalogNode } from '../../domain/catalog.js';
import type { Database } from '../db/database.js';
import { catalogSnapshot, favoriteIds } from './snapshot.js';

const byName = new Intl.Collator('nl');

/**
 * The body of GET /catalog as JSON text: personal is the user's favourites (for this partner) as
 * flat leaves sorted by name, the other chapters come from the snapshot.
 */
export async function catalogJson(db: Kysely<Database>, userId: number, partnerId: number): Promise<string> {
  const [snapshot, favorites] = await Promise.all([catalogSnapshot(db), favoriteIds(db, userId, partnerId)]);
  const personal: CatalogNode[] = [];
  for (const id of favorites) {
    const product = snapshot.byId.get(id);
    if (product) personal.push({ id: product.id, name: product.name, product_id: product.id, icon: null, children: [] });
  }
  personal.sort((a, b) => byName.compare(a.name, b.name));
  return `{"personal":${JSON.stringify(personal)},${snapshot.treesJson}}`;
}
