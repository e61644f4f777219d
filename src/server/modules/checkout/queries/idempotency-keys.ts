import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/database.js';

/** Who took a key: one user's key, stored with the hash of what was sent with it. */
export interface KeyOwner {
  key: string;
  userId: number;
}

/** The stored key of this user, if any. */
export async function findKey(db: Kysely<Database>, owner: KeyOwner) {
  return db.selectFrom('idempotency_keys').select(['request_hash', 'status', 'response'])
    .where('user_id', '=', owner.userId).where('key', '=', owner.key).executeTakeFirst();
}

/**
 * PostgreSQL: takes the transaction-scoped advisory lock `lockId`, false while another transaction
 * holds it. It is let go at commit, at rollback and when the connection dies.
 */
export async function tryKeyLock(trx: Transaction<Database>, lockId: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${lockId}::bigint) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

/** Stores the key as in flight; false when the user already has it. */
export async function insertKeyIfNew(trx: Transaction<Database>, owner: KeyOwner, hash: string, now: Date): Promise<boolean> {
  const inserted = await trx.insertInto('idempotency_keys')
    .values({ key: owner.key, user_id: owner.userId, request_hash: hash, status: 'in_flight', response: null, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Takes over an unfinished key as if it were claimed now. */
export async function retakeKey(trx: Transaction<Database>, owner: KeyOwner, now: Date): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ created_at: now.toISOString() })
    .where('user_id', '=', owner.userId).where('key', '=', owner.key).execute();
}

/** Marks the key done with the answer (JSON text) to replay. */
export async function storeKeyAnswer(trx: Transaction<Database>, owner: KeyOwner, response: string): Promise<void> {
  await trx.updateTable('idempotency_keys')
    .set({ status: 'done', response })
    .where('user_id', '=', owner.userId).where('key', '=', owner.key)
    .execute();
}
