import type { MigrationDb } from './helpers.js';

/**
 * Print files per copy line: `copy_id` is the line a file is for (one page per original of that
 * line); files from before have none and stand for their whole print. `warnings_accepted_at` is
 * when the customer accepted the warnings of the file's check: until then such a file does not
 * let the order go to intake.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('order_files').addColumn('copy_id', 'integer').execute();
  await db.schema.alterTable('order_files').addColumn('warnings_accepted_at', 'text').execute();
  await db.schema.createIndex('order_files_copy').on('order_files').column('copy_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('order_files_copy').execute();
  await db.schema.alterTable('order_files').dropColumn('warnings_accepted_at').execute();
  await db.schema.alterTable('order_files').dropColumn('copy_id').execute();
}
