import type { MailMessage } from '../../services.js';
import { maskEmail } from '../../../domain/email.js';
import { mailOfLines } from '../../platform/mail/compose.js';

/**
 * The mails of a change of login address, in the user's language (nl, else English): the link to
 * the new address, the warning to an address that already has an account, and the notices to the
 * old address when the change is asked for and when it is done. Those notices name the new address
 * masked: the old mailbox may no longer be the user's (a former employee, a lost account), and the
 * full new address would tell its reader where to aim next.
 */
type Lang = 'nl' | 'en';
const langOf = (lang: string): Lang => (lang === 'nl' ? 'nl' : 'en');

interface Greeting { lang: Lang; line: string }

function mail(to: string, subject: string, greeting: Greeting, lines: string[]): MailMessage {
  return mailOfLines(to, subject, [greeting.line, '', ...lines, '', 'PrintPortal'], greeting.lang);
}

const greeting = (lang: Lang, name: string): Greeting => ({ lang, line: lang === 'nl' ? `Beste ${name},` : `Dear ${name},` });

export function confirmNewAddressMail(to: string, name: string, lang: string, link: string): MailMessage {
  return langOf(lang) === 'nl'
    ? mail(to, 'Bevestig uw nieuwe e-mailadres', greeting('nl', name), [
      'U wilt dit adres gebruiken om in te loggen bij PrintPortal. Bevestig het via deze link (24 uur geldig, één keer te gebruiken):',
      '', link, '', 'Hebt u dit niet zelf gevraagd? Dan kunt u deze e-mail negeren.',
    ])
    : mail(to, 'Confirm your new e-mail address', greeting('en', name), [
      'You want to log in to PrintPortal with this address. Confirm it with this link (valid for 24 hours, single use):',
      '', link, '', 'Did you not ask for this? Then ignore this e-mail.',
    ]);
}

/** To an address that already logs in to an account: says so instead of telling the requester. */
export function addressInUseMail(to: string, name: string, lang: string): MailMessage {
  return langOf(lang) === 'nl'
    ? mail(to, 'Uw e-mailadres werd opgegeven voor een ander account', greeting('nl', name), [
      'Iemand heeft gevraagd dit e-mailadres te gebruiken voor een ander PrintPortal-account. Omdat u er al mee inlogt, is er niets gewijzigd en hoeft u niets te doen.',
    ])
    : mail(to, 'Your e-mail address was entered for another account', greeting('en', name), [
      'Someone asked to use this e-mail address for another PrintPortal account. As you already log in with it, nothing has changed and you need not do anything.',
    ]);
}

export function changeRequestedMail(to: string, name: string, lang: string, newAddress: string): MailMessage {
  const masked = maskEmail(newAddress);
  return langOf(lang) === 'nl'
    ? mail(to, 'Wijziging van uw e-mailadres aangevraagd', greeting('nl', name), [
      `Er is gevraagd om voortaan met ${masked} in te loggen bij PrintPortal in plaats van met dit adres. Dat gebeurt pas als de link in de e-mail aan dat adres wordt geopend.`,
      '', 'Hebt u dit niet zelf gedaan? Wijzig dan meteen uw wachtwoord en neem contact met ons op.',
    ])
    : mail(to, 'A change of your e-mail address was requested', greeting('en', name), [
      `Someone asked to log in to PrintPortal with ${masked} from now on instead of this address. That happens only once the link in the e-mail to that address is opened.`,
      '', 'Was this not you? Then change your password at once and contact us.',
    ]);
}

export function addressChangedMail(to: string, name: string, lang: string, newAddress: string): MailMessage {
  const masked = maskEmail(newAddress);
  return langOf(lang) === 'nl'
    ? mail(to, 'Uw e-mailadres is gewijzigd', greeting('nl', name), [
      `U logt voortaan in bij PrintPortal met ${masked}; dit adres hoort niet meer bij uw account.`,
      '', 'Hebt u dit niet zelf gedaan? Neem dan meteen contact met ons op.',
    ])
    : mail(to, 'Your e-mail address was changed', greeting('en', name), [
      `From now on you log in to PrintPortal with ${masked}; this address no longer belongs to your account.`,
      '', 'Was this not you? Then contact us at once.',
    ]);
}
