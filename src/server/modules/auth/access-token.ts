import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AuthClaims, Services } from '../../services.js';
import { tokenExpired, unauthenticated } from '../../platform/http/errors.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const AUDIENCE = 'printportal';
const ALGORITHM = 'HS256';

export async function issueAccessToken(
  services: Pick<Services, 'config' | 'now'>,
  userId: number,
  partnerId: number | null,
  familyId: string | null = null,
  generation = 0,
): Promise<string> {
  const issuedAtMs = services.now().getTime();
  const iat = Math.floor(issuedAtMs / 1000);
  // The millisecond beside `iat` (whole seconds): a login right after a password reset in the same
  // second must count as after the reset's cut-off, and a token from just before it as before.
  const claims: Record<string, string | number> = { iat_ms: issuedAtMs };
  if (partnerId !== null) claims.partner = partnerId;
  // The login it belongs to: when that refresh family is revoked (re-use, logout) this token stops too.
  if (familyId !== null) claims.fam = familyId;
  if (generation > 0) claims.gen = generation;
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS);
  return jwt.sign(services.config.jwtSecret);
}

/** `iat_ms` when it belongs to `iat`'s second; a token without it counts from the start of that second. */
function issuedAtMsOf(payload: { iat?: number; iat_ms?: unknown }): number {
  const secondStart = Number(payload.iat) * 1000;
  const precise = payload.iat_ms;
  if (typeof precise === 'number' && Number.isInteger(precise) && precise >= secondStart && precise < secondStart + 1000) return precise;
  return secondStart;
}

/**
 * Verifies signature (HS256 only: `alg: none` and every other algorithm are refused), audience and
 * expiry. Expired -> 401 token_expired; anything else wrong -> 401 unauthenticated.
 */
export async function verifyAccessToken(
  services: Pick<Services, 'config' | 'now'>,
  token: string,
): Promise<AuthClaims> {
  try {
    const { payload } = await jwtVerify(token, services.config.jwtSecret, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: services.now(),
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    const partner = payload.partner;
    if (!Number.isInteger(userId) || userId < 1) throw unauthenticated();
    if (partner !== undefined && !Number.isInteger(partner)) throw unauthenticated();
    if (payload.fam !== undefined && typeof payload.fam !== 'string') throw unauthenticated();
    const generation = payload.gen ?? 0;
    if (typeof generation !== 'number' || !Number.isInteger(generation) || generation < 0) throw unauthenticated();
    return {
      userId,
      partnerId: typeof partner === 'number' ? partner : null,
      jti: String(payload.jti),
      expiresAt: Number(payload.exp),
      issuedAtMs: issuedAtMsOf(payload),
      familyId: typeof payload.fam === 'string' ? payload.fam : null,
      generation,
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
    throw unauthenticated();
  }
}
