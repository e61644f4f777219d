import type { MailMessage } from '../../services.js';
import { mailOfLines } from '../../platform/mail/compose.js';

/** The reset-link mail in the user's language (nl or en; anything else gets English). */
export function resetMail(to: string, name: string, lang: string, link: string): MailMessage {
  if (lang === 'nl') {
    return mailOfLines(to, 'Wachtwoord opnieuw instellen', [
      `Beste ${name},`,
      '',
      'U hebt gevraagd om uw wachtwoord voor PrintPortal opnieuw in te stellen. Kies een nieuw wachtwoord via deze link (30 minuten geldig, één keer te gebruiken):',
      '',
      link,
      '',
      'Hebt u dit niet zelf gevraagd? Dan kunt u deze e-mail negeren; uw wachtwoord blijft ongewijzigd.',
      '',
      'PrintPortal',
    ], 'nl');
  }
  return mailOfLines(to, 'Reset your password', [
    `Dear ${name},`,
    '',
    'You asked to reset your PrintPortal password. Choose a new password with this link (valid for 30 minutes, single use):',
    '',
    link,
    '',
    'Did you not ask for this? Then ignore this e-mail; your password stays as it is.',
    '',
    'PrintPortal',
  ], 'en');
}
