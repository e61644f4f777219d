import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

/** A revoked access token id (of a login, or of none) is kept until `expiresAt`; revoking it twice is a no-op. */
export async function insertRevoked(db: Kysely<Database>, id: string, expiresAt: string, familyId: string | null = null): Promise<void> {
  await db
    .insertInto('revoked_jti')
    .values({ jti: id, expires_at: expiresAt, family_id: familyId })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** A token that has expired is refused anyway: its row can go. */
export async function deleteRevokedExpiredBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('revoked_jti').where('expires_at', '<', before).execute();
}

export async function isRevokedId(db: Kysely<Database>, id: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_jti').select('jti').where('jti', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The token ids a login retired (a handful at most). */
export async function revokedIdsOfFamily(db: Kysely<Database>, familyId: string): Promise<string[]> {
  const rows = await db.selectFrom('revoked_jti').select('jti').where('family_id', '=', familyId).execute();
  return rows.map((row) => row.jti);
}

export async function deleteRevokedOfFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db.deleteFrom('revoked_jti').where('family_id', '=', familyId).execute();
}
