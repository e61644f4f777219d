import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { hashSecretToken, newSecretToken } from './secret-tokens.js';

/** Password-reset links (30 minutes) and e-mailed login links (15 minutes): single use, stored hashed. */
export type OneTimeKind = 'reset_tokens' | 'login_tokens';

export const ONE_TIME_LIFETIME_MS: Record<OneTimeKind, number> = {
  reset_tokens: 30 * 60 * 1000,
  login_tokens: 15 * 60 * 1000,
};

export async function createOneTimeToken(db: Kysely<Database>, kind: OneTimeKind, userId: number, now: Date): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto(kind)
    .values({
      user_id: userId,
      token_hash: hashSecretToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ONE_TIME_LIFETIME_MS[kind]).toISOString(),
      used_at: null,
    })
    .execute();
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
  let query = db
    .selectFrom(kind)
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashSecretToken(token));
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  if (!row || row.used_at || now >= new Date(row.expires_at)) return null;
  const marked = await db
    .updateTable(kind)
    .set({ used_at: now.toISOString() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1 ? row.user_id : null;
}

/** After a reset every other reset link of that user is void too. */
export async function voidOneTimeTokens(db: Kysely<Database>, kind: OneTimeKind, userId: number, now: Date): Promise<void> {
  await db.updateTable(kind).set({ used_at: now.toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** When the user last got such a token (to avoid mailing a link on every click). */
export async function lastIssuedAt(db: Kysely<Database>, kind: OneTimeKind, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom(kind)
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}
