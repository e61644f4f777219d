import type { MailMessage } from '../../services.js';
import { formatEuro } from '../../../domain/money.js';
import { mailOfLines } from '../../platform/mail/compose.js';
import { documentLang, longDate as writtenDate } from '../documents/document-texts.js';

/**
 * The mails that follow an order, so the customer knows where the order stands, in the user's
 * language (nl, else English), each with a text and an HTML part: the reminder while files are missing a working day before the files
 * deadline, the mail with the package tracking when the order ships, and the invoice with its PDF.
 */
/** A date as the paperwork writes it ("26 november 2026"), in the mail's language. */
const longDate = (iso: string, lang: string): string => writtenDate(iso, documentLang(lang));

export interface Recipient {
  email: string;
  name: string;
  lang: string;
}

interface OrderRef {
  id: number;
  reference: string;
}

const isNl = (lang: string) => lang === 'nl';
const greeting = (to: Recipient) => (isNl(to.lang) ? `Beste ${to.name},` : `Dear ${to.name},`);
const lang = (to: Recipient) => (isNl(to.lang) ? 'nl' : 'en');

/** Files still missing; `deadline` is the working day the files must be in by 12:00. */
export function filesReminderMail(to: Recipient, order: OrderRef, deadline: string, deliveryDate: string, link: string): MailMessage {
  const day = longDate(deadline, to.lang);
  const delivery = longDate(deliveryDate, to.lang);
  return isNl(to.lang)
    ? mailOfLines(to.email, `Herinnering: drukbestanden voor order ${order.id} ontbreken nog`, [
      greeting(to), '',
      `Voor uw order ${order.id} (${order.reference}) hebben wij nog niet alle drukbestanden. Lever ze uiterlijk ${day} om 12:00 uur aan, dan leveren wij op ${delivery}.`,
      '', `Bestanden uploaden: ${link}`, '',
      'Hebt u de bestanden al gestuurd of hebt u vragen? Neem dan contact met ons op.', '', 'PrintPortal',
    ], 'nl')
    : mailOfLines(to.email, `Reminder: print files for order ${order.id} are still missing`, [
      greeting(to), '',
      `We do not have all print files for your order ${order.id} (${order.reference}) yet. Send them by ${day}, 12:00 noon, and we deliver on ${delivery}.`,
      '', `Upload the files: ${link}`, '',
      'Sent them already, or any questions? Then please contact us.', '', 'PrintPortal',
    ], 'en');
}

/** The order left the warehouse; `tracking` is where to follow the parcel (null: staff gave none). */
export function shippedMail(to: Recipient, order: OrderRef, tracking: string | null, link: string): MailMessage {
  return isNl(to.lang)
    ? mailOfLines(to.email, `Uw order ${order.id} is onderweg`, [
      greeting(to), '',
      `Uw order ${order.id} (${order.reference}) is verzonden.`,
      ...(tracking ? ['', `Volg uw pakket: ${tracking}`] : []),
      '', `Uw order bekijken: ${link}`, '', 'PrintPortal',
    ], 'nl')
    : mailOfLines(to.email, `Your order ${order.id} is on its way`, [
      greeting(to), '',
      `Your order ${order.id} (${order.reference}) has been shipped.`,
      ...(tracking ? ['', `Track your parcel: ${tracking}`] : []),
      '', `See your order: ${link}`, '', 'PrintPortal',
    ], 'en');
}

export interface InvoiceFacts {
  number: string;
  date: string;
  /** yyyy-mm-dd; null for invoices from before due dates were kept. */
  dueDate: string | null;
  totalCents: number;
  orderIds: number[];
}

/** The invoice with its PDF attached (always sent: it cannot be switched off). */
export function invoiceMail(to: Recipient, invoice: InvoiceFacts, pdf: { filename: string; content: Buffer }, link: string): MailMessage {
  const attachment = { ...pdf, contentType: 'application/pdf' };
  const orders = invoice.orderIds.join(', ');
  const total = formatEuro(invoice.totalCents, lang(to));
  return isNl(to.lang)
    ? mailOfLines(to.email, `Factuur ${invoice.number}`, [
      greeting(to), '',
      `Hierbij ontvangt u factuur ${invoice.number} van ${longDate(invoice.date, 'nl')} voor order ${orders}, totaal ${total} inclusief btw. De factuur zit als PDF bij deze e-mail.`,
      ...(invoice.dueDate ? ['', `Graag betaald vóór ${longDate(invoice.dueDate, 'nl')}.`] : []),
      '', `Al uw facturen: ${link}`, '', 'PrintPortal',
    ], 'nl', [attachment])
    : mailOfLines(to.email, `Invoice ${invoice.number}`, [
      greeting(to), '',
      `Please find invoice ${invoice.number} of ${longDate(invoice.date, 'en')} for order ${orders}, total ${total} including VAT, attached to this e-mail as a PDF.`,
      ...(invoice.dueDate ? ['', `Please pay by ${longDate(invoice.dueDate, 'en')}.`] : []),
      '', `All your invoices: ${link}`, '', 'PrintPortal',
    ], 'en', [attachment]);
}
