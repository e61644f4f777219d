import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Database } from '../db/database.js';

/**
 * Failed logins live in the database (login_attempts), so every server process behind a load
 * balancer sees the same counts (DESIGN.md sections 3 and 5).
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 50;

/**
 * The socket address. X-Forwarded-For is not trusted: anyone can send it, and trusting it would let
 * an attacker pick a fresh "address" for every guess. `unknown` under app.request() in tests.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function retryAfterSeconds(
  db: Kysely<Database>,
  column: 'email' | 'ip',
  value: string,
  limit: number,
  now: Date,
  ownAttempt: number,
): Promise<number | null> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('login_attempts')
    .select('created_at')
    .where(column, '=', value)
    .where('created_at', '>', since)
    .where('id', '!=', ownAttempt)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  if (rows.length < limit) return null;
  // Below the limit again once the oldest of the last `limit` failures leaves the window.
  const oldest = new Date(rows[rows.length - 1]!.created_at).getTime();
  return Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Counts the attempt before the password is checked, so a burst of parallel guesses sees itself
 * and cannot slip past the limit; a successful login clears it again (clearFailures).
 */
export async function startAttempt(db: Kysely<Database>, email: string, ip: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ email, ip, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Keep the table small: older attempts no longer count for anything.
  const expired = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  await db.deleteFrom('login_attempts').where('created_at', '<', expired).execute();
  return row.id;
}

/** Seconds to wait when the account or the address has failed too often lately, else null. */
export async function throttledFor(
  db: Kysely<Database>,
  email: string,
  ip: string,
  now: Date,
  ownAttempt: number,
): Promise<number | null> {
  const waits = [
    await retryAfterSeconds(db, 'email', email, MAX_FAILURES_PER_ACCOUNT, now, ownAttempt),
    await retryAfterSeconds(db, 'ip', ip, MAX_FAILURES_PER_IP, now, ownAttempt),
  ].filter((wait): wait is number => wait !== null);
  return waits.length > 0 ? Math.max(...waits) : null;
}

/** A refused (throttled) attempt checked no password, so it must not extend the lock. */
export async function withdrawAttempt(db: Kysely<Database>, attempt: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', attempt).execute();
}

/** A successful login (or reset) forgives the account's earlier typos. */
export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('email', '=', email).execute();
}
