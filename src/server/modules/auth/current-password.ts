import type { Context } from 'hono';
import type { AppEnv } from '../../services.js';
import { clientIp } from '../../platform/http/client-address.js';
import { tooManyAttempts } from './auth-messages.js';
import { verifyPassword } from './passwords.js';
import { clearClientFailures, startAttempt, throttledFor, withdrawAttempt } from './throttle.js';
import { word } from '../../../domain/texts/text.js';
import { ruleText, RULE_TEXTS } from '../../../domain/texts/rule-texts.js';

const CURRENT_PASSWORD_TEXTS = {
  wrong: /*i18n*/ { id: 'account.current_password_wrong', message: 'Dit is niet uw huidige wachtwoord.' },
} as const;

/**
 * The current password a signed-in user must give for a change a stolen access token must not make
 * (the login address). A wrong one counts as a failed login of the account, for this session alone
 * (its login family): a thief with the token gets 10 guesses per 15 minutes, the owner is not locked.
 * Answers the field errors, or null when the password is right; 429 when the session guessed too often.
 */
export async function currentPasswordErrors(
  c: Context<AppEnv>,
  account: { email: string; password_hash: string },
  password: string | undefined,
): Promise<string[] | null> {
  if (!password) return [word(ruleText(RULE_TEXTS.required, 'current_password'))];
  const { db, config, now } = c.var.services;
  const { familyId, jti } = c.var.auth;
  const client = { ip: clientIp(c, config.trustedProxy), device: `session:${familyId ?? jti}` };
  const at = now();
  const attempt = await startAttempt(db.kysely, account.email, client, at);
  const wait = await throttledFor(db.kysely, account.email, client, at, attempt);
  if (wait !== null) {
    await withdrawAttempt(db.kysely, attempt);
    throw tooManyAttempts(wait);
  }
  if (!(await verifyPassword(password, account.password_hash))) return [word(CURRENT_PASSWORD_TEXTS.wrong)];
  await clearClientFailures(db.kysely, account.email, client);
  return null;
}
