import type { MailMessage } from '../services.js';

/** The reset-link mail in the user's language (nl or en; anything else gets English). */
export function resetMail(to: string, name: string, lang: string, link: string): MailMessage {
  if (lang === 'nl') {
    return {
      to,
      subject: 'Wachtwoord opnieuw instellen',
      text: [
        `Beste ${name},`,
        '',
        'Je hebt gevraagd om je wachtwoord voor PrintPortal opnieuw in te stellen. Kies een nieuw wachtwoord via deze link (30 minuten geldig, één keer te gebruiken):',
        '',
        link,
        '',
        'Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
        '',
        'PrintPortal',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Reset your password',
    text: [
      `Dear ${name},`,
      '',
      'You asked to reset your PrintPortal password. Choose a new password with this link (valid for 30 minutes, single use):',
      '',
      link,
      '',
      'Did you not ask for this? Then ignore this e-mail; your password stays as it is.',
      '',
      'PrintPortal',
    ].join('\n'),
  };
}
