import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { revokeAllFamilies, revokeOtherFamilies } from './refresh-tokens.js';
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

/**
 * Ends every session of a user but one (`keep`, a login's refresh family): their refresh cookies and
 * access tokens are refused at once, the kept session goes on undisturbed.
 */
export async function endOtherSessions(db: Kysely<Database>, userId: number, keep: string | null, now: Date): Promise<void> {
  await revokeOtherFamilies(db, userId, keep, now);
}
