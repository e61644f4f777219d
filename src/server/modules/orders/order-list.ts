import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Dialect } from '../../platform/db/connect.js';
import type { LifeKind } from './transitions.js';
import { encodeCursor, type ListCursor } from './list-cursor.js';
import { searchCondition } from './list-search.js';

export const PAGE_SIZE = 20;
/** The total is counted up to here: "more than 10,000" costs the same as 10,000. */
export const TOTAL_CAP = 10_000;
/** `page` (OFFSET) reaches as deep as the counted total; further on the cursor goes. */
export const MAX_OFFSET_PAGE = TOTAL_CAP / PAGE_SIZE;

export interface OrderListQuery {
  partnerId: number;
  kind: LifeKind;
  q: string;
  /** Where the page starts (issue 17's keyset paging); without it, `page` counts from the newest. */
  cursor: ListCursor | null;
  page: number;
}

export interface OrderListPage {
  rows: OrderListRow[];
  page: number;
  total: number;
  /** More than `total` (= TOTAL_CAP) match. */
  totalCapped: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
}

/** One row of the overviews with the labels of spec section 3. */
export interface OrderListRow {
  id: number;
  kind: LifeKind;
  order_date: string;
  reference: string;
  purchaser: string;
  delivery_date: string | null;
  state: string;
  deactivated: boolean;
  files: { count: number; needed: number };
  description: string;
  partner: { id: number; name: string };
  total: number;
  /** The order's latest uploaded file, drawn as the row's thumbnail (issue 16); null without files. */
  thumbnail_file_id: number | null;
}

function purchaserOf(contact: string): string {
  try {
    const value: unknown = JSON.parse(contact);
    if (value && typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  } catch { /* an unreadable contact shows as no purchaser */ }
  return '';
}

type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>;

async function boundedTotal(db: Kysely<Database>, base: OrdersQuery): Promise<{ total: number; capped: boolean }> {
  const { count } = await db
    .selectFrom(base.select('orders.id').limit(TOTAL_CAP + 1).as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const counted = Number(count);
  return { total: Math.min(counted, TOTAL_CAP), capped: counted > TOTAL_CAP };
}

/** One page of rows in the order asked, one more than a page to tell whether more follow. */
async function pageRows(base: OrdersQuery, query: OrderListQuery) {
  const { cursor } = query;
  const newer = cursor?.direction === 'newer';
  let rows = base;
  if (cursor) {
    rows = rows.where((eb) => eb(eb.refTuple('orders.created_at', 'orders.id'), newer ? '>' : '<', eb.tuple(cursor.createdAt, cursor.id)));
  }
  const direction = newer ? 'asc' : 'desc';
  const found = await rows
    .innerJoin('partners', 'partners.id', 'orders.partner_id')
    .select((eb) => [
      'orders.id', 'orders.kind', 'orders.created_at', 'orders.reference', 'orders.contact', 'orders.delivery_date',
      'orders.state', 'orders.deactivated_at', 'orders.description', 'orders.total_cents', 'partners.id as partner_id',
      'partners.name as partner_name',
      // The files column ("2 of 3"): prints, and prints with at least one file, in the same statement.
      eb.selectFrom('order_prints').select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('order_prints.order_id', '=', 'orders.id').as('prints_needed'),
      eb.selectFrom('order_files').select((inner) => inner.fn.count<number>('order_files.print_id').distinct().as('n'))
        .whereRef('order_files.order_id', '=', 'orders.id').as('prints_with_files'),
      // The thumbnail: the latest file of the order, in the same statement (no query per row).
      eb.selectFrom('order_files').select('order_files.id').whereRef('order_files.order_id', '=', 'orders.id')
        .orderBy('order_files.created_at', 'desc').orderBy('order_files.id', 'desc').limit(1).as('thumbnail_file_id'),
    ])
    .orderBy('orders.created_at', direction)
    .orderBy('orders.id', direction)
    .limit(PAGE_SIZE + 1)
    .offset(cursor ? 0 : (query.page - 1) * PAGE_SIZE)
    .execute();
  const more = found.length > PAGE_SIZE;
  const page = found.slice(0, PAGE_SIZE);
  return { orders: newer ? page.reverse() : page, more };
}

/**
 * Newest first, one page, with a bounded total; search by reference (part of) or by number. Pages
 * follow each other by keyset (created_at, id) so page 5,000 costs what page 1 costs (issue 17).
 */
export async function listOrders(db: Kysely<Database>, dialect: Dialect, query: OrderListQuery): Promise<OrderListPage> {
  let base: OrdersQuery = db
    .selectFrom('orders')
    .where('orders.partner_id', '=', query.partnerId)
    .where('orders.kind', '=', query.kind);
  const q = query.q.trim();
  if (q !== '') base = base.where((eb) => searchCondition(eb, dialect, q));
  const { cursor } = query;
  const counted = cursor ? { total: cursor.total, capped: cursor.totalCapped } : boundedTotal(db, base);
  const [{ total, capped }, { orders, more }] = await Promise.all([counted, pageRows(base, query)]);
  // Back at the newest rows: answer the first page itself, full and numbered 1.
  if (cursor?.direction === 'newer' && !more) return listOrders(db, dialect, { ...query, cursor: null, page: 1 });
  const page = cursor ? cursor.page : query.page;
  const at = (row: { created_at: string; id: number } | undefined, direction: ListCursor['direction'], number: number) =>
    row ? encodeCursor({
      partnerId: query.partnerId, kind: query.kind, createdAt: row.created_at, id: row.id, direction, page: number, total, totalCapped: capped,
    }) : null;
  const olderFollow = cursor?.direction === 'newer' || more;
  const rows = orders.map((order): OrderListRow => ({
      id: order.id,
      kind: order.kind,
      order_date: order.created_at,
      reference: order.reference,
      purchaser: purchaserOf(order.contact),
      delivery_date: order.delivery_date,
      state: order.state,
      deactivated: order.deactivated_at !== null,
      files: { count: Number(order.prints_with_files ?? 0), needed: Number(order.prints_needed ?? 0) },
      description: order.description,
      partner: { id: order.partner_id, name: order.partner_name },
      total: order.total_cents / 100,
      thumbnail_file_id: order.thumbnail_file_id === null ? null : Number(order.thumbnail_file_id),
  }));
  return {
    rows,
    page,
    total,
    totalCapped: capped,
    nextCursor: olderFollow ? at(orders.at(-1), 'older', page + 1) : null,
    prevCursor: page > 1 ? at(orders[0], 'newer', page - 1) : null,
  };
}
