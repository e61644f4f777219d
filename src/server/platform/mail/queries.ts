import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MailQueueTable } from '../../db/mail-tables.js';

export type QueuedMail = Selectable<MailQueueTable>;

export async function insertMail(db: Kysely<Database>, row: Insertable<MailQueueTable>): Promise<number> {
  return (await db.insertInto('mail_queue').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Mails whose next attempt is due, oldest due first (ids and attempts: what a claim checks). */
export function dueMails(db: Kysely<Database>, nowIso: string, limit: number) {
  return db.selectFrom('mail_queue').select(['id', 'attempts'])
    .where('next_attempt_at', '<=', nowIso)
    .orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
}

/**
 * Takes one due mail for this sender until `leaseUntil`: only while it is still due and tried as
 * often as the sender saw, so of two senders (two server processes) exactly one gets it. A sender
 * that dies while sending leaves the lease to run out; the mail is then due again.
 */
export async function claimMail(db: Kysely<Database>, id: number, attempts: number, nowIso: string, leaseUntil: string): Promise<QueuedMail | undefined> {
  return db.updateTable('mail_queue').set({ attempts: attempts + 1, next_attempt_at: leaseUntil })
    .where('id', '=', id).where('attempts', '=', attempts).where('next_attempt_at', '<=', nowIso)
    .returningAll().executeTakeFirst();
}

export async function markSent(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('mail_queue').set({ sent_at: at, next_attempt_at: null, last_error: null }).where('id', '=', id).execute();
}

/** A failed attempt: tried again at `retryAt`, or given up (`retryAt` null) with the error kept. */
export async function markFailed(db: Kysely<Database>, id: number, error: string, at: string, retryAt: string | null): Promise<void> {
  await db.updateTable('mail_queue')
    .set({ last_error: error, next_attempt_at: retryAt, failed_at: retryAt === null ? at : null })
    .where('id', '=', id).execute();
}

/** What still waits (oldest first) and what was given up on (newest first), for `mail:queue`. */
export async function waitingAndFailed(db: Kysely<Database>, limit: number) {
  const waiting = await db.selectFrom('mail_queue')
    .select(['id', 'to_address', 'subject', 'created_at', 'attempts', 'next_attempt_at', 'last_error'])
    .where('sent_at', 'is', null).where('failed_at', 'is', null)
    .orderBy('id').limit(limit).execute();
  const failed = await db.selectFrom('mail_queue')
    .select(['id', 'to_address', 'subject', 'created_at', 'attempts', 'failed_at', 'last_error'])
    .where('failed_at', 'is not', null)
    .orderBy('id', 'desc').limit(limit).execute();
  return { waiting, failed };
}

/** Removes mails sent before `beforeIso` (their attachments too); mails given up on stay listed. */
export async function deleteSentBefore(db: Kysely<Database>, beforeIso: string): Promise<number> {
  const result = await db.deleteFrom('mail_queue').where('sent_at', 'is not', null).where('sent_at', '<', beforeIso).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many mails wait for delivery and how many were given up on (for /metrics). */
export async function queueCounts(db: Kysely<Database>): Promise<{ waiting: number; failed: number }> {
  const row = await db.selectFrom('mail_queue')
    .select((eb) => [
      eb.fn.count<number | string>(eb.case().when('next_attempt_at', 'is not', null).then(1).end()).as('waiting'),
      eb.fn.count<number | string>(eb.case().when('failed_at', 'is not', null).then(1).end()).as('failed'),
    ])
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), failed: Number(row.failed) };
}
