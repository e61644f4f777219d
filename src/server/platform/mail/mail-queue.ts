import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { MailAttachment, MailMessage } from '../../services.js';
import { insertMail, type QueuedMail } from './queries.js';

interface StoredAttachment {
  filename: string;
  content: string;
  contentType?: string;
}

/**
 * Puts a mail in the queue. Takes the transaction of the change that causes the mail when the
 * caller holds one: the mail is then queued exactly when the change lands.
 */
export async function enqueueMail(db: Kysely<Database>, message: MailMessage, now: Date): Promise<number> {
  const at = now.toISOString();
  const attachments: StoredAttachment[] | null = message.attachments?.length
    ? message.attachments.map(({ filename, content, contentType }) => ({ filename, content: content.toString('base64'), ...(contentType ? { contentType } : {}) }))
    : null;
  return insertMail(db, {
    to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html ?? null,
    attachments: attachments ? JSON.stringify(attachments) : null, created_at: at, next_attempt_at: at,
    last_error: null, sent_at: null, failed_at: null,
  });
}

/** The mail as it was handed to `enqueueMail`. */
export function messageOf(row: QueuedMail): MailMessage {
  const attachments: MailAttachment[] | undefined = row.attachments
    ? (JSON.parse(row.attachments) as StoredAttachment[]).map(({ filename, content, contentType }) => ({
      filename, content: Buffer.from(content, 'base64'), ...(contentType ? { contentType } : {}),
    }))
    : undefined;
  return {
    to: row.to_address, subject: row.subject, text: row.text_body,
    ...(row.html_body === null ? {} : { html: row.html_body }),
    ...(attachments ? { attachments } : {}),
  };
}
