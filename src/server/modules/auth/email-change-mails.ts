import type { MailMessage } from '../../services.js';
import { maskEmail } from '../../../domain/email.js';
import { wordingIn } from '../../platform/i18n/server-i18n.js';
import { personalMail } from '../../platform/mail/mail-texts.js';
import type { Text } from '../../../domain/texts/text.js';

/**
 * The mails of a change of login address, in the user's language (nl, else English): the link to
 * the new address, the warning to an address that already has an account, and the notices to the
 * old address when the change is asked for and when it is done. Those notices name the new address
 * masked: the old mailbox may no longer be the user's (a former employee, a lost account), and the
 * full new address would tell its reader where to aim next.
 */
const EMAIL_CHANGE_MAIL_TEXTS = {
  confirmSubject: /*i18n*/ { id: 'mail.email_change.confirm_subject', message: 'Bevestig uw nieuwe e-mailadres' },
  confirmBody: /*i18n*/ {
    id: 'mail.email_change.confirm_body',
    message: 'U wilt dit adres gebruiken om in te loggen bij PrintPortal. Bevestig het via deze link (24 uur geldig, één keer te gebruiken):',
  },
  confirmNotYou: /*i18n*/ { id: 'mail.email_change.confirm_not_you', message: 'Hebt u dit niet zelf gevraagd? Dan kunt u deze e-mail negeren.' },
  inUseSubject: /*i18n*/ { id: 'mail.email_change.in_use_subject', message: 'Uw e-mailadres werd opgegeven voor een ander account' },
  inUseBody: /*i18n*/ {
    id: 'mail.email_change.in_use_body',
    message: 'Iemand heeft gevraagd dit e-mailadres te gebruiken voor een ander PrintPortal-account. Omdat u er al mee inlogt, is er niets gewijzigd en hoeft u niets te doen.',
  },
  requestedSubject: /*i18n*/ { id: 'mail.email_change.requested_subject', message: 'Wijziging van uw e-mailadres aangevraagd' },
  requestedBody: /*i18n*/ {
    id: 'mail.email_change.requested_body',
    message: 'Er is gevraagd om voortaan met {masked} in te loggen bij PrintPortal in plaats van met dit adres. Dat gebeurt pas als de link in de e-mail aan dat adres wordt geopend.',
  },
  requestedNotYou: /*i18n*/ { id: 'mail.email_change.requested_not_you', message: 'Hebt u dit niet zelf gedaan? Wijzig dan meteen uw wachtwoord en neem contact met ons op.' },
  changedSubject: /*i18n*/ { id: 'mail.email_change.changed_subject', message: 'Uw e-mailadres is gewijzigd' },
  changedBody: /*i18n*/ { id: 'mail.email_change.changed_body', message: 'U logt voortaan in bij PrintPortal met {masked}; dit adres hoort niet meer bij uw account.' },
  changedNotYou: /*i18n*/ { id: 'mail.email_change.changed_not_you', message: 'Hebt u dit niet zelf gedaan? Neem dan meteen contact met ons op.' },
} as const;

type Line = string | Text | [Text, Readonly<Record<string, string>>];

/** A mail in the user's language: greeting, the lines (a text is worded, a plain string kept), signature. */
function mail(to: string, name: string, lang: string, subject: Text, lines: readonly Line[]): MailMessage {
  const wording = wordingIn(lang);
  const { say } = wording;
  const shown = lines.map((line) => (typeof line === 'string' ? line : Array.isArray(line) ? say(line[0], line[1]) : say(line)));
  return personalMail({ email: to, name }, wording, say(subject), shown);
}

const T = EMAIL_CHANGE_MAIL_TEXTS;

export function confirmNewAddressMail(to: string, name: string, lang: string, link: string): MailMessage {
  return mail(to, name, lang, T.confirmSubject, [T.confirmBody, '', link, '', T.confirmNotYou]);
}

/** To an address that already logs in to an account: says so instead of telling the requester. */
export function addressInUseMail(to: string, name: string, lang: string): MailMessage {
  return mail(to, name, lang, T.inUseSubject, [T.inUseBody]);
}

export function changeRequestedMail(to: string, name: string, lang: string, newAddress: string): MailMessage {
  return mail(to, name, lang, T.requestedSubject, [[T.requestedBody, { masked: maskEmail(newAddress) }], '', T.requestedNotYou]);
}

export function addressChangedMail(to: string, name: string, lang: string, newAddress: string): MailMessage {
  return mail(to, name, lang, T.changedSubject, [[T.changedBody, { masked: maskEmail(newAddress) }], '', T.changedNotYou]);
}
