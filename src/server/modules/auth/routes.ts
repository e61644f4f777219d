import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../services.js';
import { ForgotSchema, LoginSchema, ResetSchema, type LoginRequest } from '../../../domain/session.js';
import { unauthenticated } from '../../platform/http/errors.js';
import { idParam, jsonOf } from '../../platform/http/validate.js';
import { requireAuth } from './require-auth.js';
import { retireAccessToken } from './revoked-ids.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { consumeLoginToken } from './one-time-tokens.js';
import {
  clearRefreshCookie, familyOf, readRefreshCookie, revokeFamily, rotateRefresh, startFamily,
} from './refresh-tokens.js';
import { clearClientFailures, mayCheckWhileThrottled, startAttempt, throttledFor, withdrawAttempt } from './throttle.js';
import { clientIp } from '../../platform/http/client-address.js';
import { knownDeviceOf, rememberDevice } from './known-device.js';
import { defaultPartner, mayActFor } from './user-payload.js';
import { findAccount, findAccountByEmail } from './queries/users.js';
import { answerSession, startSession } from './session-answer.js';
import { resetPassword, sendResetLink } from './password-reset.js';
import { authError, authMessage, tooManyAttempts } from './auth-messages.js';
import { afterAnswerOf } from '../../platform/http/after-answer.js';
import { mailLoginLink } from './login-link.js';
import type { AccountRow } from './user-payload.js';

type AuthContext = Context<AppEnv>;

async function passwordLogin(c: AuthContext, email: string, password: string) {
  const { db, config, now } = c.var.services;
  const at = now();
  const account = await findAccountByEmail(db.kysely, email);
  const client = {
    ip: clientIp(c, config.trustedProxy),
    device: account ? await knownDeviceOf(c, account.id) : null,
  };
  const attempt = await startAttempt(db.kysely, email, client, at);
  const wait = await throttledFor(db.kysely, email, client, at, attempt);
  if (wait !== null && !(await mayCheckWhileThrottled(db.kysely, client, at, attempt))) {
    await withdrawAttempt(db.kysely, attempt);
    throw tooManyAttempts(wait);
  }
  const matches = account
    ? await verifyPassword(password, account.password_hash)
    : await verifyAgainstDummy(password, config.scryptCost);
  if (wait !== null) {
    const waitWithThisOne = (await throttledFor(db.kysely, email, client, at, null)) ?? wait;
    return throttledButChecked(c, matches && account?.active === 1 ? account : null, waitWithThisOne);
  }
  if (!account || !matches || account.active !== 1) {
    // Unknown e-mail, inactive account and wrong password: one and the same answer. The attempt
    // stays counted as a failure.
    throw authError(401, 'invalid_credentials');
  }
  await clearClientFailures(db.kysely, email, client);
  await rememberDevice(c, account.id, client.device);
  return startSession(c, account, defaultPartner(account));
}

/**
 * A new device over a limit (strangers' failures may have caused it): right or wrong password, the
 * same 429, after the same work, and the attempt stays counted either way, so a guesser learns
 * nothing from it. When the password was right the account's mailbox gets a login link, sent after
 * the answer so its time cannot tell either.
 */
function throttledButChecked(c: AuthContext, rightAccount: AccountRow | null, wait: number): never {
  const services = c.var.services;
  if (rightAccount) afterAnswerOf(services).run('login link', () => mailLoginLink(services, rightAccount), c.var.log);
  throw tooManyAttempts(wait, true);
}

async function tokenLogin(c: AuthContext, token: string) {
  const { db, now } = c.var.services;
  const userId = await consumeLoginToken(db.kysely, token, now());
  const account = userId === null ? undefined : await findAccount(db.kysely, userId);
  if (!account || account.active !== 1) throw authError(401, 'invalid_login_token');
  // The link reached the account's mailbox: this browser is the owner's from now on, as after a password login.
  await rememberDevice(c, account.id, await knownDeviceOf(c, account.id));
  return startSession(c, account, defaultPartner(account));
}

