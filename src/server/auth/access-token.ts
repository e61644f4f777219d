import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { AuthClaims, Services } from '../services.js';
import { tokenExpired, unauthenticated } from '../http/errors.js';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const AUDIENCE = 'printportal';
const ALGORITHM = 'HS256';

export async function issueAccessToken(
  services: Pick<Services, 'config' | 'now'>,
  userId: number,
  partnerId: number | null,
): Promise<string> {
  const iat = Math.floor(services.now().getTime() / 1000);
  const jwt = new SignJWT(partnerId === null ? {} : { partner: partnerId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(randomUUID())
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_SECONDS);
  return jwt.sign(services.config.jwtSecret);
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
    return {
      userId,
      partnerId: typeof partner === 'number' ? partner : null,
      jti: String(payload.jti),
      expiresAt: Number(payload.exp),
    };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw tokenExpired();
    throw unauthenticated();
  }
}
