import { formatEuro } from '../../../domain/money.js';

/**
 * The words of the paperwork (confirmation, quote, invoice and their mails) in the customer's
 * language, as the server's other mails keep theirs: one table per language, Dutch first.
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

export const TEXTS = {
  nl: {
    confirmation: 'Orderbevestiging',
    quote: 'Offerte',
    confirmationFile: 'orderbevestiging',
    quoteFile: 'offerte',
    invoice: 'Factuur',
    customer: 'Klant',
    deliveryAddress: 'Bezorgadres',
    pickup: 'Afhalen',
    pickupAt: (company: string, city: string) => `Wordt afgehaald bij ${company}, ${city}`,
    orderNumber: 'Ordernummer',
    quoteNumber: 'Offertenummer',
    invoiceNumber: 'Factuurnummer',
    orderDate: 'Orderdatum',
    quoteDate: 'Offertedatum',
    invoiceDate: 'Factuurdatum',
    validUntil: 'Geldig tot',
    deliveryDate: 'Leverdatum',
    dueDate: 'Vervaldatum',
    filesDeadline: 'Bestanden uiterlijk',
    reference: 'Referentie',
    poNumber: 'Inkoopordernummer',
    costCentre: 'Kostenplaats',
    contact: 'Contactpersoon',
    orders: 'Order(s)',
    packaging: 'Verpakking',
    vatId: 'Btw-nr.',
    kvk: 'KvK',
    iban: 'IBAN',
    quantity: 'Aantal',
    description: 'Omschrijving',
    amountExcl: 'Bedrag excl. btw',
    subtotal: 'Totaal excl. btw',
    vat: (pct: number, base: string) => `Btw ${pct}% over ${base}`,
    total: 'Totaal incl. btw',
    page: (page: number, pages: number) => `Pagina ${page} van ${pages}`,
    pieces: 'stuks',
    single: 'enkelzijdig',
    double: 'dubbelzijdig',
    originals: (n: number) => (n === 1 ? '1 origineel' : `${n} originelen`),
    frames: 'PlusFrames: frames en voetplaten',
    transport: 'Transport',
    transportOnRequest: 'Transport (koerier): prijs volgt',
    toFollow: 'n.t.b.',
    at: (time: string) => `om ${time}`,
    packs: { standard: 'Standaard verpakking', 59: 'Per stuk verpakt', 238: 'Per locatie verpakt', 247: 'Per set verpakt' },
    uploadNote: (link: string) => `Lever uw drukbestanden (PDF) aan via de orderpagina: ${link}`,
    uploadBefore: (date: string) => `Graag uiterlijk ${date}: later aangeleverde bestanden kunnen de leverdatum verschuiven.`,
    termsNote: 'Op al onze offertes, orders en leveringen zijn onze algemene voorwaarden van toepassing.',
    quoteValidity: (days: number, date: string) => `Deze offerte is ${days} dagen geldig, tot en met ${date}. Alle prijzen zijn in euro.`,
    quoteAccept: (link: string) => `Akkoord? Accepteer de offerte in het portaal: ${link}`,
    quoteDelivery: 'De leverdatum wordt bij acceptatie opnieuw bepaald als de gekozen datum dan niet meer haalbaar is.',
    paymentNote: (total: string, due: string, iban: string, company: string, number: string) =>
      `Gelieve ${total} uiterlijk ${due} over te maken op ${iban} ten name van ${company}, onder vermelding van factuurnummer ${number}.`,
    paid: 'Deze factuur is betaald. Dank u wel.',
  },
  en: {
    confirmation: 'Order confirmation',
    quote: 'Quote',
    confirmationFile: 'order-confirmation',
    quoteFile: 'quote',
    invoice: 'Invoice',
    customer: 'Customer',
    deliveryAddress: 'Delivery address',
    pickup: 'Pickup',
    pickupAt: (company: string, city: string) => `To be picked up at ${company}, ${city}`,
    orderNumber: 'Order number',
    quoteNumber: 'Quote number',
    invoiceNumber: 'Invoice number',
    orderDate: 'Order date',
    quoteDate: 'Quote date',
    invoiceDate: 'Invoice date',
    validUntil: 'Valid until',
    deliveryDate: 'Delivery date',
    dueDate: 'Due date',
    filesDeadline: 'Files due by',
    reference: 'Reference',
    poNumber: 'PO number',
    costCentre: 'Cost centre',
    contact: 'Contact',
    orders: 'Order(s)',
    packaging: 'Packaging',
    vatId: 'VAT no.',
    kvk: 'CoC',
    iban: 'IBAN',
    quantity: 'Qty',
    description: 'Description',
    amountExcl: 'Amount excl. VAT',
    subtotal: 'Total excl. VAT',
    vat: (pct: number, base: string) => `VAT ${pct}% on ${base}`,
    total: 'Total incl. VAT',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    pieces: 'pieces',
    single: 'single-sided',
    double: 'double-sided',
    originals: (n: number) => (n === 1 ? '1 original' : `${n} originals`),
    frames: 'PlusFrames: frames and base plates',
    transport: 'Transport',
    transportOnRequest: 'Transport (courier): price to follow',
    toFollow: 'to follow',
    at: (time: string) => `at ${time}`,
    packs: { standard: 'Standard packaging', 59: 'Packed per piece', 238: 'Packed per location', 247: 'Packed per set' },
    uploadNote: (link: string) => `Please upload your print files (PDF) on the order page: ${link}`,
    uploadBefore: (date: string) => `Please do so by ${date}: files that arrive later may move the delivery date.`,
    termsNote: 'All our quotes, orders and deliveries are subject to our general terms and conditions.',
    quoteValidity: (days: number, date: string) => `This quote is valid for ${days} days, up to and including ${date}. All prices are in euros.`,
    quoteAccept: (link: string) => `Agreed? Accept the quote in the portal: ${link}`,
    quoteDelivery: 'On acceptance the delivery date is planned again if the chosen date can no longer be met.',
    paymentNote: (total: string, due: string, iban: string, company: string, number: string) =>
      `Please transfer ${total} by ${due} to ${iban} in the name of ${company}, quoting invoice number ${number}.`,
    paid: 'This invoice has been paid. Thank you.',
  },
} as const;

export type DocumentTexts = (typeof TEXTS)[DocumentLang];
