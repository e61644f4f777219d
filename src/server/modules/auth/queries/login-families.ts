import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { needsRowLocks } from '../../../platform/db/row-lock.js';

export async function insertLoginFamily(db: Kysely<Database>, familyId: string, userId: number, startedAt: string): Promise<void> {
  await db.insertInto('login_families').values({ family_id: familyId, user_id: userId, started_at: startedAt }).execute();
}

/** Logins started before `before` are past their absolute lifetime: no token of theirs works. */
export async function deleteLoginFamiliesStartedBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('login_families').where('started_at', '<', before).execute();
}

export function findLoginFamily(db: Kysely<Database>, familyId: string) {
  return db.selectFrom('login_families').select(['generation', 'revoked_at']).where('family_id', '=', familyId).executeTakeFirst();
}

export async function markLoginFamilyRevoked(db: Kysely<Database>, familyId: string, at: string): Promise<void> {
  await db.updateTable('login_families').set({ revoked_at: at }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Raises the generation by one (atomically: two switches at once raise it twice); null when unknown. */
export async function raiseLoginFamilyGeneration(db: Kysely<Database>, familyId: string): Promise<number | null> {
  const row = await db
    .updateTable('login_families')
    .set((eb) => ({ generation: eb('generation', '+', 1) }))
    .where('family_id', '=', familyId)
    .returning('generation')
    .executeTakeFirst();
  return row ? Number(row.generation) : null;
}

/** Holds the login's row until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockLoginFamily(trx: Kysely<Database>, familyId: string): Promise<void> {
  if (needsRowLocks(trx)) await trx.selectFrom('login_families').select('family_id').where('family_id', '=', familyId).forUpdate().execute();
}
