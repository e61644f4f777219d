import type { MailMessage } from '../../services.js';
import { formatEuro } from '../../../domain/money.js';
import { documentLang, longDate as writtenDate } from '../documents/document-texts.js';
import type { Text } from '../../../domain/texts/text.js';
import { wordingIn } from '../../platform/i18n/server-i18n.js';
import { personalMail } from '../../platform/mail/mail-texts.js';

/**
 * The mails that follow an order, so the customer knows where the order stands, in the user's
 * language (nl, else English; texts of the server catalog), each with a text and an HTML part: the reminder while files are missing a working day before the files
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

/** The mails' texts (locales/{nl,en}/server.po), worded in the recipient's language. */
const MAIL_TEXTS = {
  reminderSubject: /*i18n*/ { id: 'mail.reminder.subject', message: 'Herinnering: drukbestanden voor order {id} ontbreken nog' },
  reminderBody: /*i18n*/ {
    id: 'mail.reminder.body',
    message: 'Voor uw order {id} ({reference}) hebben wij nog niet alle drukbestanden. Lever ze uiterlijk {day} om 12:00 uur aan, dan leveren wij op {delivery}.',
  },
  reminderUpload: /*i18n*/ { id: 'mail.reminder.upload', message: 'Bestanden uploaden: {link}' },
  reminderQuestions: /*i18n*/ { id: 'mail.reminder.questions', message: 'Hebt u de bestanden al gestuurd of hebt u vragen? Neem dan contact met ons op.' },
  shippedSubject: /*i18n*/ { id: 'mail.shipped.subject', message: 'Uw order {id} is onderweg' },
  shippedBody: /*i18n*/ { id: 'mail.shipped.body', message: 'Uw order {id} ({reference}) is verzonden.' },
  shippedTracking: /*i18n*/ { id: 'mail.shipped.tracking', message: 'Volg uw pakket: {tracking}' },
  shippedOrder: /*i18n*/ { id: 'mail.shipped.order', message: 'Uw order bekijken: {link}' },
  invoiceSubject: /*i18n*/ { id: 'mail.invoice.subject', message: 'Factuur {number}' },
  invoiceBody: /*i18n*/ {
    id: 'mail.invoice.body',
    message: 'Hierbij ontvangt u factuur {number} van {date} voor order {orders}, totaal {total} inclusief btw. De factuur zit als PDF bij deze e-mail.',
  },
  invoiceDue: /*i18n*/ { id: 'mail.invoice.due', message: 'Graag betaald vóór {due}.' },
  invoiceAll: /*i18n*/ { id: 'mail.invoice.all', message: 'Al uw facturen: {link}' },
} as const satisfies Record<string, Text>;

const wordingFor = (to: Recipient) => wordingIn(to.lang);

/** Files still missing; `deadline` is the working day the files must be in by 12:00. */
export function filesReminderMail(to: Recipient, order: OrderRef, deadline: string, deliveryDate: string, link: string): MailMessage {
  const wording = wordingFor(to);
  const { lang, say } = wording;
  const day = longDate(deadline, lang);
  const delivery = longDate(deliveryDate, lang);
  return personalMail(to, wording, say(MAIL_TEXTS.reminderSubject, { id: order.id }), [
    say(MAIL_TEXTS.reminderBody, { id: order.id, reference: order.reference, day, delivery }),
    '', say(MAIL_TEXTS.reminderUpload, { link }), '',
    say(MAIL_TEXTS.reminderQuestions),
  ]);
}

/** The order left the warehouse; `tracking` is where to follow the parcel (null: staff gave none). */
export function shippedMail(to: Recipient, order: OrderRef, tracking: string | null, link: string): MailMessage {
  const wording = wordingFor(to);
  const { say } = wording;
  return personalMail(to, wording, say(MAIL_TEXTS.shippedSubject, { id: order.id }), [
    say(MAIL_TEXTS.shippedBody, { id: order.id, reference: order.reference }),
    ...(tracking ? ['', say(MAIL_TEXTS.shippedTracking, { tracking })] : []),
    '', say(MAIL_TEXTS.shippedOrder, { link }),
  ]);
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
  const wording = wordingFor(to);
  const { lang, say } = wording;
  const attachment = { ...pdf, contentType: 'application/pdf' };
  const orders = invoice.orderIds.join(', ');
  const total = formatEuro(invoice.totalCents, lang);
  return personalMail(to, wording, say(MAIL_TEXTS.invoiceSubject, { number: invoice.number }), [
    say(MAIL_TEXTS.invoiceBody, { number: invoice.number, date: longDate(invoice.date, lang), orders, total }),
    ...(invoice.dueDate ? ['', say(MAIL_TEXTS.invoiceDue, { due: longDate(invoice.dueDate, lang) })] : []),
    '', say(MAIL_TEXTS.invoiceAll, { link }),
  ], [attachment]);
}
