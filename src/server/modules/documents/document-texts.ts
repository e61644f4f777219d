import { formatEuro } from '../../../domain/money.js';
import { withValues, word, type Text } from '../../../domain/texts/text.js';
import { i18nOf } from '../../platform/i18n/server-i18n.js';

/**
 * The words of the paperwork (confirmation, quote, invoice and their mails) in the customer's
 * language: texts of the server catalog (locales/{nl,en}/server.po), worded once per language.
 */

export type DocumentLang = 'nl' | 'en';

export const documentLang = (lang: string | null | undefined): DocumentLang => (lang === 'en' ? 'en' : 'nl');

const MONTHS: Record<DocumentLang, readonly string[]> = {
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const AMSTERDAM_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (yyyy-mm-dd) of a moment in Amsterdam; a date-only value stays as it is. */
export function amsterdamDay(iso: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  return AMSTERDAM_DAY.format(new Date(iso));
}

/** "26 november 2026" / "26 November 2026": written out by hand, so no ICU build changes an invoice. */
export function longDate(iso: string, lang: DocumentLang): string {
  const [year, month, day] = amsterdamDay(iso).split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[lang][month - 1]} ${year}`;
}

export const money = (cents: number, lang: DocumentLang): string => formatEuro(cents, lang);

/** The words of the paperwork, as message descriptors of the server catalog (src/domain/texts/text.ts). */
const WORDS = {
  confirmation: /*i18n*/ { id: 'doc.confirmation', message: 'Orderbevestiging' },
  quote: /*i18n*/ { id: 'doc.quote', message: 'Offerte' },
  confirmationFile: /*i18n*/ { id: 'doc.confirmation_file', message: 'orderbevestiging' },
  quoteFile: /*i18n*/ { id: 'doc.quote_file', message: 'offerte' },
  invoice: /*i18n*/ { id: 'doc.invoice', message: 'Factuur' },
  customer: /*i18n*/ { id: 'doc.customer', message: 'Klant' },
  deliveryAddress: /*i18n*/ { id: 'doc.delivery_address', message: 'Bezorgadres' },
  pickup: /*i18n*/ { id: 'doc.pickup', message: 'Afhalen' },
  pickupAt: /*i18n*/ { id: 'doc.pickup_at', message: 'Wordt afgehaald bij {company}, {city}' },
  orderNumber: /*i18n*/ { id: 'doc.order_number', message: 'Ordernummer' },
  quoteNumber: /*i18n*/ { id: 'doc.quote_number', message: 'Offertenummer' },
  invoiceNumber: /*i18n*/ { id: 'doc.invoice_number', message: 'Factuurnummer' },
  orderDate: /*i18n*/ { id: 'doc.order_date', message: 'Orderdatum' },
  quoteDate: /*i18n*/ { id: 'doc.quote_date', message: 'Offertedatum' },
  invoiceDate: /*i18n*/ { id: 'doc.invoice_date', message: 'Factuurdatum' },
  validUntil: /*i18n*/ { id: 'doc.valid_until', message: 'Geldig tot' },
  deliveryDate: /*i18n*/ { id: 'doc.delivery_date', message: 'Leverdatum' },
  dueDate: /*i18n*/ { id: 'doc.due_date', message: 'Vervaldatum' },
  filesDeadline: /*i18n*/ { id: 'doc.files_deadline', message: 'Bestanden uiterlijk' },
  reference: /*i18n*/ { id: 'doc.reference', message: 'Referentie' },
  poNumber: /*i18n*/ { id: 'doc.po_number', message: 'Inkoopordernummer' },
  costCentre: /*i18n*/ { id: 'doc.cost_centre', message: 'Kostenplaats' },
  contact: /*i18n*/ { id: 'doc.contact', message: 'Contactpersoon' },
  orders: /*i18n*/ { id: 'doc.orders', message: 'Order(s)' },
  packaging: /*i18n*/ { id: 'doc.packaging', message: 'Verpakking' },
  vatId: /*i18n*/ { id: 'doc.vat_id', message: 'Btw-nr.' },
  kvk: /*i18n*/ { id: 'doc.kvk', message: 'KvK' },
  iban: /*i18n*/ { id: 'doc.iban', message: 'IBAN' },
  quantity: /*i18n*/ { id: 'doc.quantity', message: 'Aantal' },
  description: /*i18n*/ { id: 'doc.description', message: 'Omschrijving' },
  amountExcl: /*i18n*/ { id: 'doc.amount_excl', message: 'Bedrag excl. btw' },
  subtotal: /*i18n*/ { id: 'doc.subtotal', message: 'Totaal excl. btw' },
  vat: /*i18n*/ { id: 'doc.vat', message: 'Btw {pct}% over {base}' },
  total: /*i18n*/ { id: 'doc.total', message: 'Totaal incl. btw' },
  page: /*i18n*/ { id: 'doc.page', message: 'Pagina {page} van {pages}' },
  pieces: /*i18n*/ { id: 'doc.pieces', message: 'stuks' },
  single: /*i18n*/ { id: 'doc.single', message: 'enkelzijdig' },
  double: /*i18n*/ { id: 'doc.double', message: 'dubbelzijdig' },
  originals: /*i18n*/ { id: 'doc.originals', message: '{n, plural, one {# origineel} other {# originelen}}' },
  frames: /*i18n*/ { id: 'doc.frames', message: 'PlusFrames: frames en voetplaten' },
  transport: /*i18n*/ { id: 'doc.transport', message: 'Transport' },
  transportOnRequest: /*i18n*/ { id: 'doc.transport_on_request', message: 'Transport (koerier): prijs volgt' },
  toFollow: /*i18n*/ { id: 'doc.to_follow', message: 'n.t.b.' },
  at: /*i18n*/ { id: 'doc.at', message: 'om {time}' },
  uploadNote: /*i18n*/ { id: 'doc.upload_note', message: 'Lever uw drukbestanden (PDF) aan via de orderpagina: {link}' },
  uploadBefore: /*i18n*/ { id: 'doc.upload_before', message: 'Graag uiterlijk {date}: later aangeleverde bestanden kunnen de leverdatum verschuiven.' },
  termsNote: /*i18n*/ { id: 'doc.terms_note', message: 'Op al onze offertes, orders en leveringen zijn onze algemene voorwaarden van toepassing.' },
  quoteValidity: /*i18n*/ { id: 'doc.quote_validity', message: 'Deze offerte is {days} dagen geldig, tot en met {date}. Alle prijzen zijn in euro.' },
  quoteAccept: /*i18n*/ { id: 'doc.quote_accept', message: 'Akkoord? Accepteer de offerte in het portaal: {link}' },
  quoteDelivery: /*i18n*/ { id: 'doc.quote_delivery', message: 'De leverdatum wordt bij acceptatie opnieuw bepaald als de gekozen datum dan niet meer haalbaar is.' },
  paymentNote: /*i18n*/ { id: 'doc.payment_note', message: 'Gelieve {total} uiterlijk {due} over te maken op {iban} ten name van {company}, onder vermelding van factuurnummer {number}.' },
  paid: /*i18n*/ { id: 'doc.paid', message: 'Deze factuur is betaald. Dank u wel.' },
  pack_standard: /*i18n*/ { id: 'doc.pack_standard', message: 'Standaard verpakking' },
  pack_59: /*i18n*/ { id: 'doc.pack_59', message: 'Per stuk verpakt' },
  pack_238: /*i18n*/ { id: 'doc.pack_238', message: 'Per locatie verpakt' },
  pack_247: /*i18n*/ { id: 'doc.pack_247', message: 'Per set verpakt' },
} as const satisfies Record<string, Text>;

/** The paperwork's words in one language, as the documents and mails use them. */
function wordsIn(lang: DocumentLang) {
  const i18n = i18nOf(lang);
  const say = (text: Text, values: Readonly<Record<string, string | number>> = {}) => word(withValues(text, values), i18n);
  return {
    confirmation: say(WORDS.confirmation),
    quote: say(WORDS.quote),
    confirmationFile: say(WORDS.confirmationFile),
    quoteFile: say(WORDS.quoteFile),
    invoice: say(WORDS.invoice),
    customer: say(WORDS.customer),
    deliveryAddress: say(WORDS.deliveryAddress),
    pickup: say(WORDS.pickup),
    pickupAt: (company: string, city: string) => say(WORDS.pickupAt, { company, city }),
    orderNumber: say(WORDS.orderNumber),
    quoteNumber: say(WORDS.quoteNumber),
    invoiceNumber: say(WORDS.invoiceNumber),
    orderDate: say(WORDS.orderDate),
    quoteDate: say(WORDS.quoteDate),
    invoiceDate: say(WORDS.invoiceDate),
    validUntil: say(WORDS.validUntil),
    deliveryDate: say(WORDS.deliveryDate),
    dueDate: say(WORDS.dueDate),
    filesDeadline: say(WORDS.filesDeadline),
    reference: say(WORDS.reference),
    poNumber: say(WORDS.poNumber),
    costCentre: say(WORDS.costCentre),
    contact: say(WORDS.contact),
    orders: say(WORDS.orders),
    packaging: say(WORDS.packaging),
    vatId: say(WORDS.vatId),
    kvk: say(WORDS.kvk),
    iban: say(WORDS.iban),
    quantity: say(WORDS.quantity),
    description: say(WORDS.description),
    amountExcl: say(WORDS.amountExcl),
    subtotal: say(WORDS.subtotal),
    vat: (pct: number, base: string) => say(WORDS.vat, { pct, base }),
    total: say(WORDS.total),
    page: (page: number, pages: number) => say(WORDS.page, { page, pages }),
    pieces: say(WORDS.pieces),
    single: say(WORDS.single),
    double: say(WORDS.double),
    originals: (n: number) => say(WORDS.originals, { n }),
    frames: say(WORDS.frames),
    transport: say(WORDS.transport),
    transportOnRequest: say(WORDS.transportOnRequest),
    toFollow: say(WORDS.toFollow),
    at: (time: string) => say(WORDS.at, { time }),
    packs: { standard: say(WORDS.pack_standard), 59: say(WORDS.pack_59), 238: say(WORDS.pack_238), 247: say(WORDS.pack_247) },
    uploadNote: (link: string) => say(WORDS.uploadNote, { link }),
    uploadBefore: (date: string) => say(WORDS.uploadBefore, { date }),
    termsNote: say(WORDS.termsNote),
    quoteValidity: (days: number, date: string) => say(WORDS.quoteValidity, { days, date }),
    quoteAccept: (link: string) => say(WORDS.quoteAccept, { link }),
    quoteDelivery: say(WORDS.quoteDelivery),
    paymentNote: (total: string, due: string, iban: string, company: string, number: string) => say(WORDS.paymentNote, { total, due, iban, company, number }),
    paid: say(WORDS.paid),
  } as const;
}

export const TEXTS: Record<DocumentLang, ReturnType<typeof wordsIn>> = { nl: wordsIn('nl'), en: wordsIn('en') };

export type DocumentTexts = (typeof TEXTS)[DocumentLang];
