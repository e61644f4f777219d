import type { MigrationDb } from './helpers.js';

/**
 * The mails that follow an order: the package tracking staff give when the order moves to
 * transport (`tracking_code`, `tracking_url`, shown on the order page and mailed), when the files
 * reminder was queued (`files_reminder_at`: once per order), and per user which of these mails they
 * want (1: yes, the default; the invoice mail cannot be switched off).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('tracking_code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('tracking_url', 'text').execute();
  await db.schema.alterTable('orders').addColumn('files_reminder_at', 'text').execute();
  await db.schema.alterTable('user_settings').addColumn('mail_files_reminder', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('user_settings').addColumn('mail_shipped', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('user_settings').dropColumn('mail_shipped').execute();
  await db.schema.alterTable('user_settings').dropColumn('mail_files_reminder').execute();
  await db.schema.alterTable('orders').dropColumn('files_reminder_at').execute();
  await db.schema.alterTable('orders').dropColumn('tracking_url').execute();
  await db.schema.alterTable('orders').dropColumn('tracking_code').execute();
}
