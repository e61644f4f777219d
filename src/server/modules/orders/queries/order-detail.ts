import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

/** The order with its partner's name, when it is the partner's. */
export async function ownOrder(db: Kysely<Database>, orderId: number, partnerId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('partners', 'partners.id', 'orders.partner_id')
    .selectAll('orders')
    .select('partners.name as partner_name')
    .where('orders.id', '=', orderId)
    .where('orders.partner_id', '=', partnerId)
    .executeTakeFirst();
}

/**
 * Everything the order page shows below the order itself: prints with their products, copy lines,
 * finishes, frames, files, history and invoice. Each child table is one statement joined on the
 * order (not 500 print ids as parameters), sorted by print: an order of 500 prints and 5,000 copy
 * lines answers in one go.
 */
export async function orderDetailRows(db: Kysely<Database>, orderId: number) {
  const ofOrder = (table: 'order_copies' | 'order_finishes' | 'order_frames' | 'order_files') =>
    db.selectFrom(table).innerJoin('order_prints as owner', 'owner.id', `${table}.print_id`).where('owner.order_id', '=', orderId);
  const [prints, copies, finishes, frames, files, events, invoice] = await Promise.all([
    db.selectFrom('order_prints')
      .innerJoin('products', 'products.id', 'order_prints.product_id')
      .select([
        'order_prints.id', 'order_prints.position', 'order_prints.uuid', 'order_prints.extra_reference',
        'order_prints.product_cents', 'order_prints.frames_cents', 'products.id as product_id', 'products.name as product_name',
        'products.kind as product_kind',
      ])
      .where('order_prints.order_id', '=', orderId)
      .orderBy('order_prints.position')
      .execute(),
    ofOrder('order_copies').selectAll('order_copies').orderBy('order_copies.print_id').orderBy('order_copies.position').execute(),
    ofOrder('order_finishes').innerJoin('finishes', 'finishes.id', 'order_finishes.finish_id')
      .select(['order_finishes.print_id', 'order_finishes.position', 'order_finishes.finish_id', 'order_finishes.finishing_id',
        'order_finishes.side', 'order_finishes.location', 'finishes.name', 'finishes.default_code', 'finishes.level', 'finishes.spacing_mm', 'finishes.price_kind'])
      .orderBy('order_finishes.print_id').orderBy('order_finishes.position').execute(),
    ofOrder('order_frames').selectAll('order_frames').orderBy('order_frames.print_id').orderBy('order_frames.position').execute(),
    ofOrder('order_files').selectAll('order_files').orderBy('order_files.created_at').orderBy('order_files.id').execute(),
    db.selectFrom('order_events').select(['from_state', 'to_state', 'at']).where('order_id', '=', orderId).orderBy('at').orderBy('id').execute(),
    db.selectFrom('invoice_orders').innerJoin('invoices', 'invoices.id', 'invoice_orders.invoice_id')
      .select(['invoices.id', 'invoices.number', 'invoices.state']).where('invoice_orders.order_id', '=', orderId).executeTakeFirst(),
  ]);
  return { prints, copies, finishes, frames, files, events, invoice };
}
