import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { InvoiceRow } from '../../../domain/orders.js';
import { addDays } from '../../../domain/delivery-date.js';
import { PAGE_SIZE } from './order-list.js';
import { insertInvoice, invoicePage, nextInvoiceNumber, orderToInvoice } from './queries/invoices.js';

import { VAT_PCT, withVat } from '../../../domain/vat.js';

// The one VAT rule (src/domain/vat.ts), which the cart shows too.
export { VAT_PCT, withVat };

/** F2026-000123: the year of the invoice date and the year's next number in the series. */
function invoiceNumber(year: number, sequence: number): string {
  return `F${year}-${String(sequence).padStart(6, '0')}`;
}

/** The customer as an invoice keeps it: name, invoice address and VAT id when it was made. */
export interface InvoiceCustomer {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  vatId: string;
}

/**
 * Makes the invoice of one order (called inside the transaction that moves it to invoicing), open,
 * dated today, due after the payment term, for the order's total plus VAT. Its number is the next of
 * the year's series, taken in this same transaction: numbers follow each other without a gap.
 */
export async function createInvoiceFor(trx: Kysely<Database>, orderId: number, now: Date, paymentDays: number): Promise<number> {
  const order = await orderToInvoice(trx, orderId);
  const date = now.toISOString().slice(0, 10);
  const amounts = withVat(order.total_cents);
  const year = Number(date.slice(0, 4));
  const sequence = await nextInvoiceNumber(trx, year);
  const customer: InvoiceCustomer = {
    name: order.name, street: order.street, zip: order.zip, city: order.city, country: order.country_id, vatId: order.vat_id,
  };
  return insertInvoice(trx, orderId, {
    number: invoiceNumber(year, sequence), partner_id: order.partner_id, name: order.name, date,
    amount_untaxed: amounts.untaxed, amount_total: amounts.total, state: 'open', paid_at: null,
    created_at: now.toISOString(), customer: JSON.stringify(customer), delivery_date: order.delivery_date,
    due_date: addDays(date, paymentDays),
  });
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
