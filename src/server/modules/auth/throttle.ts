import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Failed logins live in the database (login_attempts), so every server process behind a load
 * balancer sees the same counts (DESIGN.md sections 3 and 5). The limits slow an attacker without
 * locking the owner out:
 * - one client guessing one account: 10 failures per 15 minutes, then that client waits. A client
 *   is a device that logged in to this account before (its signed cookie) or a signed-in session,
 *   and otherwise the client's address;
 * - unknown clients together, per account (guesses from many addresses): 50; per address (one
 *   address trying many accounts): 50. Known devices and sessions are exempt from both, so the
 *   owner's own browser keeps working while a stranger hammers the account or shares the address.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_CLIENT = 10;
export const MAX_FAILURES_PER_ACCOUNT = 50;
export const MAX_FAILURES_PER_IP = 50;

export interface LoginClient {
  ip: string;
  /** A known device or session of this account (counted alone), or null for an unknown client. */
  device: string | null;
}

type AttemptQuery = ReturnType<typeof attemptsSince>;

function attemptsSince(db: Kysely<Database>, now: Date, ownAttempt: number) {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  return db.selectFrom('login_attempts').select('created_at').where('created_at', '>', since).where('id', '!=', ownAttempt);
}

async function retryAfterSeconds(query: AttemptQuery, limit: number, now: Date): Promise<number | null> {
  const rows = await query.orderBy('created_at', 'desc').limit(limit).execute();
  if (rows.length < limit) return null;
  // Below the limit again once the oldest of the last `limit` failures leaves the window.
  const oldest = new Date(rows[rows.length - 1]!.created_at).getTime();
  return Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Counts the attempt before the password is checked, so a burst of parallel guesses sees itself
 * and cannot slip past the limit; a successful login clears it again (clearClientFailures).
 */
export async function startAttempt(db: Kysely<Database>, email: string, client: LoginClient, now: Date): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ email, ip: client.ip, device: client.device, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Keep the table small: older attempts no longer count for anything.
  const expired = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  await db.deleteFrom('login_attempts').where('created_at', '<', expired).execute();
  return row.id;
}

/** Seconds this client must wait before trying this account again, else null. */
export async function throttledFor(
  db: Kysely<Database>,
  email: string,
  client: LoginClient,
  now: Date,
  ownAttempt: number,
): Promise<number | null> {
  const recent = () => attemptsSince(db, now, ownAttempt);
  const unknown = () => recent().where('device', 'is', null);
  const waits = client.device !== null
    ? [await retryAfterSeconds(recent().where('email', '=', email).where('device', '=', client.device), MAX_FAILURES_PER_CLIENT, now)]
    : [
      await retryAfterSeconds(unknown().where('email', '=', email).where('ip', '=', client.ip), MAX_FAILURES_PER_CLIENT, now),
      await retryAfterSeconds(unknown().where('email', '=', email), MAX_FAILURES_PER_ACCOUNT, now),
      await retryAfterSeconds(unknown().where('ip', '=', client.ip), MAX_FAILURES_PER_IP, now),
    ];
  const waiting = waits.filter((wait): wait is number => wait !== null);
  return waiting.length > 0 ? Math.max(...waiting) : null;
}

/** A refused (throttled) attempt checked no password, so it must not extend the lock. */
export async function withdrawAttempt(db: Kysely<Database>, attempt: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', attempt).execute();
}

/**
 * A successful login forgives this client's own typos for the account, not the failures of others
 * (an attacker's count must not restart whenever the owner logs in).
 */
export async function clearClientFailures(db: Kysely<Database>, email: string, client: LoginClient): Promise<void> {
  let query = db.deleteFrom('login_attempts').where('email', '=', email);
  query = client.device !== null
    ? query.where('device', '=', client.device)
    : query.where('device', 'is', null).where('ip', '=', client.ip);
  await query.execute();
}

/** A password reset forgives every failure of the account. */
export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}
