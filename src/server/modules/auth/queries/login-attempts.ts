import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../../db/database.js';

/**
 * Which failed logins count: for an account, from an address, and for one device (a string) or
 * for unknown clients only (null). Left out: any.
 */
export interface AttemptFilter {
  email?: string;
  ip?: string;
  device?: string | null;
}

function matching(filter: AttemptFilter) {
  return (eb: ExpressionBuilder<Database, 'login_attempts'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.email !== undefined) conditions.push(eb('email', '=', filter.email));
    if (filter.ip !== undefined) conditions.push(eb('ip', '=', filter.ip));
    if (filter.device !== undefined) conditions.push(filter.device === null ? eb('device', 'is', null) : eb('device', '=', filter.device));
    return eb.and(conditions);
  };
}

export async function insertAttempt(
  db: Kysely<Database>,
  attempt: { email: string; ip: string; device: string | null; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto('login_attempts')
    .values({ email: attempt.email, ip: attempt.ip, device: attempt.device, created_at: attempt.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteAttemptsBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('created_at', '<', before).execute();
}

/** When the newest `limit` matching attempts after `since` were made (newest first), leaving out `exceptId` (if any). */
export async function newestAttemptTimes(
  db: Kysely<Database>,
  filter: AttemptFilter,
  since: string,
  exceptId: number | null,
  limit: number,
): Promise<string[]> {
  let query = db.selectFrom('login_attempts').select('created_at')
    .where('created_at', '>', since).where(matching(filter));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const rows = await query.orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map((row) => row.created_at);
}

export async function deleteAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('login_attempts').where('id', '=', id).execute();
}

export async function deleteAttempts(db: Kysely<Database>, filter: AttemptFilter): Promise<void> {
  await db.deleteFrom('login_attempts').where(matching(filter)).execute();
}
