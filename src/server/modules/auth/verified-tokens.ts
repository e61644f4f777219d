import type { AuthClaims, Services } from '../../services.js';
import { tokenExpired } from '../../platform/http/errors.js';
import { verifyAccessToken } from './access-token.js';

/**
 * Access tokens whose signature, algorithm, audience and claims were checked once, per secret. The
 * check is the costliest part of an authenticated call (an HMAC through Web Crypto); its outcome
 * for one token string and one secret never changes, except for the expiry, which is compared
 * again on every use exactly as jose does (expired when `exp <= now` in whole seconds). Tokens that
 * fail are not kept, so a forged one is checked in full every time. Revocation is not decided here.
 */
const MAX_TOKENS = 20_000;
const verified = new WeakMap<Uint8Array, Map<string, Readonly<AuthClaims>>>();

export async function verifyAccessTokenOnce(
  services: Pick<Services, 'config' | 'now'>,
  token: string,
): Promise<Readonly<AuthClaims>> {
  const secret = services.config.jwtSecret;
  let tokens = verified.get(secret);
  if (!tokens) {
    tokens = new Map();
    verified.set(secret, tokens);
  }
  const known = tokens.get(token);
  if (known) {
    if (known.expiresAt <= Math.floor(services.now().getTime() / 1000)) throw tokenExpired();
    return known;
  }
  const claims = Object.freeze(await verifyAccessToken(services, token));
  // A cache, not a token store: when full it starts over (every live token is verified again once).
  if (tokens.size >= MAX_TOKENS) tokens.clear();
  tokens.set(token, claims);
  return claims;
}
