import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/http/errors.js';
import type { AddressBlock, BusinessDocument, DocumentLine } from '../../platform/pdf/document-layout.js';
import { amsterdamMoment } from '../../../domain/delivery-moment.js';
import { DeliveryAddressSchema } from '../../../domain/orders.js';
import { QUOTE_VALID_DAYS } from '../orders/transitions.js';
import type { CompanyDetails } from './company.js';
import { countryName } from '../../../domain/country-name.js';
import { customerBlock, documentFrame, printLines, transportLines, vatTotals } from './document-parts.js';
import { documentLang, longDate, TEXTS, type DocumentLang, type DocumentTexts } from './document-texts.js';
import { orderForDocument, printsForDocuments, type DocumentOrder } from './queries.js';

const DAY_MS = 86_400_000;

/** The stored JSON of an order's details, as far as the paperwork reads it. */
const StoredDetailsSchema = v.object({
  delivery_date: v.optional(v.string(), ''),
  files_date: v.optional(v.unknown(), null),
  pickup: v.optional(v.boolean(), false),
  pack: v.optional(v.union([v.literal(false), v.literal(59), v.literal(238), v.literal(247)]), false),
});

function storedJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const detailsOf = (order: DocumentOrder) => {
  const parsed = v.safeParse(StoredDetailsSchema, storedJson(order.details));
  return parsed.success ? parsed.output : v.parse(StoredDetailsSchema, {});
};

/** "26 november 2026 om 17:00": the day and, when the order says, the hour of delivery. */
function deliveryMoment(order: DocumentOrder, deliveryDate: string, lang: DocumentLang): string | null {
  if (!order.delivery_date) return null;
  const day = longDate(order.delivery_date, lang);
  const instant = Date.parse(deliveryDate);
  if (Number.isNaN(instant) || deliveryDate.length <= 10) return day;
  const { minutes } = amsterdamMoment(new Date(instant));
  return `${day} ${TEXTS[lang].at(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`)}`;
}

/**
 * "25 november 2026 om 12:00": the files deadline the order stores (files_deadline, an instant);
 * older orders kept only a day in their details.
 */
function filesDeadline(stored: string | null, filesDate: unknown, lang: DocumentLang): string | null {
  const instant = stored ? Date.parse(stored) : Number.NaN;
  if (stored && !Number.isNaN(instant)) {
    const { minutes } = amsterdamMoment(new Date(instant));
    return `${longDate(stored, lang)} ${TEXTS[lang].at(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`)}`;
  }
  if (typeof filesDate !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(filesDate)) return null;
  return longDate(filesDate.length > 10 ? filesDate : filesDate.slice(0, 10), lang);
}

function deliveryBlock(order: DocumentOrder, pickup: boolean, company: CompanyDetails, texts: DocumentTexts, lang: DocumentLang): AddressBlock {
  const parsed = v.safeParse(DeliveryAddressSchema, storedJson(order.delivery_address));
  if (pickup || !parsed.success) return { heading: texts.pickup, lines: [texts.pickupAt(company.name, company.city)] };
  const address = parsed.output;
  const lines = [address.name, address.dept, address.attn, address.street, `${address.zip} ${address.city}`].filter((line) => line.trim() !== '');
  if (address.country_id !== 'NL') lines.push(countryName(address.country_id, lang));
  return { heading: texts.deliveryAddress, lines };
}

function contactLine(order: DocumentOrder): string {
  const contact = storedJson(order.contact) as { name?: unknown } | null;
  return typeof contact?.name === 'string' ? contact.name : order.user_name;
}

export type OrderDocumentKind = 'confirmation' | 'quote';

export interface OrderDocument extends BusinessDocument {
  lang: DocumentLang;
  order: DocumentOrder;
  /** The prints' lines, also listed in the mail. */
  lines: DocumentLine[];
  /** The order page in the portal (upload files, accept the quote). */
  link: string;
  filename: string;
}

/** What an order's confirmation (or a quote) says; 404 when it is not the partner's or not of that kind. */
export async function orderDocument(
  db: Kysely<Database>,
  params: { orderId: number; partnerId: number | null; kind: OrderDocumentKind; company: CompanyDetails; publicUrl: string },
): Promise<OrderDocument> {
  const order = await orderForDocument(db, params.orderId, params.partnerId);
  const wanted = params.kind === 'quote' ? order?.kind === 'quote' : order?.kind === 'order';
  if (!order || !wanted) throw notFound();
  const lang = documentLang(order.user_lang);
  const texts = TEXTS[lang];
  const details = detailsOf(order);
  const link = `${params.publicUrl}/order/${order.id}`;
  const quote = params.kind === 'quote';
  const facts: [string, string][] = [
    [quote ? texts.quoteNumber : texts.orderNumber, String(order.id)],
    [quote ? texts.quoteDate : texts.orderDate, longDate(order.created_at, lang)],
  ];
  const validUntil = longDate(new Date(Date.parse(order.created_at) + QUOTE_VALID_DAYS * DAY_MS).toISOString(), lang);
  if (quote) facts.push([texts.validUntil, validUntil]);
  facts.push([texts.reference, order.reference]);
  if (order.po_number) facts.push([texts.poNumber, order.po_number]);
  if (order.cost_centre) facts.push([texts.costCentre, order.cost_centre]);
  const delivery = deliveryMoment(order, details.delivery_date, lang);
  if (delivery) facts.push([texts.deliveryDate, delivery]);
  const deadline = filesDeadline(order.files_deadline, details.files_date, lang);
  if (deadline && !quote) facts.push([texts.filesDeadline, deadline]);
  facts.push([texts.packaging, details.pack === false ? texts.packs.standard : texts.packs[details.pack]]);
  facts.push([texts.contact, contactLine(order)]);

  const prints = await printsForDocuments(db, [order.id]);
  const customer = {
    name: order.partner_name, street: order.partner_street, zip: order.partner_zip, city: order.partner_city,
    country: order.partner_country, vatId: order.partner_vat_id,
  };
  const notes = quote
    ? [texts.quoteValidity(QUOTE_VALID_DAYS, validUntil), texts.quoteAccept(link), texts.quoteDelivery, texts.termsNote]
    : [texts.uploadNote(link), ...(deadline ? [texts.uploadBefore(deadline)] : []), texts.termsNote];
  return {
    ...documentFrame(params.company, lang),
    lang,
    order,
    link,
    title: `${quote ? texts.quote : texts.confirmation} ${order.id}`,
    filename: `${quote ? texts.quoteFile : texts.confirmationFile}-${order.id}.pdf`,
    addresses: [customerBlock(customer, lang), deliveryBlock(order, details.pickup, params.company, texts, lang)],
    facts,
    lines: [...printLines(prints, order.id, lang), ...transportLines(order, lang)],
    totals: vatTotals(order.total_cents, lang),
    notes,
  };
}
