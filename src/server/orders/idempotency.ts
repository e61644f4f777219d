import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { ApiError, invalid } from '../http/errors.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** An in-flight key older than this belongs to a request that died; a new request may take it over. */
const ABANDONED_AFTER_MS = 5 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const idempotencyMessages = {
  notUuid: 'Idempotency-Key must be a UUID',
  otherBody: 'This Idempotency-Key was used for another request',
  inFlight: 'This order is still being placed; please wait a moment.',
} as const;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyClaim {
  key: string;
  userId: number;
}

export function requestHash(partnerId: number, body: string): string {
  return createHash('sha256').update(`${partnerId}\n${body}`).digest('hex');
}

/** The key of the header, null without one, 422 when it is not a UUID. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!UUID.test(header.trim())) throw invalid({ [IDEMPOTENCY_HEADER]: [idempotencyMessages.notUuid] });
  return header.trim().toLowerCase();
}

/**
 * Claims a key for this request by inserting its row (the primary key lets exactly one of any
 * number of parallel requests win). Returns `claimed`, or the first answer to replay; throws 422
 * for the same key with another body and 409 while the first request is still running.
 */
export async function claimKey(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  hash: string,
  now: Date,
): Promise<{ claimed: true } | { claimed: false; answer: StoredAnswer }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db.insertInto('idempotency_keys')
      .values({ key: claim.key, user_id: claim.userId, request_hash: hash, status: 'in_flight', response: null, created_at: now.toISOString() })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { claimed: true };
    const row = await db.selectFrom('idempotency_keys').selectAll()
      .where('user_id', '=', claim.userId).where('key', '=', claim.key).executeTakeFirst();
    if (!row) continue; // the first request failed and let the key go: try again
    if (row.request_hash !== hash) throw invalid({ [IDEMPOTENCY_HEADER]: [idempotencyMessages.otherBody] }, idempotencyMessages.otherBody);
    if (row.status === 'done' && row.response) return { claimed: false, answer: JSON.parse(row.response) as StoredAnswer };
    if (now.getTime() - Date.parse(row.created_at) < ABANDONED_AFTER_MS) throw new ApiError(409, idempotencyMessages.inFlight);
    await db.deleteFrom('idempotency_keys')
      .where('user_id', '=', claim.userId).where('key', '=', claim.key)
      .where('status', '=', 'in_flight').where('created_at', '=', row.created_at)
      .execute();
  }
  throw new ApiError(409, idempotencyMessages.inFlight);
}

/** Stores the answer in the transaction that placed the order: the order and its answer land together. */
export async function completeKey(trx: Transaction<Database>, claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
  await trx.updateTable('idempotency_keys')
    .set({ status: 'done', response: JSON.stringify(answer) })
    .where('user_id', '=', claim.userId).where('key', '=', claim.key)
    .execute();
}

/** Lets the key go after a refused or failed request, so the client may fix the order and retry. */
export async function releaseKey(db: Kysely<Database>, claim: IdempotencyClaim): Promise<void> {
  await db.deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId).where('key', '=', claim.key).where('status', '=', 'in_flight')
    .execute();
}
