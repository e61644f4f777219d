import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export const VAT_PCT = 21;

/** 21 % VAT on the amount excl. VAT, rounded to whole cents. */
export function withVat(untaxedCents: number): { untaxed: number; vat: number; total: number } {
  const vat = Math.round((untaxedCents * VAT_PCT) / 100);
  return { untaxed: untaxedCents, vat, total: untaxedCents + vat };
}

/** F2026-000123: year of the invoice date and the invoice's own id, so numbers never collide. */
export function invoiceNumber(date: string, id: number): string {
  return `F${date.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/**
 * Makes the invoice of one order (called inside the transaction that moves it to invoicing).
 * An order is invoiced once: the unique order id of invoice_orders refuses a second one.
 */
export async function createInvoiceFor(trx: Kysely<Database>, orderId: number, now: Date): Promise<number> {
  const order = await trx
    .selectFrom('orders')
    .innerJoin('partners', 'partners.id', 'orders.partner_id')
    .select(['orders.partner_id', 'orders.total_cents', 'partners.name'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const date = now.toISOString().slice(0, 10);
  const amounts = withVat(order.total_cents);
  const placeholder = `pending-${orderId}-${now.getTime()}`;
  const row = await trx
    .insertInto('invoices')
    .values({
      number: placeholder, partner_id: order.partner_id, name: order.name, date,
      amount_untaxed: amounts.untaxed, amount_total: amounts.total, state: 'open', paid_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('invoices').set({ number: invoiceNumber(date, row.id) }).where('id', '=', row.id).execute();
  await trx.insertInto('invoice_orders').values({ invoice_id: row.id, order_id: orderId }).execute();
  return row.id;
}
