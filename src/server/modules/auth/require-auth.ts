import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../services.js';
import { forbidden, unauthenticated } from '../../platform/http/errors.js';
import { issuedBeforeCutoff } from './session-cutoff.js';
import { isRevoked, userStanding } from './session-cache.js';
import { verifyAccessTokenOnce } from './verified-tokens.js';
import { familyKey } from './revoked-ids.js';

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * 401 without a valid, unrevoked access token of an active user issued after their session cut-off;
 * sets `c.var.auth`. The revocation and user checks read the session cache (no query per call).
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const services = c.var.services;
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) throw unauthenticated();
  const claims = await verifyAccessTokenOnce(services, token);
  const db = services.db.kysely;
  const nowSeconds = Math.floor(services.now().getTime() / 1000);
  const [revoked, familyRevoked, user] = await Promise.all([
    isRevoked(db, claims.jti, nowSeconds),
    claims.familyId === null ? false : isRevoked(db, familyKey(claims.familyId), nowSeconds),
    userStanding(db, claims.userId),
  ]);
  if (revoked || familyRevoked) throw unauthenticated();
  if (!user || !user.active) throw unauthenticated();
  if (issuedBeforeCutoff(claims.issuedAtMs, user.tokensValidAfter)) throw unauthenticated();
  c.set('auth', claims);
  await next();
});

/** For calls that act on partner-scoped data: a partner account must have chosen a partner first. */
export const requirePartner = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.auth.partnerId === null) throw forbidden('partner_required');
  await next();
});
