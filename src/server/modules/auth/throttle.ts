import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import {
  deleteAttempt, deleteAttempts, deleteAttemptsBefore, insertAttempt, newestAttemptTimes, type AttemptFilter,
} from './queries/login-attempts.js';

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
 * An unknown client over a limit is still not simply turned away: its password is checked, and when
 * it is right the account's address gets a login link (routes.ts). Only an address that failed
 * CHECK_CEILING_PER_IP times gets no more checks: each costs a full scrypt.
 */
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_CLIENT = 10;
const MAX_FAILURES_PER_ACCOUNT = 50;
const MAX_FAILURES_PER_IP = 50;
const CHECK_CEILING_PER_IP = 2 * MAX_FAILURES_PER_IP;

interface LoginClient {
  ip: string;
  /** A known device or session of this account (counted alone), or null for an unknown client. */
  device: string | null;
}

/** Seconds until fewer than `limit` of the matching failures are left in the window, else null. */
async function retryAfterSeconds(
  db: Kysely<Database>,
  filter: AttemptFilter,
  limit: number,
  now: Date,
  ownAttempt: number | null,
): Promise<number | null> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const times = await newestAttemptTimes(db, filter, since, ownAttempt, limit);
  if (times.length < limit) return null;
  // Below the limit again once the oldest of the last `limit` failures leaves the window.
  const oldest = new Date(times[times.length - 1]!).getTime();
  return Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Counts the attempt before the password is checked, so a burst of parallel guesses sees itself
 * and cannot slip past the limit; a successful login clears it again (clearClientFailures).
 */
export async function startAttempt(db: Kysely<Database>, email: string, client: LoginClient, now: Date): Promise<number> {
  const id = await insertAttempt(db, { email, ip: client.ip, device: client.device, createdAt: now.toISOString() });
  // Keep the table small: older attempts no longer count for anything.
  await deleteAttemptsBefore(db, new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString());
  return id;
}

/**
 * Seconds this client must wait before trying this account again, else null. Its own attempt is left
 * out, or counted too when it stays (null: a password checked while throttled), so the wait is true.
 */
export async function throttledFor(
  db: Kysely<Database>,
  email: string,
  client: LoginClient,
  now: Date,
  ownAttempt: number | null,
): Promise<number | null> {
  const waitFor = (filter: AttemptFilter, limit: number) => retryAfterSeconds(db, filter, limit, now, ownAttempt);
  const waits = client.device !== null
    ? [await waitFor({ email, device: client.device }, MAX_FAILURES_PER_CLIENT)]
    : [
      await waitFor({ device: null, email, ip: client.ip }, MAX_FAILURES_PER_CLIENT),
      await waitFor({ device: null, email }, MAX_FAILURES_PER_ACCOUNT),
      await waitFor({ device: null, ip: client.ip }, MAX_FAILURES_PER_IP),
    ];
  const waiting = waits.filter((wait): wait is number => wait !== null);
  return waiting.length > 0 ? Math.max(...waiting) : null;
}

/**
 * Whether a throttled client may still have its password checked (for a mailed login link): an
 * unknown client, from an address below the ceiling. A known device over its limit failed there itself.
 */
export async function mayCheckWhileThrottled(
  db: Kysely<Database>,
  client: LoginClient,
  now: Date,
  ownAttempt: number,
): Promise<boolean> {
  if (client.device !== null) return false;
  return (await retryAfterSeconds(db, { device: null, ip: client.ip }, CHECK_CEILING_PER_IP, now, ownAttempt)) === null;
}

/** A refused (throttled) attempt checked no password, so it must not extend the lock. */
export async function withdrawAttempt(db: Kysely<Database>, attempt: number): Promise<void> {
  await deleteAttempt(db, attempt);
}

/**
 * A successful login forgives this client's own typos for the account, not the failures of others
 * (an attacker's count must not restart whenever the owner logs in).
 */
export async function clearClientFailures(db: Kysely<Database>, email: string, client: LoginClient): Promise<void> {
  await deleteAttempts(db, client.device !== null ? { email, device: client.device } : { email, device: null, ip: client.ip });
}

/** A password reset forgives every failure of the account. */
export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await deleteAttempts(db, { email });
}
