import type { Insertable, Kysely } from 'kysely';
import type { Database, RefreshTokensTable } from '../../../db/database.js';

export async function insertRefreshToken(db: Kysely<Database>, row: Insertable<RefreshTokensTable>): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

/** Families started before `before` are past their absolute lifetime: none of their tokens works. */
export async function deleteFamiliesStartedBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('refresh_tokens').where('family_started_at', '<', before).execute();
}

export async function revokeRefreshTokensOfFamily(db: Kysely<Database>, familyId: string, at: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeRefreshTokensOfUser(db: Kysely<Database>, userId: number, at: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The user's logins that still have a refresh token not revoked. */
export async function unrevokedFamiliesOfUser(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map((row) => row.family_id);
}

export function findRefreshToken(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks the token used unless it already was; false when another request used it first. */
export async function markRefreshTokenUsed(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const marked = await db
    .updateTable('refresh_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

export async function familyOfUserToken(db: Kysely<Database>, tokenHash: string, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.family_id ?? null;
}
