import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';
import {
  findOneTimeToken, insertOneTimeToken, lastOneTimeTokenCreatedAt, markOneTimeTokenUsed, markUnusedOneTimeTokensUsed,
  type OneTimeKind,
} from './queries/one-time-tokens.js';

/** Password-reset links (30 minutes) and e-mailed login links (15 minutes): single use, stored hashed. */
const ONE_TIME_LIFETIME_MS: Record<OneTimeKind, number> = {
  reset_tokens: 30 * 60 * 1000,
  login_tokens: 15 * 60 * 1000,
};

export async function createOneTimeToken(db: Kysely<Database>, kind: OneTimeKind, userId: number, now: Date): Promise<string> {
  const token = newSecretToken();
  await insertOneTimeToken(db, kind, {
    user_id: userId,
    token_hash: hashSecretToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ONE_TIME_LIFETIME_MS[kind]).toISOString(),
    used_at: null,
  });
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown, used, expired or (when
 * given) belongs to another user. The conditional update makes two racing uses yield one winner.
 */
export async function consumeOneTimeToken(
  db: Kysely<Database>,
  kind: OneTimeKind,
  token: string,
  now: Date,
  userId?: number,
): Promise<number | null> {
  const row = await findOneTimeToken(db, kind, hashSecretToken(token), userId);
  if (!row || row.used_at || now >= new Date(row.expires_at)) return null;
  return (await markOneTimeTokenUsed(db, kind, row.id, now.toISOString())) ? row.user_id : null;
}

/** After a reset every other reset link of that user is void too. */
export async function voidOneTimeTokens(db: Kysely<Database>, kind: OneTimeKind, userId: number, now: Date): Promise<void> {
  await markUnusedOneTimeTokensUsed(db, kind, userId, now.toISOString());
}

/** When the user last got such a token (to avoid mailing a link on every click). */
export async function lastIssuedAt(db: Kysely<Database>, kind: OneTimeKind, userId: number): Promise<Date | null> {
  const createdAt = await lastOneTimeTokenCreatedAt(db, kind, userId);
  return createdAt === null ? null : new Date(createdAt);
}
