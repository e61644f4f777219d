import { sql, type Expression, type ExpressionBuilder, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { Dialect } from '../../../platform/db/connect.js';
import type { OrderKind } from '../../../../domain/orders.js';
import { foldCase } from '../../../../domain/search-fold.js';

/** Which orders a list shows: one partner's orders of one kind, searched by `q` (trimmed; '' = all). */
export interface OrderFilter {
  partnerId: number;
  kind: OrderKind;
  q: string;
  dialect: Dialect;
}

/** Where a page starts: after a row (keyset, either way), or at an offset from the newest. */
export type PageStart =
  | { after: { createdAt: string; id: number }; direction: 'older' | 'newer' }
  | { offset: number };

/**
 * The overview's search (spec section 3): part of the reference or of the PO number, case-insensitive, `%` and `_`
 * literal; or the order number (`1042` or `#1042`). Case is folded by one rule (foldCase): the typed
 * text in JavaScript, the reference by PostgreSQL's lower() or SQLite's fold_case (the same rule).
 * Indexed on both databases: PostgreSQL's trigram GIN index serves `lower(reference) LIKE '%q%'` as it
 * is (migration 0040); on SQLite the FTS5 trigram table of folded references (migration 0081) finds
 * the candidates and the same LIKE then decides, so both answer alike.
 */
function likePattern(q: string): string {
  return `%${foldCase(q).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** An FTS5 phrase: the text in double quotes (doubled inside), so no character is query syntax. */
function ftsPhrase(q: string): string {
  return `"${q.replace(/"/g, '""')}"`;
}

/** The trigram tokenizer finds nothing for fewer than three characters: those scan (bounded by the page). */
const TRIGRAM = 3;

function orderNumberOf(q: string): number | null {
  return /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
}

function searchCondition(eb: ExpressionBuilder<Database, 'orders'>, dialect: Dialect, q: string): Expression<SqlBool> {
  // SQLite's own lower() folds ASCII only, and leaves 'İ' of a reference where "istanbul" cannot find it.
  const folded = (column: 'reference' | 'po_number') => (dialect === 'sqlite' ? sql`fold_case(${sql.ref(`orders.${column}`)})` : sql`lower(${sql.ref(`orders.${column}`)})`);
  const pattern = sql`${likePattern(q)} escape '\\'`;
  // The reference or the customer's PO number (migration 0091 indexes both).
  const like = eb.or([eb(folded('reference'), 'like', pattern), eb(folded('po_number'), 'like', pattern)]);
  const byText = dialect === 'sqlite' && [...q].length >= TRIGRAM
    ? eb.and([sql<SqlBool>`orders.id in (select rowid from orders_search where orders_search match ${ftsPhrase(foldCase(q))})`, like])
    : like;
  const number = orderNumberOf(q);
  return number === null ? byText : eb.or([byText, eb('orders.id', '=', number)]);
}

function matching(db: Kysely<Database>, filter: OrderFilter): SelectQueryBuilder<Database, 'orders', object> {
  const base = db.selectFrom('orders').where('orders.partner_id', '=', filter.partnerId).where('orders.kind', '=', filter.kind);
  return filter.q === '' ? base : base.where((eb) => searchCondition(eb, filter.dialect, filter.q));
}

