import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../services.js';
import type { Logger } from '../log/logger.js';
import { errorFields } from '../log/logger.js';
import { repeatInBackground } from '../jobs/repeat.js';
import { messageOf } from './mail-queue.js';
import { claimMail, deleteSentBefore, dueMails, markFailed, markSent } from './queries.js';
import { CLAIM_LEASE_MS, KEEP_SENT_MS, nextAttemptAt } from './retry-policy.js';

export interface MailSenderParts {
  db: Kysely<Database>;
  /** Delivers one mail for real: SMTP or the outbox folder (mailer.ts). */
  delivery: Mailer;
  now: () => Date;
  logger: Logger;
}

/** Longer error texts are cut: the reason is in the first line. */
const MAX_ERROR_LENGTH = 500;

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Delivers the mails that are due, one after another, up to `batch`; answers how many were sent.
 * Each is claimed first (mail-queue.ts claimMail), so two senders never send the same mail; a
 * failure is recorded with its error and the mail tried again later (retry-policy.ts).
 */
export async function deliverDueMails({ db, delivery, now, logger }: MailSenderParts, batch = 20): Promise<number> {
  const due = await dueMails(db, now().toISOString(), batch);
  let sent = 0;
  for (const { id, attempts } of due) {
    const at = now();
    const mail = await claimMail(db, id, attempts, at.toISOString(), new Date(at.getTime() + CLAIM_LEASE_MS).toISOString());
    if (!mail) continue;
    try {
      await delivery.send(messageOf(mail));
      await markSent(db, id, now().toISOString());
      sent += 1;
    } catch (error) {
      const failedAt = now();
      const retry = nextAttemptAt(new Date(mail.created_at), mail.attempts, failedAt);
      await markFailed(db, id, errorText(error), failedAt.toISOString(), retry?.toISOString() ?? null);
      const fields = { ...errorFields(error), mail_id: id, attempts: mail.attempts, next_attempt_at: retry?.toISOString() ?? null };
      if (retry) logger.warn(fields, 'mail not delivered; tried again later');
      else logger.error(fields, 'mail not delivered; given up (npm run admin -- mail:queue lists it)');
    }
  }
  return sent;
}

/** Forgets mails sent more than KEEP_SENT_MS ago (the queue is no archive); answers how many. */
export function forgetSentMails({ db, now }: Pick<MailSenderParts, 'db' | 'now'>): Promise<number> {
  return deleteSentBefore(db, new Date(now().getTime() - KEEP_SENT_MS).toISOString());
}

export interface MailSender {
  /** Looks for due mails now rather than at the next tick (a mail was just queued). */
  wake(): void;
  stop(): void;
}

/**
 * Delivers queued mails in the background: every `everyMs`, and at once when woken. Runs until all
 * that is due is sent (in batches), never two passes at once.
 */
export function startMailSender(parts: MailSenderParts, everyMs = 5_000): MailSender {
  let running: Promise<void> | null = null;
  let again = false;
  const pass = async (): Promise<void> => {
    while ((await deliverDueMails(parts)) > 0) { /* the next batch */ }
  };
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => parts.logger.error(errorFields(error), 'mail sender pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  const stopTimer = repeatInBackground(everyMs, run, () => undefined);
  const stopForgetting = repeatInBackground(60 * 60_000, () => forgetSentMails(parts), (error) => parts.logger.error(errorFields(error), 'removing sent mails failed'));
  return {
    wake: () => { void run(); },
    stop: () => {
      stopTimer();
      stopForgetting();
    },
  };
}
