import { withId, type MigrationDb } from './helpers.js';

/**
 * Every mail is queued here first (in the transaction of the change that causes it where the caller
 * holds one) and delivered by the background sender (platform/mail/mail-sender.ts), so a mail server
 * that is down loses no mail and holds up no request. `attachments` is JSON (content in base64).
 * `next_attempt_at` (ISO, UTC) is when the sender may take it next: set ahead by a lease when a
 * sender claims it, by the backoff after a failure, and null once it was sent or given up on.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('mail_queue'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('attachments', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('failed_at', 'text')
    .execute();
  await db.schema.createIndex('mail_queue_due').on('mail_queue').column('next_attempt_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
}
