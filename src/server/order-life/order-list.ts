import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { LifeKind } from './transitions.js';

export const PAGE_SIZE = 20;

export interface OrderListQuery {
  partnerId: number;
  kind: LifeKind;
  page: number;
  q: string;
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
}

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function purchaserOf(contact: string): string {
  try {
    const value: unknown = JSON.parse(contact);
    if (value && typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  } catch { /* an unreadable contact shows as no purchaser */ }
  return '';
}

/** Newest first, one page, with the total count; search by reference (part of) or by number. */
export async function listOrders(db: Kysely<Database>, query: OrderListQuery): Promise<{ rows: OrderListRow[]; total: number }> {
  let base = db
    .selectFrom('orders')
    .where('orders.partner_id', '=', query.partnerId)
    .where('orders.kind', '=', query.kind);
  const q = query.q.trim();
  if (q !== '') {
    const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
    base = base.where((eb) => {
      const byReference = eb(sql`lower(orders.reference)`, 'like', sql`${likePattern(q)} escape '\\'`);
      return number === null ? byReference : eb.or([byReference, eb('orders.id', '=', number)]);
    });
  }
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const orders = await base
    .innerJoin('partners', 'partners.id', 'orders.partner_id')
    .select([
      'orders.id', 'orders.kind', 'orders.created_at', 'orders.reference', 'orders.contact', 'orders.delivery_date',
      'orders.state', 'orders.deactivated_at', 'orders.description', 'orders.total_cents', 'partners.id as partner_id',
      'partners.name as partner_name',
    ])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE)
    .execute();
  const ids = orders.map((order) => order.id);
  const prints = ids.length === 0 ? [] : await db
    .selectFrom('order_prints')
    .leftJoin('order_files', 'order_files.print_id', 'order_prints.id')
    .select(['order_prints.order_id', 'order_prints.id', (eb) => eb.fn.count<number>('order_files.id').as('files')])
    .where('order_prints.order_id', 'in', ids)
    .groupBy(['order_prints.order_id', 'order_prints.id'])
    .execute();
  const rows = orders.map((order): OrderListRow => {
    const own = prints.filter((print) => print.order_id === order.id);
    return {
      id: order.id,
      kind: order.kind,
      order_date: order.created_at,
      reference: order.reference,
      purchaser: purchaserOf(order.contact),
      delivery_date: order.delivery_date,
      state: order.state,
      deactivated: order.deactivated_at !== null,
      files: { count: own.filter((print) => Number(print.files) > 0).length, needed: own.length },
      description: order.description,
      partner: { id: order.partner_id, name: order.partner_name },
      total: order.total_cents / 100,
    };
  });
  return { rows, total: Number(count) };
}
