import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../services.js';
import { forbidden, unauthenticated } from '../http/errors.js';
import { ACCESS_TOKEN_SECONDS, verifyAccessToken } from './access-token.js';
import { issuedBeforeCutoff } from './session-cutoff.js';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header ?? '');
  return match?.[1] ?? null;
}

/** 401 without a valid, unrevoked access token; sets `c.var.auth`. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const services = c.var.services;
  const token = bearerToken(c.req.header('Authorization'));
  if (!token) throw unauthenticated();
  const claims = await verifyAccessToken(services, token);
  const revoked = await services.db.kysely
    .selectFrom('revoked_jti')
    .select('jti')
    .where('jti', '=', claims.jti)
    .executeTakeFirst();
  if (revoked) throw unauthenticated();
  const user = await services.db.kysely
    .selectFrom('users')
    .select(['active', 'tokens_valid_after'])
    .where('id', '=', claims.userId)
    .executeTakeFirst();
  if (!user || user.active !== 1) throw unauthenticated();
  if (issuedBeforeCutoff(claims.expiresAt - ACCESS_TOKEN_SECONDS, user.tokens_valid_after)) throw unauthenticated();
  c.set('auth', claims);
  await next();
});

/** For calls that act on partner-scoped data: a partner account must have chosen a partner first. */
export const requirePartner = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.auth.partnerId === null) throw forbidden('partner_required');
  await next();
});
