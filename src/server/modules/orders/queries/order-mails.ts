import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

/** Who hears of an order: the user who placed it, in their language, with their mail choices. */
export async function orderRecipient(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('user_settings', 'user_settings.user_id', 'users.id')
    .select([
      'orders.id', 'orders.reference', 'orders.delivery_date', 'orders.partner_id', 'orders.tracking_code', 'orders.tracking_url',
      'users.email', 'users.name', 'users.lang', 'user_settings.mail_files_reminder', 'user_settings.mail_shipped',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

export async function storeTracking(db: Kysely<Database>, orderId: number, tracking: { code: string | null; url: string | null }): Promise<void> {
  await db.updateTable('orders').set({ tracking_code: tracking.code, tracking_url: tracking.url }).where('id', '=', orderId).execute();
}

/**
 * Orders that still wait for files, have a delivery date up to `lastDay` and had no reminder yet,
 * with the products their prints are of (for the lead time).
 */
export async function reminderCandidates(db: Kysely<Database>, lastDay: string, limit: number) {
  const orders = await db.selectFrom('orders').select(['id', 'created_at', 'delivery_date', 'files_deadline'])
    .where('kind', '=', 'order').where('state', '=', 'waiting_for_files')
    .where('files_reminder_at', 'is', null).where('delivery_date', 'is not', null).where('delivery_date', '<=', lastDay)
    .orderBy('delivery_date').orderBy('id').limit(limit).execute();
  if (orders.length === 0) return [];
  const prints = await db.selectFrom('order_prints').select(['order_id', 'product_id'])
    .where('order_id', 'in', orders.map((order) => order.id)).execute();
  return orders.map((order) => ({
    ...order,
    delivery_date: order.delivery_date!,
    productIds: prints.filter((print) => print.order_id === order.id).map((print) => print.product_id),
  }));
}

/** Marks the reminder as queued, only when no other process did: true when this one may queue it. */
export async function claimReminder(db: Kysely<Database>, orderId: number, at: string): Promise<boolean> {
  const result = await db.updateTable('orders').set({ files_reminder_at: at })
    .where('id', '=', orderId).where('files_reminder_at', 'is', null).where('state', '=', 'waiting_for_files')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** What the invoice mail says of an invoice: its number, dates, total and orders. */
export async function invoiceFacts(db: Kysely<Database>, invoiceId: number) {
  const invoice = await db.selectFrom('invoices').select(['number', 'date', 'due_date', 'amount_total']).where('id', '=', invoiceId).executeTakeFirstOrThrow();
  const orders = await db.selectFrom('invoice_orders').select('order_id').where('invoice_id', '=', invoiceId).orderBy('order_id').execute();
  return { number: invoice.number, date: invoice.date, dueDate: invoice.due_date, totalCents: invoice.amount_total, orderIds: orders.map((row) => row.order_id) };
}
