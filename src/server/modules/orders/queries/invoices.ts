import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { InvoicesTable } from '../../../db/invoice-tables.js';

/** What an order's invoice is made of: its partner, the partner's name now and the order's total. */
export async function orderToInvoice(trx: Kysely<Database>, orderId: number) {
  return trx
    .selectFrom('orders')
    .innerJoin('partners', 'partners.id', 'orders.partner_id')
    .select(['orders.partner_id', 'orders.total_cents', 'partners.name'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/**
 * Stores an invoice for one order and numbers it from its own id (`numberOf`). An order is
 * invoiced once: the unique order id of invoice_orders refuses a second one.
 */
export async function insertInvoice(
  trx: Kysely<Database>,
  orderId: number,
  invoice: Insertable<InvoicesTable>,
  numberOf: (id: number) => string,
): Promise<number> {
  const row = await trx.insertInto('invoices').values(invoice).returning('id').executeTakeFirstOrThrow();
  await trx.updateTable('invoices').set({ number: numberOf(row.id) }).where('id', '=', row.id).execute();
  await trx.insertInto('invoice_orders').values({ invoice_id: row.id, order_id: orderId }).execute();
  return row.id;
}

/** One page of the partner's invoices, newest first, with the orders of each and the total count. */
export async function invoicePage(db: Kysely<Database>, partnerId: number, limit: number, offset: number) {
  const { count } = await db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('partner_id', '=', partnerId).executeTakeFirstOrThrow();
  const invoices = await db.selectFrom('invoices').selectAll().where('partner_id', '=', partnerId)
    .orderBy('date', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  const ids = invoices.map((invoice) => invoice.id);
  const links = ids.length === 0 ? [] : await db.selectFrom('invoice_orders').selectAll()
    .where('invoice_id', 'in', ids).orderBy('order_id').execute();
  return { total: Number(count), invoices, links };
}

/** One of the partner's invoices with its orders and their prints' products; undefined for anyone else's. */
export async function invoiceWithLines(db: Kysely<Database>, invoiceId: number, partnerId: number) {
  const invoice = await db.selectFrom('invoices').selectAll()
    .where('id', '=', invoiceId).where('partner_id', '=', partnerId).executeTakeFirst();
  if (!invoice) return undefined;
  const orders = await db.selectFrom('invoice_orders').innerJoin('orders', 'orders.id', 'invoice_orders.order_id')
    .select(['orders.id', 'orders.reference', 'orders.total_cents', 'orders.transport_cents'])
    .where('invoice_orders.invoice_id', '=', invoiceId).orderBy('orders.id').execute();
  const orderIds = orders.map((order) => order.id);
  const prints = orderIds.length === 0 ? [] : await db.selectFrom('order_prints')
    .innerJoin('products', 'products.id', 'order_prints.product_id')
    .select(['order_prints.order_id', 'order_prints.product_cents', 'order_prints.frames_cents', 'order_prints.extra_reference', 'products.name'])
    .where('order_prints.order_id', 'in', orderIds).orderBy('order_prints.position').execute();
  return { invoice, orders, prints };
}
