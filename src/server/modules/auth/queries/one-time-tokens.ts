import type { Insertable, Kysely } from 'kysely';
import type { Database, OneTimeTokensTable } from '../../../db/database.js';

/** The tables of single-use links: password resets and e-mailed logins. */
export type OneTimeKind = 'reset_tokens' | 'login_tokens';

export async function insertOneTimeToken(db: Kysely<Database>, kind: OneTimeKind, row: Insertable<OneTimeTokensTable>): Promise<void> {
  await db.insertInto(kind).values(row).execute();
}

/** The token by its hash; only when it is the given user's, when one is given. */
export function findOneTimeToken(db: Kysely<Database>, kind: OneTimeKind, tokenHash: string, userId?: number) {
  let query = db
    .selectFrom(kind)
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

/** Marks the token used unless it already was; false when a racing use won. */
export async function markOneTimeTokenUsed(db: Kysely<Database>, kind: OneTimeKind, id: number, at: string): Promise<boolean> {
  const marked = await db
    .updateTable(kind)
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

export async function markUnusedOneTimeTokensUsed(db: Kysely<Database>, kind: OneTimeKind, userId: number, at: string): Promise<void> {
  await db.updateTable(kind).set({ used_at: at }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function lastOneTimeTokenCreatedAt(db: Kysely<Database>, kind: OneTimeKind, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom(kind)
    .select('created_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}
