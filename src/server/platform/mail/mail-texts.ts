import type { MailAttachment, MailMessage } from '../../services.js';
import type { Text } from '../../../domain/texts/text.js';
import { mailOfLines } from './compose.js';

/** The opening and closing line of every mail (locales/{nl,en}/server.po). */
export const MAIL_GREETING = /*i18n*/ { id: 'mail.greeting', message: 'Beste {name},' };
export const MAIL_SIGNATURE = /*i18n*/ { id: 'mail.signature', message: 'PrintPortal' };

/** How a mail is worded in its reader's language (`wordingIn(user.lang)`). */
export interface MailWording {
  lang: string;
  say: (text: Text, values?: Readonly<Record<string, string | number>>) => string;
}

/** A mail to one person: the greeting with their name, the body's lines, the signature, a blank line between. */
export function personalMail(
  to: { email: string; name: string }, wording: MailWording, subject: string, body: readonly string[], attachments?: MailAttachment[],
): MailMessage {
  const { lang, say } = wording;
  return mailOfLines(to.email, subject, [say(MAIL_GREETING, { name: to.name }), '', ...body, '', say(MAIL_SIGNATURE)], lang, attachments);
}
