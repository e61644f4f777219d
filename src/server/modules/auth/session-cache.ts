import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ACCESS_TOKEN_SECONDS } from './access-token.js';
import { allRevokedIds } from './queries/revoked-tokens.js';
import { findUserStanding } from './queries/users.js';

/**
 * What requireAuth needs from the database on every call (is this jti revoked, is the user active,
 * since when are their tokens valid), kept per database for a moment so that a data call costs no
 * query at all. Changes made by this process are written through at once (logout, session cut-off,
 * deactivation call the functions below), so a revoked token is refused on the very next request;
 * changes made by another process (the admin command line, a second server) show within TTL_MS.
 */
const TTL_MS = 2_000;
/** Beyond this many cached users the map is simply emptied: a cache, not a second users table. */
const MAX_USERS = 10_000;

interface UserStanding {
  active: boolean;
  tokensValidAfter: string | null;
}

interface Cached<T> {
  at: number;
  value: Promise<T>;
}

interface SessionCache {
  users: Map<number, Cached<UserStanding | null>>;
  revoked: Cached<ReadonlySet<string>> | null;
  /** Revoked here, with the expiry (seconds): refused even before the next read of the table. */
  revokedHere: Map<string, number>;
}

const caches = new WeakMap<Kysely<Database>, SessionCache>();

function cacheOf(db: Kysely<Database>): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { users: new Map(), revoked: null, revokedHere: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

const fresh = (entry: Cached<unknown> | null | undefined, now: number): boolean =>
  entry !== null && entry !== undefined && now - entry.at < TTL_MS;

async function loadStanding(db: Kysely<Database>, userId: number): Promise<UserStanding | null> {
  const row = await findUserStanding(db, userId);
  return row ? { active: row.active === 1, tokensValidAfter: row.tokens_valid_after } : null;
}

async function loadRevoked(db: Kysely<Database>): Promise<ReadonlySet<string>> {
  // Logout prunes expired rows, so the table holds at most the logouts of the last 15 minutes.
  return new Set(await allRevokedIds(db));
}

/**
 * The cached promise is stored before it settles, so that parallel requests share one query and a
 * forget() during the query drops it (the stale answer is then never kept). A failed read is not kept.
 */
function remember<T>(entry: Cached<T>, drop: () => void): Cached<T> {
  entry.value.catch(drop);
  return entry;
}

/** Whether the user exists and is active, and their session cut-off; null for an unknown user. */
export function userStanding(db: Kysely<Database>, userId: number): Promise<UserStanding | null> {
  const cache = cacheOf(db);
  const now = performance.now();
  const cached = cache.users.get(userId);
  if (cached && fresh(cached, now)) return cached.value;
  if (cache.users.size >= MAX_USERS) cache.users.clear();
  const entry: Cached<UserStanding | null> = remember({ at: now, value: loadStanding(db, userId) }, () => {
    if (cache.users.get(userId) === entry) cache.users.delete(userId);
  });
  cache.users.set(userId, entry);
  return entry.value;
}

/** Whether this access token id was revoked (logout). */
export async function isRevoked(db: Kysely<Database>, jti: string, nowSeconds: number): Promise<boolean> {
  const cache = cacheOf(db);
  const expiresAt = cache.revokedHere.get(jti);
  if (expiresAt !== undefined) {
    if (expiresAt >= nowSeconds) return true;
    cache.revokedHere.delete(jti);
  }
  const now = performance.now();
  if (!cache.revoked || !fresh(cache.revoked, now)) {
    const entry: Cached<ReadonlySet<string>> = remember({ at: now, value: loadRevoked(db) }, () => {
      if (cache.revoked === entry) cache.revoked = null;
    });
    cache.revoked = entry;
  }
  return (await cache.revoked.value).has(jti);
}

/** Call after storing a revoked jti: this process refuses the token from now on. */
export function noteRevoked(db: Kysely<Database>, jti: string, expiresAtSeconds: number): void {
  const { revokedHere } = cacheOf(db);
  // This token was issued at most now, so one that expired a token-lifetime before it is long dead.
  const surelyExpired = expiresAtSeconds - ACCESS_TOKEN_SECONDS;
  for (const [known, expiry] of revokedHere) if (expiry < surelyExpired) revokedHere.delete(known);
  revokedHere.set(jti, expiresAtSeconds);
}

/** Call after changing a user's active flag or session cut-off: the next request reads them again. */
export function forgetUserStanding(db: Kysely<Database>, userId: number): void {
  cacheOf(db).users.delete(userId);
}

/** Forgets everything cached for this database (after writing to the users or revoked_jti tables directly). */
export function forgetSessionCache(db: Kysely<Database>): void {
  caches.delete(db);
}
