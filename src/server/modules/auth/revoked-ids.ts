import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthClaims } from '../../services.js';
import { forgetFamilyStanding, forgetRevoked } from './session-cache.js';
import { inTransaction } from '../../platform/db/queries.js';
import { lockLoginFamily, markLoginFamilyRevoked, raiseLoginFamilyGeneration } from './queries/login-families.js';
import {
  deleteRevokedExpiredBefore, deleteRevokedOfFamily, insertRevoked, revokedIdsOfFamily,
} from './queries/revoked-tokens.js';

/**
 * Access tokens refused before they expire. A token of a login (`fam`) is ended through its login:
 * all of them when the login is revoked (logout, re-use of a refresh token), one when the login
 * retires it (a partner switch: other tabs of the same login keep theirs). A login keeps at most
 * MAX_RETIRED_PER_LOGIN retired tokens; one more, and it moves on to the next generation instead,
 * which ends every token it issued so far at once and needs none of those rows: choosing a partner
 * in a loop cannot grow what requireAuth reads. A token without a login is ended by its `jti`.
 * Rows go when their token expires. This process refuses them at once; every other one within the
 * session cache's lifetime.
 */
export const MAX_RETIRED_PER_LOGIN = 16;

export async function revokeFamilyTokens(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await markLoginFamilyRevoked(db, familyId, now.toISOString());
  forgetFamilyStanding(db, familyId);
}

/** Refuses the bearer's token from now on (logout, partner switch). */
export async function retireAccessToken(db: Kysely<Database>, claims: Pick<AuthClaims, 'familyId' | 'jti' | 'expiresAt'>, now: Date): Promise<void> {
  const expiresAt = new Date(claims.expiresAt * 1000).toISOString();
  await deleteRevokedExpiredBefore(db, now.toISOString());
  if (claims.familyId === null) {
    await insertRevoked(db, claims.jti, expiresAt);
    forgetRevoked(db, claims.jti);
    return;
  }
  const familyId = claims.familyId;
  // One retirement of a login at a time: a token issued after the generation was raised must not
  // lose its row to the clean-up of that raise.
  await inTransaction(db, async (trx) => {
    await lockLoginFamily(trx, familyId);
    await insertRevoked(trx, claims.jti, expiresAt, familyId);
    if ((await revokedIdsOfFamily(trx, familyId)).length > MAX_RETIRED_PER_LOGIN) {
      await raiseLoginFamilyGeneration(trx, familyId);
      await deleteRevokedOfFamily(trx, familyId);
    }
  });
  forgetFamilyStanding(db, familyId);
}
