import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

/** The stored prints of an order with their copy lines, finishes and frames, each in position order. */
export async function storedPrints(db: Kysely<Database>, orderId: number) {
  const prints = await db.selectFrom('order_prints').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
  const ids = prints.map((print) => print.id);
  if (ids.length === 0) return { prints, copies: [], finishes: [], frames: [] };
  const [copies, finishes, frames] = await Promise.all([
    db.selectFrom('order_copies').selectAll().where('print_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('order_finishes').selectAll().where('print_id', 'in', ids).orderBy('position').execute(),
    db.selectFrom('order_frames').selectAll().where('print_id', 'in', ids).orderBy('position').execute(),
  ]);
  return { prints, copies, finishes, frames };
}
