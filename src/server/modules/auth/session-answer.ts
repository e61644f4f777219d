import type { Context } from 'hono';
import type { AppEnv } from '../../services.js';
import type { LoginAnswer } from '../../../domain/session.js';
import { issueAccessToken } from './access-token.js';
import { setRefreshCookie, startFamily, type IssuedRefresh } from './refresh-tokens.js';
import { userPayload, type AccountRow } from './user-payload.js';
import { findLoginFamily } from './queries/login-families.js';

/** The login an answer continues: a refresh token to set as the cookie, or only its family. */
type SessionRefresh = IssuedRefresh | { familyId: string };

/**
 * The LoginAnswer for an account acting for `partnerId`, with the refresh cookie set (when a new
 * refresh token was issued). A partner account that has not chosen yet gets 206 at login (the
 * browser then shows the partner choice).
 */
export async function answerSession(
  c: Context<AppEnv>,
  account: AccountRow,
  partnerId: number | null,
  refresh: SessionRefresh,
  status: 200 | 206 = 200,
) {
  const services = c.var.services;
  if ('token' in refresh) setRefreshCookie(c, refresh, services.now(), services.config.secureCookies);
  // The login's current generation: raised when it retired more tokens one by one than it keeps (revoked-ids.ts).
  const family = await findLoginFamily(services.db.kysely, refresh.familyId);
  const token = await issueAccessToken(services, account.id, partnerId, refresh.familyId, family ? Number(family.generation) : 0);
  const answer: LoginAnswer = { ...(await userPayload(services.db.kysely, account, partnerId)), token };
  return c.json(answer, status);
}

/** A fresh login (password or e-mailed link): a new refresh family. */
export async function startSession(c: Context<AppEnv>, account: AccountRow, partnerId: number | null) {
  const services = c.var.services;
  const refresh = await startFamily(services.db.kysely, account.id, partnerId, services.now());
  const unchosen = account.is_partner_account === 1 && partnerId === null;
  return answerSession(c, account, partnerId, refresh, unchosen ? 206 : 200);
}
