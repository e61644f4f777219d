import type { Insertable, Kysely } from 'kysely';
import type { Database, EmailChangesTable } from '../../../db/database.js';

export async function deleteEmailChangesUpTo(db: Kysely<Database>, userId: number, createdUpTo: string): Promise<void> {
  await db.deleteFrom('email_changes').where('user_id', '=', userId).where('created_at', '<=', createdUpTo).execute();
}

export async function countEmailChangesAfter(db: Kysely<Database>, userId: number, createdAfter: string): Promise<number> {
  const { count } = await db.selectFrom('email_changes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId).where('created_at', '>', createdAfter)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Marks every open request of the user used, so only the next one can be confirmed. */
export async function closeOpenEmailChanges(db: Kysely<Database>, userId: number, at: string): Promise<void> {
  await db.updateTable('email_changes').set({ used_at: at })
    .where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export async function insertEmailChange(db: Kysely<Database>, row: Insertable<EmailChangesTable>): Promise<void> {
  await db.insertInto('email_changes').values(row).execute();
}

export function findEmailChange(db: Kysely<Database>, userId: number, tokenHash: string) {
  return db.selectFrom('email_changes').select(['id', 'new_email', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Marks the request used and makes its address the user's login, as one: false (nothing changed)
 * when a racing confirmation used it first. A unique violation means another account took the address.
 */
export function applyEmailChange(
  db: Kysely<Database>,
  change: { id: number; newEmail: string },
  userId: number,
  at: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx.updateTable('email_changes').set({ used_at: at })
      .where('id', '=', change.id).where('used_at', 'is', null).executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return false;
    await trx.updateTable('users').set({ email: change.newEmail }).where('id', '=', userId).execute();
    return true;
  });
}
