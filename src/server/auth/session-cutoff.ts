import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { revokeAllFamilies } from './refresh-tokens.js';
import { forgetUserStanding } from './session-cache.js';

/**
 * Tokens carry their issue time in whole seconds, so the cut-off is compared per second: a token
 * issued in the same second as the cut-off is refused too (a new login in that very second would
 * be refused as well, which no human can manage after a reset).
 */
export function issuedBeforeCutoff(issuedAtSeconds: number, cutoff: string | null): boolean {
  if (!cutoff) return false;
  return issuedAtSeconds <= Math.floor(new Date(cutoff).getTime() / 1000);
}

/** Ends every session of a user: refresh families revoked, access tokens issued until now refused. */
export async function endAllSessions(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await db.updateTable('users').set({ tokens_valid_after: now.toISOString() }).where('id', '=', userId).execute();
  forgetUserStanding(db, userId);
  await revokeAllFamilies(db, userId, now);
}
