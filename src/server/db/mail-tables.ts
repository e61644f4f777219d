import type { Generated } from 'kysely';

/** Row type of the mail queue; listed in `Database` (database.ts). */
export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON text: `[{filename, content (base64), contentType?}]`; null without attachments. */
  attachments: string | null;
  created_at: string;
  /** Deliveries tried so far (counted when a sender claims the mail). */
  attempts: Generated<number>;
  /** When a sender may take it (next); null once sent or given up. */
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** When the sender gave up on it (after MAIL_GIVE_UP_AFTER of failures). */
  failed_at: string | null;
}
