import type { OrderKind } from '../../../domain/orders.js';
import type { Services } from '../../services.js';
import { renderBusinessDocument } from '../../platform/pdf/document-layout.js';
import { orderDocument, type OrderDocument } from './order-document.js';
import { TEXTS, type DocumentLang } from './document-texts.js';
import { wordingIn } from '../../platform/i18n/server-i18n.js';
import { MAIL_GREETING } from '../../platform/mail/mail-texts.js';

/** The words of the paperwork mails (locales/{nl,en}/server.po). */
const PAPERWORK_MAIL_TEXTS = {
  confirmationSubject: /*i18n*/ { id: 'mail.paperwork.confirmation_subject', message: 'Orderbevestiging {id}: {reference}' },
  quoteSubject: /*i18n*/ { id: 'mail.paperwork.quote_subject', message: 'Offerte {id}: {reference}' },
  confirmationIntro: /*i18n*/ {
    id: 'mail.paperwork.confirmation_intro',
    message: 'Hartelijk dank voor uw order. Hieronder en in de bijgevoegde PDF staat de bevestiging van order {id}.',
  },
  quoteIntro: /*i18n*/ { id: 'mail.paperwork.quote_intro', message: 'Hartelijk dank voor uw offerteaanvraag. Hieronder en in de bijgevoegde PDF staat offerte {id}.' },
  confirmationLink: /*i18n*/ { id: 'mail.paperwork.confirmation_link', message: 'Bekijk de order en lever uw bestanden aan:' },
  quoteLink: /*i18n*/ { id: 'mail.paperwork.quote_link', message: 'Bekijk en accepteer de offerte in het portaal:' },
  closing: /*i18n*/ { id: 'mail.paperwork.closing', message: 'Met vriendelijke groet,' },
} as const;

function mailWordsIn(lang: DocumentLang) {
  const { say } = wordingIn(lang);
  return {
    confirmationSubject: (id: number, reference: string) => say(PAPERWORK_MAIL_TEXTS.confirmationSubject, { id, reference }),
    quoteSubject: (id: number, reference: string) => say(PAPERWORK_MAIL_TEXTS.quoteSubject, { id, reference }),
    greeting: (name: string) => say(MAIL_GREETING, { name }),
    confirmationIntro: (id: number) => say(PAPERWORK_MAIL_TEXTS.confirmationIntro, { id }),
    quoteIntro: (id: number) => say(PAPERWORK_MAIL_TEXTS.quoteIntro, { id }),
    confirmationLink: say(PAPERWORK_MAIL_TEXTS.confirmationLink),
    quoteLink: say(PAPERWORK_MAIL_TEXTS.quoteLink),
    closing: say(PAPERWORK_MAIL_TEXTS.closing),
  } as const;
}

const MAIL_TEXTS: Record<DocumentLang, ReturnType<typeof mailWordsIn>> = { nl: mailWordsIn('nl'), en: mailWordsIn('en') };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** Whom the paperwork goes to: the order's contact and the user who placed it, each once. */
function recipients(document: OrderDocument): string[] {
  let contact: string | null = null;
  try {
    const parsed = JSON.parse(document.order.contact) as { email?: unknown };
    contact = typeof parsed.email === 'string' ? parsed.email : null;
  } catch {
    contact = null;
  }
  const all = [contact, document.order.user_email].filter((address): address is string => Boolean(address));
  return [...new Map(all.map((address) => [address.toLowerCase(), address])).values()];
}

function contactName(document: OrderDocument): string {
  return document.facts.find(([label]) => label === TEXTS[document.lang].contact)?.[1] ?? document.order.user_name;
}

