import type { Services } from '../../services.js';
import type { ForgotRequest, ResetRequest } from '../../../domain/session.js';
import { invalid } from '../../platform/http/errors.js';
import { hashPassword } from './passwords.js';
import { consumeResetToken, createResetToken, lastIssuedAt, voidOneTimeTokens } from './one-time-tokens.js';
import { endAllSessions } from './session-cutoff.js';
import { clearFailures } from './throttle.js';
import { findAccountByEmail, setPasswordHash } from './queries/users.js';
import { resetMail } from './reset-mail.js';
import { word } from '../../../domain/texts/text.js';

const RESET_TEXTS = {
  tokenInvalid: /*i18n*/ { id: 'reset.token_invalid', message: 'Deze link is ongeldig of verlopen; vraag een nieuwe link aan.' },
} as const;

/** One link per minute per account, so the forgot form cannot be used to flood someone's inbox. */
const RESEND_AFTER_MS = 60 * 1000;

/**
 * Sends the reset link when the address belongs to an active account. Runs after the answer
 * (POST /auth/email in routes.ts), which says the same either way.
 */
export async function sendResetLink(services: Services, request: ForgotRequest): Promise<void> {
  const db = services.db.kysely;
  const now = services.now();
  const account = await findAccountByEmail(db, request.email);
  if (!account || account.active !== 1) return;
  const last = await lastIssuedAt(db, 'reset_tokens', account.id);
  if (last && now.getTime() - last.getTime() < RESEND_AFTER_MS) return;
  const token = await createResetToken(db, account, now);
  const link = `${services.config.publicUrl}/login/reset/${token}?email=${encodeURIComponent(account.email)}`;
  await services.mailer.send(resetMail(account.email, account.name, account.lang, link));
}

/** Sets the new password and ends every session of the account; 422 on the token field otherwise. */
export async function resetPassword(services: Services, request: ResetRequest): Promise<void> {
  const db = services.db.kysely;
  const now = services.now();
  const account = await findAccountByEmail(db, request.email);
  const consumed = account && account.active === 1 && (await consumeResetToken(db, request.token, now, account));
  if (!account || !consumed) throw invalid({ token: [word(RESET_TEXTS.tokenInvalid)] });
  const passwordHash = await hashPassword(request.password, services.config.scryptCost);
  await setPasswordHash(db, account.id, passwordHash);
  await voidOneTimeTokens(db, 'reset_tokens', account.id, now);
  await voidOneTimeTokens(db, 'login_tokens', account.id, now);
  await endAllSessions(db, account.id, now);
  await clearFailures(db, account.email);
}
