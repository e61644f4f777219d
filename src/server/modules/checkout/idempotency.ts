import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Dialect } from '../../platform/db/connect.js';
import { ApiError, invalid } from '../../platform/http/errors.js';
import { findKey, insertKeyIfNew, retakeKey, storeKeyAnswer, tryKeyLock } from './queries/idempotency-keys.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const idempotencyMessages = {
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
  /** requestHash of the partner and the body: the same key with another body is refused. */
  hash: string;
  dialect: Dialect;
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

/** The PostgreSQL advisory lock of one user's key: 64 bits of a hash, so two keys practically never share one. */
export function keyLockId(claim: Pick<IdempotencyClaim, 'key' | 'userId'>): string {
  const digest = createHash('sha256').update(`idempotency\n${claim.userId}\n${claim.key}`).digest();
  return digest.readBigInt64BE(0).toString();
}

const otherBody = () => invalid({ [IDEMPOTENCY_HEADER]: [idempotencyMessages.otherBody] }, idempotencyMessages.otherBody);

/**
 * The first answer for this key, to replay without placing the order again (a date that was fine
 * then may be past now); 422 for the same key with another body; null when no order has been
 * placed with the key yet.
 */
export async function storedAnswer(db: Kysely<Database>, claim: IdempotencyClaim): Promise<StoredAnswer | null> {
  const row = await findKey(db, claim);
  if (!row) return null;
  if (row.request_hash !== claim.hash) throw otherBody();
  return row.status === 'done' && row.response ? (JSON.parse(row.response) as StoredAnswer) : null;
}

/**
 * Takes the key inside the transaction that places the order, so the key, the order and its
 * answer are committed together or not at all: a crash or a dropped connection at any moment
 * leaves no key behind that blocks a retry, and no order without its key. Returns the answer to
 * replay when another request placed the order first, else null (place it).
 *
 * PostgreSQL: a transaction-scoped advisory lock; while another request holds it (placing the
 * same order right now) the answer is 409. SQLite: one connection runs one transaction at a time,
 * so a parallel request waits for the first and then replays its answer.
 */
export async function enterKey(trx: Transaction<Database>, claim: IdempotencyClaim, now: Date): Promise<StoredAnswer | null> {
  if (claim.dialect === 'postgres' && !(await tryKeyLock(trx, keyLockId(claim)))) {
    throw new ApiError(409, idempotencyMessages.inFlight);
  }
  if (await insertKeyIfNew(trx, claim, claim.hash, now)) return null;
  // The insert met this very key, and keys are never deleted: the row is there.
  const row = (await findKey(trx, claim))!;
  if (row.request_hash !== claim.hash) throw otherBody();
  if (row.status === 'done' && row.response) return JSON.parse(row.response) as StoredAnswer;
  // A committed unfinished key was claimed outside a placing transaction by an earlier version of
  // this server, by a request that is gone (no one else can be inside here): take it over.
  await retakeKey(trx, claim, now);
  return null;
}

/** Stores the answer in the transaction that placed the order: the order and its answer land together. */
export async function completeKey(trx: Transaction<Database>, claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
  await storeKeyAnswer(trx, claim, JSON.stringify(answer));
}
