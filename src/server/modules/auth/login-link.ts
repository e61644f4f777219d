import type { MailMessage, Services } from '../../services.js';
import { wordingIn } from '../../platform/i18n/server-i18n.js';
import { personalMail } from '../../platform/mail/mail-texts.js';
import type { AccountRow } from './user-payload.js';
import { createOneTimeToken, lastIssuedAt } from './one-time-tokens.js';

/**
 * The login link mailed when the right password comes from a new device while logins are held back
 * after many failed attempts (routes.ts): single use, 15 minutes. It can only reach the owner's
 * mailbox, so strangers guessing at the account no longer keep the owner out, and to the owner it
 * is also the warning that someone else typed the password if it was not them.
 */
const RESEND_AFTER_MS = 60 * 1000;

const LOGIN_LINK_TEXTS = {
  subject: /*i18n*/ { id: 'mail.login_link.subject', message: 'Uw inloglink voor PrintPortal' },
  body: /*i18n*/ {
    id: 'mail.login_link.body',
    message:
      'Er is met uw wachtwoord ingelogd op een nieuw apparaat, terwijl inloggen op uw account tijdelijk werd tegengehouden na veel mislukte pogingen. Log in met deze link (15 minuten geldig, één keer te gebruiken):',
  },
  notYou: /*i18n*/ { id: 'mail.login_link.not_you', message: 'Was u dit niet? Dan kent iemand anders uw wachtwoord: wijzig het meteen.' },
} as const;

function loginLinkMail(to: string, name: string, lang: string, link: string): MailMessage {
  const wording = wordingIn(lang);
  const { say } = wording;
  return personalMail({ email: to, name }, wording, say(LOGIN_LINK_TEXTS.subject), [say(LOGIN_LINK_TEXTS.body), '', link, '', say(LOGIN_LINK_TEXTS.notYou)]);
}

/** Mails a login link, at most one a minute per account (the one before is still valid then). */
export async function mailLoginLink(services: Services, account: AccountRow): Promise<void> {
  const db = services.db.kysely;
  const now = services.now();
  const last = await lastIssuedAt(db, 'login_tokens', account.id);
  if (last && now.getTime() - last.getTime() < RESEND_AFTER_MS) return;
  const token = await createOneTimeToken(db, 'login_tokens', account.id, now);
  await services.mailer.send(loginLinkMail(account.email, account.name, account.lang, `${services.config.publicUrl}/?token=${token}`));
}
