import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: refresh, reset and login-link tokens. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked database does not hand out live sessions or links. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
