import type { MailMessage } from '../../services.js';
import { wordingIn } from '../../platform/i18n/server-i18n.js';
import { personalMail } from '../../platform/mail/mail-texts.js';

const RESET_MAIL_TEXTS = {
  subject: /*i18n*/ { id: 'mail.reset.subject', message: 'Wachtwoord opnieuw instellen' },
  asked: /*i18n*/ {
    id: 'mail.reset.asked',
    message: 'U hebt gevraagd om uw wachtwoord voor PrintPortal opnieuw in te stellen. Kies een nieuw wachtwoord via deze link (30 minuten geldig, één keer te gebruiken):',
  },
  notYou: /*i18n*/ { id: 'mail.reset.not_you', message: 'Hebt u dit niet zelf gevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.' },
} as const;

/** The reset-link mail in the user's language (nl or en; anything else gets English). */
export function resetMail(to: string, name: string, lang: string, link: string): MailMessage {
  const wording = wordingIn(lang);
  const { say } = wording;
  return personalMail({ email: to, name }, wording, say(RESET_MAIL_TEXTS.subject), [say(RESET_MAIL_TEXTS.asked), '', link, '', say(RESET_MAIL_TEXTS.notYou)]);
}
