import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Dialect } from '../../platform/db/connect.js';

/**
 * The overview's search (spec section 3): part of the reference, case-insensitive, `%` and `_`
 * literal; or the order number (`1042` or `#1042`). Indexed on both databases (migration 0040):
 * PostgreSQL's trigram GIN index serves `lower(reference) LIKE '%q%'` as it is; on SQLite the FTS5
 * trigram table finds the candidates and the same LIKE then decides, so both answer alike.
 */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** An FTS5 phrase: the text in double quotes (doubled inside), so no character is query syntax. */
function ftsPhrase(q: string): string {
  return `"${q.replace(/"/g, '""')}"`;
}

/** The trigram tokenizer finds nothing for fewer than three characters: those scan (bounded by the page). */
const TRIGRAM = 3;

export function orderNumberOf(q: string): number | null {
  return /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
}

export function searchCondition(eb: ExpressionBuilder<Database, 'orders'>, dialect: Dialect, q: string): Expression<SqlBool> {
  // SQLite's own lower() folds ASCII only: for a search beyond ASCII, unicode_lower (db/connect.ts)
  // folds 'É' as PostgreSQL does. Only then: a JavaScript function per row costs more than lower().
  const beyondAscii = dialect === 'sqlite' && /[^\u0000-\u007f]/.test(q);
  const lowered = beyondAscii ? sql`unicode_lower(orders.reference)` : sql`lower(orders.reference)`;
  const like = eb(lowered, 'like', sql`${likePattern(q)} escape '\\'`);
  const byReference = dialect === 'sqlite' && [...q].length >= TRIGRAM
    ? eb.and([sql<SqlBool>`orders.id in (select rowid from orders_search where orders_search match ${ftsPhrase(q)})`, like])
    : like;
  const number = orderNumberOf(q);
  return number === null ? byReference : eb.or([byReference, eb('orders.id', '=', number)]);
}
