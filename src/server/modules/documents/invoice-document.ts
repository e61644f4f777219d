import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/http/errors.js';
import { addDays } from '../../../domain/delivery-date.js';
import { renderBusinessDocument, type BusinessDocument } from '../../platform/pdf/document-layout.js';
import type { InvoiceCustomer } from '../orders/invoices.js';
import type { CompanyDetails } from './company.js';
import { customerBlock, documentFrame, printLines, transportLines, vatTotals } from './document-parts.js';
import { documentLang, longDate, money, TEXTS } from './document-texts.js';
import { invoiceForDocument, printsForDocuments } from './queries.js';

function parsedCustomer(text: string | null): InvoiceCustomer | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as InvoiceCustomer;
  } catch {
    return null;
  }
}

const joined = (values: readonly string[]) => [...new Set(values.filter((value) => value !== ''))].join(', ');

/**
 * The invoice as the law asks it (supplier and customer with addresses, the supplier's VAT and KvK
 * numbers, number, invoice and delivery dates, per line quantity, description and price excl. VAT,
 * VAT per rate, totals, due date), with the customer's PO number and cost centre, in the language of
 * the user who ordered. Its customer, delivery and due dates are as they were when it was made.
 */
export async function invoiceDocument(
  db: Kysely<Database>, invoiceId: number, partnerId: number | null, company: CompanyDetails,
): Promise<BusinessDocument & { number: string }> {
  const found = await invoiceForDocument(db, invoiceId, partnerId);
  if (!found) throw notFound();
  const { invoice, orders } = found;
  const lang = documentLang(orders[0]?.lang);
  const texts = TEXTS[lang];
  const customer = parsedCustomer(invoice.customer) ?? {
    name: invoice.name, street: invoice.partner_street, zip: invoice.partner_zip, city: invoice.partner_city,
    country: invoice.partner_country, vatId: invoice.partner_vat_id,
  };
  const prints = await printsForDocuments(db, orders.map((order) => order.id));
  const deliveryDate = invoice.delivery_date ?? orders.find((order) => order.delivery_date)?.delivery_date ?? null;
  const facts: [string, string][] = [
    [texts.invoiceNumber, invoice.number],
    [texts.invoiceDate, longDate(invoice.date, lang)],
  ];
  if (deliveryDate) facts.push([texts.deliveryDate, longDate(deliveryDate, lang)]);
  // Invoices made before due dates were kept: due after today's payment term.
  const dueDate = invoice.due_date ?? addDays(invoice.date, company.paymentDays);
  facts.push([texts.dueDate, longDate(dueDate, lang)]);
  facts.push([texts.orders, orders.map((order) => String(order.id)).join(', ')]);
  const reference = joined(orders.map((order) => order.reference));
  if (reference) facts.push([texts.reference, reference]);
  const poNumber = joined(orders.map((order) => order.po_number));
  if (poNumber) facts.push([texts.poNumber, poNumber]);
  const costCentre = joined(orders.map((order) => order.cost_centre));
  if (costCentre) facts.push([texts.costCentre, costCentre]);
  const total = money(invoice.amount_total, lang);
  const due = longDate(dueDate, lang);
  return {
    ...documentFrame(company, lang),
    number: invoice.number,
    title: `${texts.invoice} ${invoice.number}`,
    addresses: [customerBlock(customer, lang)],
    facts,
    lines: orders.flatMap((order) => [...printLines(prints, order.id, lang), ...transportLines(order, lang)]),
    totals: vatTotals(invoice.amount_untaxed, lang),
    notes: [
      invoice.state === 'paid' ? texts.paid : texts.paymentNote(total, due, company.iban, company.name, invoice.number),
      texts.termsNote,
    ],
  };
}

/** The invoice's PDF and its download name. */
export async function invoicePdf(db: Kysely<Database>, invoiceId: number, partnerId: number | null, company: CompanyDetails) {
  const document = await invoiceDocument(db, invoiceId, partnerId, company);
  return { pdf: await renderBusinessDocument(document), filename: `factuur-${document.number}.pdf`, number: document.number };
}
