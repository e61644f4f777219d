import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { revokeAllFamilies } from './refresh-tokens.js';
import { forgetUserStanding } from './session-cache.js';
import { setSessionCutoff } from './queries/users.js';

/**
 * A token issued up to the cut-off (a password reset, a deactivation) is refused; one issued after
 * it, even in the same second (a login straight after a reset), is not. Compared to the millisecond.
 */
export function issuedBeforeCutoff(issuedAtMs: number, cutoff: string | null): boolean {
  if (!cutoff) return false;
  return issuedAtMs <= new Date(cutoff).getTime();
}

/** Ends every session of a user: refresh families revoked, access tokens issued until now refused. */
export async function endAllSessions(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await setSessionCutoff(db, userId, now.toISOString());
  forgetUserStanding(db, userId);
  await revokeAllFamilies(db, userId, now);
}
