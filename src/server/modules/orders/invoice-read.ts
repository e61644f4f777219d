import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/http/errors.js';
import { COMPANY, type InvoiceSheet } from '../../platform/pdf/invoice-pdf.js';
import { PAGE_SIZE } from './order-list.js';
import { VAT_PCT } from './invoices.js';

/** One row of the invoice overview with the labels of spec section 3; amounts in euros. */
export interface InvoiceRow {
  id: number;
  number: string;
  name: string;
  date: string;
  orders: number[];
  amount_untaxed: number;
  amount_total: number;
  state: 'open' | 'paid';
  pdf_url: string;
}

/** Newest first, one page, with the total; only the caller's partner's invoices. */
export async function listInvoices(db: Kysely<Database>, partnerId: number, page: number): Promise<{ rows: InvoiceRow[]; total: number }> {
  const { count } = await db.selectFrom('invoices').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('partner_id', '=', partnerId).executeTakeFirstOrThrow();
  const invoices = await db.selectFrom('invoices').selectAll().where('partner_id', '=', partnerId)
    .orderBy('date', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset((page - 1) * PAGE_SIZE).execute();
  const ids = invoices.map((invoice) => invoice.id);
  const links = ids.length === 0 ? [] : await db.selectFrom('invoice_orders').selectAll()
    .where('invoice_id', 'in', ids).orderBy('order_id').execute();
  return {
    total: Number(count),
    rows: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      name: invoice.name,
      date: invoice.date,
      orders: links.filter((link) => link.invoice_id === invoice.id).map((link) => link.order_id),
      amount_untaxed: invoice.amount_untaxed / 100,
      amount_total: invoice.amount_total / 100,
      state: invoice.state,
      pdf_url: `/api/v1/invoices/${invoice.id}/pdf`,
    })),
  };
}

/** What the PDF shows of one of the caller's invoices (404 for anyone else's). */
export async function invoiceSheet(db: Kysely<Database>, invoiceId: number, partnerId: number): Promise<InvoiceSheet> {
  const invoice = await db.selectFrom('invoices').selectAll()
    .where('id', '=', invoiceId).where('partner_id', '=', partnerId).executeTakeFirst();
  if (!invoice) throw notFound();
  const orders = await db.selectFrom('invoice_orders').innerJoin('orders', 'orders.id', 'invoice_orders.order_id')
    .select(['orders.id', 'orders.reference', 'orders.total_cents'])
    .where('invoice_orders.invoice_id', '=', invoiceId).orderBy('orders.id').execute();
  const orderIds = orders.map((order) => order.id);
  const prints = orderIds.length === 0 ? [] : await db.selectFrom('order_prints')
    .innerJoin('products', 'products.id', 'order_prints.product_id')
    .select(['order_prints.order_id', 'order_prints.product_cents', 'order_prints.frames_cents', 'order_prints.extra_reference', 'products.name'])
    .where('order_prints.order_id', 'in', orderIds).orderBy('order_prints.position').execute();
  return {
    company: COMPANY,
    customer: invoice.name,
    number: invoice.number,
    date: invoice.date,
    state: invoice.state,
    orders: orders.map((order) => {
      const own = prints.filter((print) => print.order_id === order.id);
      const lines = own.flatMap((print) => {
        const label = print.extra_reference ? `${print.name} (${print.extra_reference})` : print.name;
        const result = [{ label, cents: print.product_cents }];
        if (print.frames_cents > 0) result.push({ label: `${print.name}: PlusFrames`, cents: print.frames_cents });
        return result;
      });
      return { id: order.id, reference: order.reference, lines: lines.length > 0 ? lines : [{ label: 'Order', cents: order.total_cents }] };
    }),
    untaxedCents: invoice.amount_untaxed,
    vatPct: VAT_PCT,
    vatCents: invoice.amount_total - invoice.amount_untaxed,
    totalCents: invoice.amount_total,
  };
}
