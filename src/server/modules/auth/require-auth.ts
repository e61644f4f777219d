import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../services.js';
import { forbidden, unauthenticated } from '../../platform/http/errors.js';
import { issuedBeforeCutoff } from './session-cutoff.js';
import { familyStanding, isRevoked, userStanding } from './session-cache.js';
import { verifyAccessTokenOnce } from './verified-tokens.js';
import type { AuthClaims } from '../../services.js';
import type { Database } from '../../db/database.js';
import type { Kysely } from 'kysely';

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header ?? '');
  return match?.[1] ?? null;
}

/** A token of a login stops with its login (ended, moved on to a later generation, or this token retired); one without, by its jti. */
async function tokenEnded(db: Kysely<Database>, claims: Readonly<AuthClaims>): Promise<boolean> {
  if (claims.familyId === null) return isRevoked(db, claims.jti);
  const family = await familyStanding(db, claims.familyId);
  return !family || family.revoked || claims.generation < family.generation || family.retired.has(claims.jti);
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
  const [ended, user] = await Promise.all([tokenEnded(db, claims), userStanding(db, claims.userId)]);
  if (ended) throw unauthenticated();
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