/** The mail's plain text: the same facts, lines and totals as the PDF. */
function mailText(document: OrderDocument, quote: boolean): string {
  const words = MAIL_TEXTS[document.lang];
  const blocks = [
    words.greeting(contactName(document)),
    quote ? words.quoteIntro(document.order.id) : words.confirmationIntro(document.order.id),
    document.facts.map(([label, value]) => `${label}: ${value}`).join('\n'),
    document.addresses.map((block) => [`${block.heading}:`, ...block.lines.map((line) => `  ${line}`)].join('\n')).join('\n\n'),
    document.lines.map((line) => [`${line.quantity ? `${line.quantity} × ` : ''}${line.description}  ${line.amount}`, ...line.details.map((detail) => `  - ${detail}`)].join('\n')).join('\n\n'),
    document.totals.map((total) => `${total.label}: ${total.amount}`).join('\n'),
    `${quote ? words.quoteLink : words.confirmationLink}\n${document.link}`,
    `${words.closing}\n${document.company.name}`,
  ];
  return blocks.join('\n\n');
}

function mailHtml(document: OrderDocument, quote: boolean): string {
  const words = MAIL_TEXTS[document.lang];
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd;vertical-align:top"';
  const facts = document.facts.map(([label, value]) => `<tr><th align="left" ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value)}</td></tr>`).join('');
  const addresses = document.addresses.map((block) =>
    `<p><strong>${escapeHtml(block.heading)}</strong><br>${block.lines.map(escapeHtml).join('<br>')}</p>`).join('');
  const columns = document.columns;
  const lines = document.lines.map((line) => `<tr><td align="right" ${cell}>${escapeHtml(line.quantity)}</td><td ${cell}><strong>${escapeHtml(line.description)}</strong>${
    line.details.map((detail) => `<br><span style="color:#555">${escapeHtml(detail)}</span>`).join('')}</td><td align="right" ${cell}>${escapeHtml(line.amount)}</td></tr>`).join('');
  const totals = document.totals.map((total) => {
    const open = total.strong ? '<strong>' : '';
    const close = total.strong ? '</strong>' : '';
    return `<tr><td></td><td align="right" ${cell}>${open}${escapeHtml(total.label)}${close}</td><td align="right" ${cell}>${open}${escapeHtml(total.amount)}${close}</td></tr>`;
  }).join('');
  const link = escapeHtml(document.link);
  return `<!doctype html><html lang="${document.lang}"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(words.greeting(contactName(document)))}</p>
<p>${escapeHtml(quote ? words.quoteIntro(document.order.id) : words.confirmationIntro(document.order.id))}</p>
<table style="border-collapse:collapse">${facts}</table>
${addresses}
<table style="border-collapse:collapse;width:100%"><thead><tr><th align="right" ${cell}>${escapeHtml(columns.quantity)}</th><th align="left" ${cell}>${escapeHtml(columns.description)}</th><th align="right" ${cell}>${escapeHtml(columns.amount)}</th></tr></thead>
<tbody>${lines}${totals}</tbody></table>
<p>${escapeHtml(quote ? words.quoteLink : words.confirmationLink)} <a href="${link}">${link}</a></p>
<p>${escapeHtml(words.closing)}<br>${escapeHtml(document.company.name)}</p>
</body></html>`;
}

/**
 * Mails a just placed order's confirmation, or a requested quote, with its PDF, in the language of
 * the user who placed it, to the order's contact and to that user. A template gets no mail.
 */
export async function mailOrderPaperwork(services: Services, placed: { id: number; kind: OrderKind }): Promise<void> {
  if (placed.kind === 'template') return;
  const quote = placed.kind === 'quote';
  const document = await orderDocument(services.db.kysely, {
    orderId: placed.id, partnerId: null, kind: quote ? 'quote' : 'confirmation', company: services.config.company, publicUrl: services.config.publicUrl,
  });
  const pdf = await renderBusinessDocument(document);
  const words = MAIL_TEXTS[document.lang];
  const subject = quote ? words.quoteSubject(placed.id, document.order.reference) : words.confirmationSubject(placed.id, document.order.reference);
  const text = mailText(document, quote);
  const html = mailHtml(document, quote);
  for (const to of recipients(document)) {
    await services.mailer.send({ to, subject, text, html, attachments: [{ filename: document.filename, content: pdf, contentType: 'application/pdf' }] });
  }
}
