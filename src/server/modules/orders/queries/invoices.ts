import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { InvoicesTable } from '../../../db/invoice-tables.js';

/** What an order's invoice is made of: its partner as it is now, its delivery date and its total. */
export async function orderToInvoice(trx: Kysely<Database>, orderId: number) {
  return trx
    .selectFrom('orders')
    .innerJoin('partners', 'partners.id', 'orders.partner_id')
    .select(['orders.partner_id', 'orders.total_cents', 'orders.delivery_date', 'partners.name', 'partners.street',
      'partners.zip', 'partners.city', 'partners.country_id', 'partners.vat_id'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/**
 * The year's next invoice number, inside the caller's transaction. The first invoice of a year
 * makes the year's row (two at once: one inserts, the other does nothing); the update then locks
 * that row until the transaction ends, so a second invoice waits for the first to commit or roll
 * back and never skips or repeats a number (SQLite runs one writing transaction at a time anyway).
 */
export async function nextInvoiceNumber(trx: Kysely<Database>, year: number): Promise<number> {
  await trx.insertInto('invoice_numbers').values({ year, last: 0 }).onConflict((oc) => oc.column('year').doNothing()).execute();
  const row = await trx.updateTable('invoice_numbers').set((eb) => ({ last: eb('last', '+', 1) }))
    .where('year', '=', year).returning('last').executeTakeFirstOrThrow();
  return row.last;
}

/** Stores an invoice for one order. An order is invoiced once: the unique order id of invoice_orders refuses a second one. */
export async function insertInvoice(trx: Kysely<Database>, orderId: number, invoice: Insertable<InvoicesTable>): Promise<number> {
  const row = await trx.insertInto('invoices').values(invoice).returning('id').executeTakeFirstOrThrow();
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
