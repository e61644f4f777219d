import type { Services } from '../../services.js';
import { addDays, amsterdamMoment, WorkingCalendar } from '../checkout/expedition/index.js';
import { priceCatalog } from '../catalog/price-catalog.js';
import { inTransaction } from '../../platform/db/queries.js';
import { enqueueMail } from '../../platform/mail/mail-queue.js';
import { repeatInBackground } from '../../platform/jobs/repeat.js';
import { errorFields, loggerOf } from '../../platform/log/logger.js';
import { filesDeadlineOf, reminderDue } from './files-deadline.js';
import { filesReminderMail } from './order-mails.js';
import { claimReminder, orderRecipient, reminderCandidates } from './queries/order-mails.js';

/** Files deadlines lie at most this far before a delivery date (the slowest lead times are a few weeks). */
const LOOK_AHEAD_DAYS = 60;

/**
 * Queues the "files still missing" mail for every order that waits for files on the working day
 * before its files deadline (files-deadline.ts), once per order: the order is marked in the same
 * transaction, and only when no other process marked it first. A user who switched the reminder
 * off in Settings gets none (the order is marked all the same). Answers how many were queued.
 */
export async function remindMissingFiles(services: Services, batch = 200): Promise<number> {
  const db = services.db.kysely;
  const now = services.now();
  const catalog = await priceCatalog(db);
  const calendar = new WorkingCalendar(catalog.closingDays);
  const today = amsterdamMoment(now).date;
  const candidates = (await reminderCandidates(db, addDays(today, LOOK_AHEAD_DAYS), batch))
    .filter((order) => order.delivery_date >= today);
  let queued = 0;
  for (const order of candidates) {
    const deadline = filesDeadlineOf(order, catalog);
    if (!reminderDue(deadline, now, calendar)) continue;
    const sent = await inTransaction(db, async (trx) => {
      if (!(await claimReminder(trx, order.id, now.toISOString()))) return false;
      const recipient = await orderRecipient(trx, order.id);
      if (!recipient || recipient.mail_files_reminder === 0) return false;
      const link = `${services.config.publicUrl}/order/${order.id}`;
      await enqueueMail(trx, filesReminderMail(recipient, recipient, amsterdamMoment(deadline).date, order.delivery_date, link), now);
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Looks for due reminders every `everyMs` in the background; answers how to stop it. */
export function startFilesReminders(services: Services, everyMs = 10 * 60_000): () => void {
  return repeatInBackground(everyMs, () => remindMissingFiles(services), (error) => loggerOf(services).error(errorFields(error), 'files reminder pass failed'));
}
