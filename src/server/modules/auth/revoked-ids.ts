import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthClaims } from '../../services.js';
import { forgetFamilyStanding, forgetRevoked } from './session-cache.js';
import { markLoginFamilyRevoked, raiseLoginFamilyGeneration } from './queries/login-families.js';
import { deleteRevokedExpiredBefore, insertRevoked } from './queries/revoked-tokens.js';

/**
 * Access tokens refused before they expire. A token of a login (`fam`) is ended through its login's
 * row in login_families: all of them when the login is revoked (logout, re-use of a refresh token),
 * or those of older generations when the login moves on (a partner switch), so ending a token adds
 * no row. Only a token without a login is ended by its `jti` in revoked_jti (pruned on expiry).
 * This process refuses them at once; every other one within the session cache's lifetime.
 */
export async function revokeFamilyTokens(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await markLoginFamilyRevoked(db, familyId, now.toISOString());
  forgetFamilyStanding(db, familyId);
}

/** Refuses the bearer's token and every older one of its login; the login's next token gets the new generation. */
export async function retireAccessToken(db: Kysely<Database>, claims: Pick<AuthClaims, 'familyId' | 'jti' | 'expiresAt'>, now: Date): Promise<void> {
  if (claims.familyId !== null) {
    await raiseLoginFamilyGeneration(db, claims.familyId);
    forgetFamilyStanding(db, claims.familyId);
    return;
  }
  await insertRevoked(db, claims.jti, new Date(claims.expiresAt * 1000).toISOString());
  forgetRevoked(db, claims.jti);
  await deleteRevokedExpiredBefore(db, now.toISOString());
}
