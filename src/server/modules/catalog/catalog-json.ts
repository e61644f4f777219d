import type { Kysely } from 'kysely';
import type { CatalogNode } from '../../../domain/catalog.js';
import type { Database } from '../../db/database.js';
import { catalogSnapshot, favoriteIds, type CatalogLang, type CatalogSnapshot } from './snapshot.js';

const byName = { nl: new Intl.Collator('nl'), en: new Intl.Collator('en') };

/** Bodies already built, per favourites Set (kept while the favourites are) and snapshot. */
const built = new WeakMap<ReadonlySet<number>, { snapshot: CatalogSnapshot; body: string }>();

/**
 * The body of GET /catalog as JSON text: personal is the user's favourites (for this partner) as
 * flat leaves sorted by name, the other chapters come from the snapshot. Built once for as long as
 * both the favourites and the snapshot are kept.
 */
export async function catalogJson(db: Kysely<Database>, userId: number, partnerId: number, lang: CatalogLang = 'nl'): Promise<string> {
  const [snapshot, favorites] = await Promise.all([catalogSnapshot(db, lang), favoriteIds(db, userId, partnerId)]);
  const known = built.get(favorites);
  if (known && known.snapshot === snapshot) return known.body;
  const personal: CatalogNode[] = [];
  for (const id of favorites) {
    const product = snapshot.byId.get(id);
    if (product) personal.push({ id: product.id, name: product.name, product_id: product.id, icon: null, children: [] });
  }
  personal.sort((a, b) => byName[lang].compare(a.name, b.name));
  const body = `{"personal":${JSON.stringify(personal)},${snapshot.treesJson}}`;
  built.set(favorites, { snapshot, body });
  return body;
}
