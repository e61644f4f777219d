import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The cheapest round trip to the database: throws when it cannot be reached. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
