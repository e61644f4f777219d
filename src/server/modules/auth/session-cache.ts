import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { findLoginFamily } from './queries/login-families.js';
import { isRevokedId, revokedIdsOfFamily } from './queries/revoked-tokens.js';
import { findUserStanding } from './queries/users.js';

/**
 * What requireAuth needs from the database on every call (is the user active and since when are
 * their tokens valid, is the token's login still on, in which generation and which of its tokens did
 * it retire, is a token without a login revoked), each looked up by its key and kept per database for a moment, so that a data
 * call costs no query at all and no call ever reads a whole table. Changes made by this process
 * drop the entry at once (logout, partner switch, session cut-off, deactivation call the functions
 * below), so the next request reads them again; changes made by another process (the admin command
 * line, a second server) show within TTL_MS.
 */
const TTL_MS = 2_000;
/** Beyond this many entries a map is simply emptied: a cache, not a second copy of the table. */
const MAX_ENTRIES = 10_000;

interface UserStanding {
  active: boolean;
  tokensValidAfter: string | null;
}

/**
 * A login's state: all its tokens are refused once it is revoked, those of a lower generation than
 * `generation`, and the few it retired one by one (`retired`, their jti).
 */
export interface FamilyStanding {
  generation: number;
  revoked: boolean;
  retired: ReadonlySet<string>;
}

interface Cached<T> {
  at: number;
  value: Promise<T>;
}

interface SessionCache {
  users: Map<number, Cached<UserStanding | null>>;
  families: Map<string, Cached<FamilyStanding | null>>;
  revokedIds: Map<string, Cached<boolean>>;
}

const caches = new WeakMap<Kysely<Database>, SessionCache>();

function cacheOf(db: Kysely<Database>): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { users: new Map(), families: new Map(), revokedIds: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The cached promise is stored before it settles, so that parallel requests share one query and a
 * forget during the query drops it (the stale answer is then never kept). A failed read is not kept.
 */
function cachedLookup<K, T>(entries: Map<K, Cached<T>>, key: K, load: () => Promise<T>): Promise<T> {
  const now = performance.now();
  const cached = entries.get(key);
  if (cached && now - cached.at < TTL_MS) return cached.value;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const entry: Cached<T> = { at: now, value: load() };
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  entries.set(key, entry);
  return entry.value;
}

async function loadStanding(db: Kysely<Database>, userId: number): Promise<UserStanding | null> {
  const row = await findUserStanding(db, userId);
  return row ? { active: row.active === 1, tokensValidAfter: row.tokens_valid_after } : null;
}

async function loadFamily(db: Kysely<Database>, familyId: string): Promise<FamilyStanding | null> {
  const [row, retired] = await Promise.all([findLoginFamily(db, familyId), revokedIdsOfFamily(db, familyId)]);
  return row ? { generation: Number(row.generation), revoked: row.revoked_at !== null, retired: new Set(retired) } : null;
}

/** Whether the user exists and is active, and their session cut-off; null for an unknown user. */
export function userStanding(db: Kysely<Database>, userId: number): Promise<UserStanding | null> {
  return cachedLookup(cacheOf(db).users, userId, () => loadStanding(db, userId));
}

/** The login's generation and whether it ended; null for a login the database does not know (any more). */
export function familyStanding(db: Kysely<Database>, familyId: string): Promise<FamilyStanding | null> {
  return cachedLookup(cacheOf(db).families, familyId, () => loadFamily(db, familyId));
}

/** Whether this access token id (of a token without a login) was revoked. */
export function isRevoked(db: Kysely<Database>, jti: string): Promise<boolean> {
  return cachedLookup(cacheOf(db).revokedIds, jti, () => isRevokedId(db, jti));
}

/** Call after revoking a token id: the next request reads it again. */
export function forgetRevoked(db: Kysely<Database>, jti: string): void {
  cacheOf(db).revokedIds.delete(jti);
}

/** Call after changing a login (revoked, new generation): the next request reads it again. */
export function forgetFamilyStanding(db: Kysely<Database>, familyId: string): void {
  cacheOf(db).families.delete(familyId);
}

/** Call after changing a user's active flag or session cut-off: the next request reads them again. */
export function forgetUserStanding(db: Kysely<Database>, userId: number): void {
  cacheOf(db).users.delete(userId);
}

/** Forgets everything cached for this database (after writing to its session tables directly). */
export function forgetSessionCache(db: Kysely<Database>): void {
  caches.delete(db);
}
