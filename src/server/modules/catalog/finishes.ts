import type { Kysely } from 'kysely';
import { FinishSideSchema, type Finish, type FinishProduct } from '../../../domain/catalog.js';
import * as v from 'valibot';
import type { Database } from '../../db/database.js';
import { nameIn, type CatalogLang } from './snapshot.js';

/** Every finish (named in `lang`) with its product links (sorted by sequence); the browser hides levels 111/999 itself. */
export async function listFinishes(db: Kysely<Database>, lang: CatalogLang = 'nl'): Promise<Finish[]> {
  const [finishes, links] = await Promise.all([
    db.selectFrom('finishes')
      .select(['id', 'name', 'name_en', 'level', 'finishing_id', 'default_code', 'location', 'side'])
      .orderBy('level').orderBy('id')
      .execute(),
    db.selectFrom('finish_products')
      .innerJoin('products', 'products.id', 'finish_products.product_id')
      .select(['finish_products.finish_id', 'finish_products.product_id', 'finish_products.level',
        'finish_products.location', 'finish_products.sequence'])
      .where('products.active', '=', 1)
      .orderBy('finish_products.sequence').orderBy('finish_products.product_id')
      .execute(),
  ]);
  const byFinish = new Map<number, FinishProduct[]>();
  for (const link of links) {
    const entry = { product_id: link.product_id, level: link.level, location: link.location, sequence: link.sequence };
    const list = byFinish.get(link.finish_id);
    if (list) list.push(entry);
    else byFinish.set(link.finish_id, [entry]);
  }
  return finishes
    // A side the API contract does not know would break every client parse; such a row is skipped.
    .filter((f) => v.is(FinishSideSchema, f.side))
    .map((f) => ({
      id: f.id,
      name: nameIn(lang, f),
      level: f.level,
      finishing_id: f.finishing_id,
      default_code: f.default_code,
      location: f.location,
      side: v.parse(FinishSideSchema, f.side),
      products: byFinish.get(f.id) ?? [],
    }));
}
