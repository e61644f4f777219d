import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../services.js';
import { enqueueMail } from './mail-queue.js';

/**
 * The server's Mailer: `send` only queues the mail (mail-queue.ts) and tells the sender, so a mail
 * server that is slow or down never holds up or fails the request that caused the mail.
 */
export function queuedMailer(db: Kysely<Database>, now: () => Date, queued: () => void = () => undefined): Mailer {
  return {
    async send(message) {
      await enqueueMail(db, message, now());
      queued();
    },
  };
}
