import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { InvoiceRow } from '../../../domain/orders.js';
import { notFound } from '../../platform/http/errors.js';
import { COMPANY, type InvoiceSheet } from '../../platform/pdf/invoice-pdf.js';
import { PAGE_SIZE } from './order-list.js';
import { insertInvoice, invoicePage, invoiceWithLines, orderToInvoice } from './queries/invoices.js';

import { VAT_PCT, withVat } from '../../../domain/vat.js';

// The one VAT rule (src/domain/vat.ts), which the cart shows too.
export { withVat };

/** F2026-000123: year of the invoice date and the invoice's own id, so numbers never collide. */
function invoiceNumber(date: string, id: number): string {
  return `F${date.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

/**
 * Makes the invoice of one order (called inside the transaction that moves it to invoicing), open,
 * dated today, for the order's total plus VAT.
 */
export async function createInvoiceFor(trx: Kysely<Database>, orderId: number, now: Date): Promise<number> {
  const order = await orderToInvoice(trx, orderId);
  const date = now.toISOString().slice(0, 10);
  const amounts = withVat(order.total_cents);
  return insertInvoice(trx, orderId, {
    // Replaced by the number made from the invoice's id within the same transaction.
    number: `pending-${orderId}-${now.getTime()}`, partner_id: order.partner_id, name: order.name, date,
    amount_untaxed: amounts.untaxed, amount_total: amounts.total, state: 'open', paid_at: null,
    created_at: now.toISOString(),
  }, (id) => invoiceNumber(date, id));
}

/** Newest first, one page, with the total; only the caller's partner's invoices. */
export async function listInvoices(db: Kysely<Database>, partnerId: number, page: number): Promise<{ rows: InvoiceRow[]; total: number }> {
  const { total, invoices, links } = await invoicePage(db, partnerId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  return {
    total,
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
  const found = await invoiceWithLines(db, invoiceId, partnerId);
  if (!found) throw notFound();
  const { invoice, orders, prints } = found;
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
      // The transport is part of the order's total: its own line, so the lines add up to it.
      if (order.transport_cents > 0) lines.push({ label: 'Transport', cents: order.transport_cents });
      return { id: order.id, reference: order.reference, lines: lines.length > 0 ? lines : [{ label: 'Order', cents: order.total_cents }] };
    }),
    untaxedCents: invoice.amount_untaxed,
    vatPct: VAT_PCT,
    vatCents: invoice.amount_total - invoice.amount_untaxed,
    totalCents: invoice.amount_total,
  };
}
