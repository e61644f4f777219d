import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';

/** A revoked access token id is kept until `expiresAt`; revoking it twice is a no-op. */
export async function insertRevoked(db: Kysely<Database>, id: string, expiresAt: string): Promise<void> {
  await db
    .insertInto('revoked_jti')
    .values({ jti: id, expires_at: expiresAt })
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
