import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { ACCESS_TOKEN_SECONDS } from './access-token.js';
import { noteRevoked } from './session-cache.js';
import { deleteRevokedExpiredBefore, insertRevoked } from './queries/revoked-tokens.js';

/**
 * Access tokens refused before they expire: one token by its `jti` (logout, partner switch), or
 * every token of a login by its refresh family (re-use of a refresh token, logout). Both live in
 * revoked_jti, which requireAuth reads through the session cache; this process refuses them at once.
 */
export const familyKey = (familyId: string): string => `family:${familyId}`;

export async function storeRevoked(db: Kysely<Database>, id: string, expiresAtSeconds: number, now: Date): Promise<void> {
  await insertRevoked(db, id, new Date(expiresAtSeconds * 1000).toISOString());
  noteRevoked(db, id, expiresAtSeconds);
  await deleteRevokedExpiredBefore(db, now.toISOString());
}

/** Every access token of the family was issued by now, so none outlives now + its lifetime. */
export async function revokeFamilyTokens(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  const lastExpiry = Math.floor(now.getTime() / 1000) + ACCESS_TOKEN_SECONDS + 1;
  await storeRevoked(db, familyKey(familyId), lastExpiry, now);
}
