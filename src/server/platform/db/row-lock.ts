import { PostgresAdapter, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Whether a check-then-act inside a transaction needs a row lock (`FOR UPDATE` / `FOR SHARE`).
 * PostgreSQL's read committed lets two transactions read the same row and both act on what they
 * read; the lock makes the second wait and read the first one's result. SQLite runs one transaction
 * at a time on its single connection (and has no such clause).
 */
export function needsRowLocks(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
