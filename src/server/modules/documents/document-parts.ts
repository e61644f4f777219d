import { countryName } from '../../../domain/country-name.js';
import { piecesOf } from '../../../domain/pricing/geometry.js';
import { summarizeFinishes } from '../../../domain/finish-choices.js';
import { sideLabel } from '../../../domain/finish-sides.js';
import { i18nOf } from '../../platform/i18n/server-i18n.js';
import type { FinishSide } from '../../../domain/catalog.js';
import { groupRows } from '../orders/group-rows.js';
import { VAT_PCT, withVat, type InvoiceCustomer } from '../orders/invoices.js';
import type { AddressBlock, BusinessDocument, DocumentLine, DocumentTotal } from '../../platform/pdf/document-layout.js';
import type { CompanyDetails } from './company.js';
import { money, TEXTS, type DocumentLang } from './document-texts.js';
import type { DocumentPrints } from './queries.js';
import type { StoredTransportKind } from '../../db/order-tables.js';

/** What every document shares: the company's header and foot, the table's columns and the page label. */
export function documentFrame(company: CompanyDetails, lang: DocumentLang) {
  const texts = TEXTS[lang];
  return {
    author: company.name,
    company: {
      name: company.name,
      lines: [
        company.street, `${company.zip} ${company.city}`, company.country, company.email,
        `${texts.vatId} ${company.vatId}`, `${texts.kvk} ${company.kvk}`, `${texts.iban} ${company.iban}`,
      ],
    },
    columns: { quantity: texts.quantity, description: texts.description, amount: texts.amountExcl },
    footer: `${company.name} · ${texts.kvk} ${company.kvk} · ${texts.vatId} ${company.vatId} · ${texts.iban} ${company.iban}`,
    pageLabel: texts.page,
  } satisfies Partial<BusinessDocument>;
}

/** The customer company's block: name, invoice address (when staff filled it in) and VAT id. */
export function customerBlock(customer: InvoiceCustomer, lang: DocumentLang): AddressBlock {
  const texts = TEXTS[lang];
  const lines = [customer.name];
  if (customer.street) lines.push(customer.street);
  if (customer.zip || customer.city) lines.push(`${customer.zip} ${customer.city}`.trim());
  if (customer.street && customer.country !== 'NL') lines.push(countryName(customer.country, lang));
  if (customer.vatId) lines.push(`${texts.vatId} ${customer.vatId}`);
  return { heading: texts.customer, lines };
}

const mm = (value: number, lang: DocumentLang) => (lang === 'nl' ? value.toLocaleString('nl-NL') : value.toLocaleString('en-GB'));

/**
 * One line per print: its pieces, its product (with the extra reference), and under it every copy
 * line's size and sides and the finishes per side; its price excl. VAT. PlusFrames' frames are a
 * line of their own, as their price is.
 */
export function printLines(documentPrints: DocumentPrints, orderId: number, lang: DocumentLang): DocumentLine[] {
  const texts = TEXTS[lang];
  const copiesOf = groupRows(documentPrints.copies, (row) => row.print_id);
  const finishesOf = groupRows(documentPrints.finishes, (row) => row.print_id);
  return documentPrints.prints.filter((print) => print.order_id === orderId).flatMap((print) => {
    const copies = copiesOf(print.id);
    const finishes = finishesOf(print.id);
    const name = (lang === 'en' ? print.name_en : null) ?? print.name;
    const finishName = new Map(finishes.map((finish) => [finish.finish_id, (lang === 'en' ? finish.name_en : null) ?? finish.name]));
    const details = copies.map((copy) => {
      const sides = copy.sides === 2 ? texts.double : texts.single;
      const remark = copy.remark ? ` – ${copy.remark}` : '';
      return `${piecesOf(copy)} × ${mm(copy.width, lang)} × ${mm(copy.height, lang)} mm, ${sides}, ${texts.originals(copy.originals)}${remark}`;
    });
    const selections = finishes.map((finish) => ({ id: finish.finish_id, finishing_id: finish.finishing_id, side: finish.side as FinishSide, location: finish.location }));
    for (const summary of summarizeFinishes(selections)) {
      const where = [...summary.sides.map((side) => sideLabel(side, i18nOf(lang)).toLowerCase()), ...summary.locations];
      details.push(`${finishName.get(summary.id) ?? ''}${where.length > 0 ? `: ${where.join(', ')}` : ''}`);
    }
    const pieces = copies.reduce((sum, copy) => sum + piecesOf(copy), 0);
    const lines: DocumentLine[] = [{
      quantity: String(pieces),
      description: print.extra_reference ? `${name} (${print.extra_reference})` : name,
      details,
      amount: money(print.product_cents, lang),
    }];
    if (print.frames_cents > 0) lines.push({ quantity: '', description: texts.frames, details: [], amount: money(print.frames_cents, lang) });
    return lines;
  });
}

/**
 * The order's transport as a line of its own (it is part of the order's total, so the lines add up
 * to it): priced, pickup at no cost, or a courier date whose price staff set later; none for older orders.
 */
export function transportLines(order: { transport_kind: StoredTransportKind; transport_cents: number }, lang: DocumentLang): DocumentLine[] {
  const texts = TEXTS[lang];
  switch (order.transport_kind) {
    case 'priced': return [{ quantity: '1', description: texts.transport, details: [], amount: money(Number(order.transport_cents), lang) }];
    case 'pickup': return [{ quantity: '', description: `${texts.transport}: ${texts.pickup.toLowerCase()}`, details: [], amount: money(0, lang) }];
    case 'on_request': return [{ quantity: '1', description: texts.transportOnRequest, details: [], amount: texts.toFollow }];
    default: return [];
  }
}

/** Excl. VAT, the VAT per rate (one rate today: 21 %) over its base, and incl. VAT. */
export function vatTotals(untaxedCents: number, lang: DocumentLang): DocumentTotal[] {
  const texts = TEXTS[lang];
  const amounts = withVat(untaxedCents);
  return [
    { label: texts.subtotal, amount: money(amounts.untaxed, lang) },
    { label: texts.vat(VAT_PCT, money(amounts.untaxed, lang)), amount: money(amounts.vat, lang) },
    { label: texts.total, amount: money(amounts.total, lang), strong: true },
  ];
}