/** How many orders match, counting no further than `cap + 1`: "more than the cap" costs what the cap costs. */
export async function countOrdersUpTo(db: Kysely<Database>, filter: OrderFilter, cap: number): Promise<number> {
  const { count } = await db
    .selectFrom(matching(db, filter).select('orders.id').limit(cap + 1).as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Up to `limit` rows of the list from `start`, in the order walked: newest first, or oldest first
 * when walking back (`newer`). With the purchaser's contact, the files column and the thumbnail.
 */
export async function orderListRows(db: Kysely<Database>, filter: OrderFilter, start: PageStart, limit: number) {
  let rows = matching(db, filter);
  const newer = 'after' in start && start.direction === 'newer';
  if ('after' in start) {
    rows = rows.where((eb) => eb(eb.refTuple('orders.created_at', 'orders.id'), newer ? '>' : '<', eb.tuple(start.after.createdAt, start.after.id)));
  }
  const direction = newer ? 'asc' : 'desc';
  return rows
    .innerJoin('partners', 'partners.id', 'orders.partner_id')
    .select((eb) => [
      'orders.id', 'orders.kind', 'orders.created_at', 'orders.reference', 'orders.po_number', 'orders.contact', 'orders.delivery_date',
      'orders.state', 'orders.deactivated_at', 'orders.description', 'orders.total_cents', 'partners.id as partner_id',
      'partners.name as partner_name',
      // The thumbnail: the latest file of the order, in the same statement (no query per row).
      eb.selectFrom('order_files').select('order_files.id').whereRef('order_files.order_id', '=', 'orders.id')
        .orderBy('order_files.created_at', 'desc').orderBy('order_files.id', 'desc').limit(1).as('thumbnail_file_id'),
    ])
    .orderBy('orders.created_at', direction)
    .orderBy('orders.id', direction)
    .limit(limit)
    .offset('offset' in start ? start.offset : 0)
    .execute();
}

/** The copy lines of these orders, with their print's order. */
function copyLinesOf(db: Kysely<Database>, orderIds: readonly number[]) {
  return db.selectFrom('order_copies').innerJoin('order_prints', 'order_prints.id', 'order_copies.print_id')
    .where('order_prints.order_id', 'in', orderIds);
}

/** Per order of `orderIds` that has any, its number of copy lines, counted by the database. */
export async function lineCountsOfOrders(db: Kysely<Database>, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return copyLinesOf(db, orderIds)
    .select((eb) => ['order_prints.order_id', eb.fn.countAll<number | string>().as('lines')])
    .groupBy('order_prints.order_id')
    .execute();
}

/**
 * What the files column ("2 of 3" lines with a file to print) needs of a page of orders besides
 * their line counts: the files, and the copy lines only of the prints that have a file (a line of a
 * print without any file is missing a file by the intake rule). An order of 5,000 lines and no files
 * so costs nothing here, not 5,000 rows judged one by one.
 */
export async function filesColumnOfOrders(db: Kysely<Database>, orderIds: number[]) {
  if (orderIds.length === 0) return { lines: [], files: [] };
  const files = await db.selectFrom('order_files').select(['order_id', 'copy_id', 'print_id', 'check_verdict', 'warnings_accepted_at'])
    .where('order_id', 'in', orderIds).execute();
  if (files.length === 0) return { lines: [], files };
  const printIds = [...new Set(files.map((file) => file.print_id))];
  const copyIds = [...new Set(files.flatMap((file) => (file.copy_id === null ? [] : [file.copy_id])))];
  const lines = await copyLinesOf(db, orderIds)
    .select(['order_copies.id', 'order_copies.print_id', 'order_prints.order_id'])
    .where((eb) => eb.or([
      eb('order_copies.print_id', 'in', printIds),
      ...(copyIds.length > 0 ? [eb('order_copies.id', 'in', copyIds)] : []),
    ]))
    .execute();
  return { lines, files };
}

/**
 * The size of the copy line each of these files is for (a file from before files per line stands
 * for its print: that print's first line), so a row's thumbnail draws the print at its real size.
 */
export async function copySizesOfFiles(db: Kysely<Database>, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  return db.selectFrom('order_files')
    .innerJoin('order_copies', (join) => join.on((eb) => eb.or([
      eb('order_copies.id', '=', eb.ref('order_files.copy_id')),
      eb.and([eb('order_files.copy_id', 'is', null), eb('order_copies.print_id', '=', eb.ref('order_files.print_id'))]),
    ])))
    .select(['order_files.id as file_id', 'order_copies.width', 'order_copies.height'])
    .where('order_files.id', 'in', fileIds)
    .orderBy('order_copies.position').orderBy('order_copies.id')
    .execute();
}
