import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Dialect } from '../../platform/db/connect.js';
import type { OrderKind } from '../../../domain/orders.js';
import { encodeCursor, type ListCursor } from './list-cursor.js';
import { copySizesOfFiles, countOrdersUpTo, filesColumnOfOrders, orderListRows, type OrderFilter } from './queries/order-list.js';
import type { OrderLineCounts } from './line-counts.js';
import { linesWaiting } from '../../../domain/preflight/line-files.js';
import { verdictOf } from '../../../domain/preflight/file-checks.js';
import { decide, lifeOf, type LifeOrder } from './transitions.js';
import { groupRows } from './group-rows.js';

export const PAGE_SIZE = 20;
/**
 * The first page counts the list exactly up to here (50 pages), and above it says "more than 50
 * pages": no customer pages that far (they search), and counting every first page to 10,000 made it
 * the slowest request of a big company's portal. Never cached, so it is right after every change.
 */
export const TOTAL_CAP = 1_000;
/** `page` (OFFSET) reaches 10,000 orders deep; further on the cursor goes. */
export const MAX_OFFSET_PAGE = 500;

export interface OrderListQuery {
  partnerId: number;
  kind: OrderKind;
  q: string;
  /** Where the page starts (keyset paging); without it, `page` counts from the newest. */
  cursor: ListCursor | null;
  page: number;
  /** Whether a quote still holds its price (it can be accepted) depends on today. */
  now: Date;
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
  kind: OrderKind;
  order_date: string;
  reference: string;
  /** The customer's purchase-order number; '' when none. */
  po_number: string;
  purchaser: string;
  delivery_date: string | null;
  state: string;
  deactivated: boolean;
  files: { count: number; needed: number };
  description: string;
  partner: { id: number; name: string };
  total: number;
  /** The order's latest uploaded file, drawn as the row's thumbnail; null without files. */
  thumbnail_file_id: number | null;
  /** The size (mm) of the copy line that file is for: the thumbnail draws the print to scale. */
  thumbnail_size: { width: number; height: number } | null;
  /** What the customer may do with the row now, by the same rule the action's route applies. */
  actions: Record<RowAction, boolean>;
}

/** The actions a list row offers: only those that would succeed (a deactivated quote offers no accept). */
type RowAction = 'accept' | 'deactivate' | 'delete' | 'reorder';

function rowActions(life: LifeOrder): Record<RowAction, boolean> {
  return { accept: decide(life, 'accept').ok, deactivate: decide(life, 'deactivate').ok, delete: decide(life, 'delete').ok, reorder: decide(life, 'reorder').ok };
}

function purchaserOf(contact: string): string {
  try {
    const value: unknown = JSON.parse(contact);
    if (value && typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  } catch { /* an unreadable contact shows as no purchaser */ }
  return '';
}

async function boundedTotal(db: Kysely<Database>, filter: OrderFilter): Promise<{ total: number; capped: boolean }> {
  const counted = await countOrdersUpTo(db, filter, TOTAL_CAP);
  return { total: Math.min(counted, TOTAL_CAP), capped: counted > TOTAL_CAP };
}

/** One page of rows, newest first, and whether more follow in the direction walked. */
async function pageRows(db: Kysely<Database>, filter: OrderFilter, query: OrderListQuery) {
  const { cursor } = query;
  const start = cursor
    ? { after: { createdAt: cursor.createdAt, id: cursor.id }, direction: cursor.direction }
    : { offset: (query.page - 1) * PAGE_SIZE };
  // One more than a page, to tell whether more follow.
  const found = await orderListRows(db, filter, start, PAGE_SIZE + 1);
  const more = found.length > PAGE_SIZE;
  const page = found.slice(0, PAGE_SIZE);
  return { orders: cursor?.direction === 'newer' ? page.reverse() : page, more };
}

/**
 * Per order: its copy lines, and how many of them have a file to print (the rule that moves it to
 * intake). Only the lines of prints with a file can have one, so only those are judged.
 */
async function filesColumn(db: Kysely<Database>, lineCounts: OrderLineCounts, orderIds: number[]): Promise<Map<number, { count: number; needed: number }>> {
  const [needed, { lines, files }] = await Promise.all([lineCounts.of(db, orderIds), filesColumnOfOrders(db, orderIds)]);
  const linesOf = groupRows(lines, (line) => line.order_id);
  const filesOf = groupRows(files.map((file) => ({ ...file, verdict: verdictOf(file.check_verdict) })), (file) => file.order_id);
  return new Map(orderIds.map((orderId) => {
    const judged = linesOf(orderId);
    return [orderId, { count: judged.length - linesWaiting(judged, filesOf(orderId)).length, needed: needed.get(orderId) ?? 0 }];
  }));
}

/**
 * Newest first, one page, with a bounded total; search by reference (part of) or by number. Pages
 * follow each other by keyset (created_at, id) so page 5,000 costs what page 1 costs.
 */
export async function listOrders(db: Kysely<Database>, dialect: Dialect, query: OrderListQuery, lineCounts: OrderLineCounts): Promise<OrderListPage> {
  const filter: OrderFilter = { partnerId: query.partnerId, kind: query.kind, q: query.q.trim(), dialect };
  const { cursor } = query;
  const counted = cursor ? { total: cursor.total, capped: cursor.totalCapped } : boundedTotal(db, filter);
  const [{ total, capped }, { orders, more }] = await Promise.all([counted, pageRows(db, filter, query)]);
  // Back at the newest rows: answer the first page itself, full and numbered 1.
  if (cursor?.direction === 'newer' && !more) return listOrders(db, dialect, { ...query, cursor: null, page: 1 }, lineCounts);
  const page = cursor ? cursor.page : query.page;
  const at = (row: { created_at: string; id: number } | undefined, direction: ListCursor['direction'], number: number) =>
    row ? encodeCursor({
      partnerId: query.partnerId, kind: query.kind, createdAt: row.created_at, id: row.id, direction, page: number, total, totalCapped: capped,
    }) : null;
  const olderFollow = cursor?.direction === 'newer' || more;
  const thumbnails = orders.flatMap((order) => (order.thumbnail_file_id === null ? [] : [Number(order.thumbnail_file_id)]));
  const [files, sizeRows] = await Promise.all([filesColumn(db, lineCounts, orders.map((order) => order.id)), copySizesOfFiles(db, thumbnails)]);
  const sizes = new Map<number, { width: number; height: number }>();
  for (const row of sizeRows) if (!sizes.has(Number(row.file_id))) sizes.set(Number(row.file_id), { width: row.width, height: row.height });
  const rows = orders.map((order): OrderListRow => ({
    id: order.id,
    kind: order.kind,
    order_date: order.created_at,
    reference: order.reference,
    po_number: order.po_number,
    purchaser: purchaserOf(order.contact),
    delivery_date: order.delivery_date,
    state: order.state,
    deactivated: order.deactivated_at !== null,
    files: files.get(order.id) ?? { count: 0, needed: 0 },
    description: order.description,
    partner: { id: order.partner_id, name: order.partner_name },
    total: order.total_cents / 100,
    thumbnail_file_id: order.thumbnail_file_id === null ? null : Number(order.thumbnail_file_id),
    thumbnail_size: order.thumbnail_file_id === null ? null : (sizes.get(Number(order.thumbnail_file_id)) ?? null),
    actions: rowActions(lifeOf(order, query.now)),
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
