import type { Insertable, Kysely } from 'kysely';
import type { Database, OneTimeTokensTable, ResetTokensTable } from '../../../db/database.js';

/** The tables of single-use links: password resets and e-mailed logins. */
export type OneTimeKind = 'reset_tokens' | 'login_tokens';

export async function insertOneTimeToken(db: Kysely<Database>, kind: OneTimeKind, row: Insertable<OneTimeTokensTable>): Promise<void> {
  await db.insertInto(kind).values(row).execute();
}

/** The token by its hash. */
export function findOneTimeToken(db: Kysely<Database>, kind: OneTimeKind, tokenHash: string) {
  return db
    .selectFrom(kind)
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertResetToken(db: Kysely<Database>, row: Insertable<ResetTokensTable>): Promise<void> {
  await db.insertInto('reset_tokens').values(row).execute();
}

/** The reset token by its hash, only when it was mailed to this user at this address. */
export function findResetToken(db: Kysely<Database>, tokenHash: string, userId: number, email: string) {
  return db
    .selectFrom('reset_tokens')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('email', '=', email)
    .executeTakeFirst();
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
