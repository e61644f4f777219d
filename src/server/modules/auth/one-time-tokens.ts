import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';
import {
  findOneTimeToken, findResetToken, insertOneTimeToken, insertResetToken, lastOneTimeTokenCreatedAt, markOneTimeTokenUsed,
  markUnusedOneTimeTokensUsed, type OneTimeKind,
} from './queries/one-time-tokens.js';

/** Password-reset links (30 minutes) and e-mailed login links (15 minutes): single use, stored hashed. */
const ONE_TIME_LIFETIME_MS: Record<OneTimeKind, number> = {
  reset_tokens: 30 * 60 * 1000,
  login_tokens: 15 * 60 * 1000,
};

function newRow(kind: OneTimeKind, userId: number, now: Date) {
  const token = newSecretToken();
  const row = {
    user_id: userId,
    token_hash: hashSecretToken(token),
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ONE_TIME_LIFETIME_MS[kind]).toISOString(),
    used_at: null,
  };
  return { token, row };
}

export async function createOneTimeToken(db: Kysely<Database>, kind: OneTimeKind, userId: number, now: Date): Promise<string> {
  const { token, row } = newRow(kind, userId, now);
  await insertOneTimeToken(db, kind, row);
  return token;
}

/** A reset link works only together with the address it was mailed to (see consumeResetToken). */
export async function createResetToken(db: Kysely<Database>, account: { id: number; email: string }, now: Date): Promise<string> {
  const { token, row } = newRow('reset_tokens', account.id, now);
  await insertResetToken(db, { ...row, email: account.email });
  return token;
}

/**
 * Marks an e-mailed login link used and returns its user, or null when it is unknown, used or
 * expired. The conditional update makes two racing uses yield one winner.
 */
export async function consumeLoginToken(db: Kysely<Database>, token: string, now: Date): Promise<number | null> {
  const row = await findOneTimeToken(db, 'login_tokens', hashSecretToken(token));
  if (!row || row.used_at || now >= new Date(row.expires_at)) return null;
  return (await markOneTimeTokenUsed(db, 'login_tokens', row.id, now.toISOString())) ? row.user_id : null;
}

/**
 * Like consumeLoginToken for a reset link: only the account's own, and only while the account
 * still has the address the link was mailed to.
 */
export async function consumeResetToken(db: Kysely<Database>, token: string, now: Date, account: { id: number; email: string }): Promise<boolean> {
  const row = await findResetToken(db, hashSecretToken(token), account.id, account.email);
  if (!row || row.used_at || now >= new Date(row.expires_at)) return false;
  return markOneTimeTokenUsed(db, 'reset_tokens', row.id, now.toISOString());
}

/** After a reset or a change of address the user's other links of this kind are void. */
export async function voidOneTimeTokens(db: Kysely<Database>, kind: OneTimeKind, userId: number, now: Date): Promise<void> {
  await markUnusedOneTimeTokensUsed(db, kind, userId, now.toISOString());
}

/** When the user last got such a token (to avoid mailing a link on every click). */
export async function lastIssuedAt(db: Kysely<Database>, kind: OneTimeKind, userId: number): Promise<Date | null> {
  const createdAt = await lastOneTimeTokenCreatedAt(db, kind, userId);
  return createdAt === null ? null : new Date(createdAt);
}
