import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

/** The cheapest round trip to the database: throws when it cannot be reached. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Runs `work` in one transaction: what belongs together (an order and its lines, a change and its history) lands together or not at all. */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