/** Binds the bearer's session to a partner of its list; the refresh cookie follows the choice. */
async function choosePartner(c: AuthContext, partnerId: number) {
  await requireAuth(c, async () => undefined);
  const { db, now } = c.var.services;
  const userId = c.var.auth.userId;
  const account = await findAccount(db.kysely, userId);
  if (!account) throw unauthenticated();
  if (!(await mayActFor(db.kysely, account, partnerId))) throw authError(403, 'partner_not_allowed');
  const cookie = readRefreshCookie(c);
  const ownFamily = cookie ? await familyOf(db.kysely, cookie, userId) : null;
  const rotated = cookie && ownFamily ? await rotateRefresh(db.kysely, cookie, now(), { partnerId }) : null;
  // Without its own refresh cookie the caller holds only an access token (perhaps a stolen one):
  // it stays in that token's login, with no cookie of its own. A new family here would turn a
  // 15-minute token into a 30-day login that outlives the revocation of the old one, and give a
  // fresh budget of current-password guesses.
  const bearerFamily = c.var.auth.familyId;
  const refresh = rotated ?? (bearerFamily ? { familyId: bearerFamily } : await startFamily(db.kysely, userId, partnerId, now()));
  // The token of the partner left behind is done: it must not act for that partner any more.
  await revokeAccessToken(c);
  return answerSession(c, account, partnerId, refresh);
}

/** Refuses the bearer's access token from now on (logout, partner switch). */
async function revokeAccessToken(c: AuthContext): Promise<void> {
  const { db, now } = c.var.services;
  await retireAccessToken(db.kysely, c.var.auth, now());
}

function login(c: AuthContext, request: LoginRequest) {
  switch (request.type) {
    case 'password':
      return passwordLogin(c, request.email, request.password);
    case 'token':
      return tokenLogin(c, request.token);
    case 'partner':
      return choosePartner(c, request.partner);
  }
}

export function authRoutes() {
  return new Hono<AppEnv>()
    .post('/auth/login', jsonOf(LoginSchema), async (c) => login(c, c.req.valid('json')))
    .get('/auth/partner/:partner', async (c) => {
      const partnerId = idParam(c, 'partner');
      return choosePartner(c, partnerId);
    })
    .get('/auth/refresh', async (c) => {
      const { db, now, config } = c.var.services;
      const cookie = readRefreshCookie(c);
      const rotated = cookie ? await rotateRefresh(db.kysely, cookie, now()) : null;
      const account = rotated ? await findAccount(db.kysely, rotated.userId) : undefined;
      const allowed = account && account.active === 1 && (rotated?.partnerId == null || (await mayActFor(db.kysely, account, rotated.partnerId)));
      if (!rotated || !account || !allowed) {
        if (rotated) await revokeFamily(db.kysely, rotated.familyId, now());
        clearRefreshCookie(c, config.secureCookies);
        throw unauthenticated();
      }
      return answerSession(c, account, rotated.partnerId, rotated);
    })
    .delete('/auth/logout', requireAuth, async (c) => {
      const { db, now, config } = c.var.services;
      const { userId } = c.var.auth;
      await revokeAccessToken(c);
      const cookie = readRefreshCookie(c);
      const family = cookie ? await familyOf(db.kysely, cookie, userId) : null;
      if (family) await revokeFamily(db.kysely, family, now());
      clearRefreshCookie(c, config.secureCookies);
      return c.body(null, 204);
    })
    .post('/auth/email', jsonOf(ForgotSchema), async (c) => {
      const request = c.req.valid('json');
      const services = c.var.services;
      // Known or not, the answer goes out before the address is even looked up: the time it takes
      // cannot tell which addresses have an account.
      afterAnswerOf(services).run('reset link', () => sendResetLink(services, request), c.var.log);
      return c.json({ message: authMessage('reset_link_sent') });
    })
    .post('/auth/reset', jsonOf(ResetSchema), async (c) => {
      await resetPassword(c.var.services, c.req.valid('json'));
      return c.json({ message: authMessage('password_reset') });
    });
}
