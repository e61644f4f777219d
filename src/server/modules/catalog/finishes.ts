import type { Kysely } from 'kysely';
import { FinishSideSchema, type Finish, type FinishProduct } from '../../../domain/catalog.js';
import * as v from 'valibot';
import type { Database } from '../../db/database.js';
import { nameIn, type CatalogLang } from './snapshot.js';
import { finishLinkRows, finishRows } from './queries.js';

/** Every finish (named in `lang`) with its product links (sorted by sequence); the browser hides levels 111/999 itself. */
export async function listFinishes(db: Kysely<Database>, lang: CatalogLang = 'nl'): Promise<Finish[]> {
  const [finishes, links] = await Promise.all([finishRows(db), finishLinkRows(db)]);
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
      pricing: { price_kind: f.price_kind, price_cents: f.price_cents, spacing_mm: f.spacing_mm },
    }));
}
