import type { MailMessage, Services } from '../../services.js';
import { invalid } from '../../platform/http/errors.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';
import type { AccountRow } from './user-payload.js';
import { findAccount, findAccountByEmail } from './queries/users.js';
import {
  applyEmailChange, closeOpenEmailChanges, countEmailChangesAfter, deleteEmailChangesUpTo, findEmailChange, insertEmailChange,
} from './queries/email-changes.js';
import { addressChangedMail, addressInUseMail, changeRequestedMail, confirmNewAddressMail } from './email-change-mails.js';
import { voidOneTimeTokens } from './one-time-tokens.js';
import { endOtherSessions } from './session-cutoff.js';
import { errorFields, loggerOf } from '../../platform/log/logger.js';
import { word } from '../../../domain/texts/text.js';

/**
 * A new login address takes effect only when the link mailed to it is opened (as real products do):
 * it proves the mailbox is the user's, a typo cannot lock them out of password resets, and the
 * answer to PUT /settings is the same whether or not the address already belongs to an account.
 * That answer would otherwise tell anyone with an account which addresses are customers here; the
 * owner of a taken address gets a warning mail instead of a link. The old address hears of both
 * the request and the change.
 */
const LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Per user and day, so the form cannot be used to flood inboxes. */
const MAX_REQUESTS_PER_DAY = 10;

const EMAIL_CHANGE_TEXTS = {
  linkInvalid: /*i18n*/ { id: 'email_change.link_invalid', message: 'Deze link om een e-mailadres te bevestigen is ongeldig, al gebruikt of verlopen.' },
  addressTaken: /*i18n*/ { id: 'email_change.address_taken', message: 'Dit e-mailadres is al in gebruik bij een ander account.' },
  // Under the e-mail field of the settings form.
  addressTakenField: /*i18n*/ { id: 'email_change.address_taken_field', message: 'Dit e-mailadres is al in gebruik.' },
} as const;

/** Not awaited: a mail server's speed must not tell a taken address from a free one. */
function sendQuietly(services: Services, message: MailMessage): void {
  services.mailer.send(message).catch((error: unknown) => {
    loggerOf(services).error(errorFields(error), 'e-mail change mail not sent');
  });
}

export async function requestEmailChange(services: Services, account: AccountRow, newEmail: string): Promise<void> {
  const db = services.db.kysely;
  const now = services.now();
  const dayAgo = new Date(now.getTime() - LIFETIME_MS).toISOString();
  // Requests older than a day have expired: nothing to keep them for.
  await deleteEmailChangesUpTo(db, account.id, dayAgo);
  if ((await countEmailChangesAfter(db, account.id, dayAgo)) >= MAX_REQUESTS_PER_DAY) return;
  // Only the newest request can be confirmed.
  await closeOpenEmailChanges(db, account.id, now.toISOString());
  const token = newSecretToken();
  await insertEmailChange(db, {
    user_id: account.id, new_email: newEmail, token_hash: hashSecretToken(token),
    created_at: now.toISOString(), expires_at: new Date(now.getTime() + LIFETIME_MS).toISOString(), used_at: null,
  });
  const owner = await findAccountByEmail(db, newEmail);
  const link = `${services.config.publicUrl}/settings?email_token=${token}`;
  sendQuietly(services, owner
    ? addressInUseMail(newEmail, owner.name, owner.lang)
    : confirmNewAddressMail(newEmail, account.name, account.lang, link));
  sendQuietly(services, changeRequestedMail(account.email, account.name, account.lang, newEmail));
}

/**
 * Makes the confirmed address the user's login; 422 when the link is not theirs or not valid any
 * more, or when another account took the address meanwhile (the unique constraint decides a race).
 *
 * Whoever could read the old mailbox must lose the account with it: every reset and login link
 * mailed so far is void, and every other session ends. The session that confirms stays: it holds
 * both a valid login and the link that reached the new mailbox, so it is the new address's owner,
 * and logging them out in the middle of their own change would only make them log in again.
 */
export async function confirmEmailChange(
  services: Services,
  session: { userId: number; familyId: string | null },
  token: string,
): Promise<void> {
  const { userId } = session;
  const db = services.db.kysely;
  const now = services.now();
  const account = await findAccount(db, userId);
  const change = await findEmailChange(db, userId, hashSecretToken(token));
  const linkInvalid = () => invalid({ token: [word(EMAIL_CHANGE_TEXTS.linkInvalid)] }, EMAIL_CHANGE_TEXTS.linkInvalid);
  if (!account || !change || change.used_at || now >= new Date(change.expires_at)) throw linkInvalid();
  let applied: boolean;
  try {
    applied = await applyEmailChange(db, { id: change.id, newEmail: change.new_email }, userId, now.toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ email: [word(EMAIL_CHANGE_TEXTS.addressTakenField)] }, EMAIL_CHANGE_TEXTS.addressTaken);
    throw error;
  }
  if (!applied) throw linkInvalid();
  await voidOneTimeTokens(db, 'reset_tokens', userId, now);
  await voidOneTimeTokens(db, 'login_tokens', userId, now);
  await endOtherSessions(db, userId, session.familyId, now);
  sendQuietly(services, addressChangedMail(account.email, account.name, account.lang, change.new_email));
}
