import type { MigrationDb } from './helpers.js';

/**
 * A file the analysis could not check at the moment of upload (the queue busy, its deadline
 * passed, the analysis process gone) is tried again by the recheck pass: `recheck_at` is when
 * (ISO, UTC; null: nothing to retry, its check is final), `check_attempts` how often it was tried
 * again. Files from before were never queued for it: 0 and null.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('order_files').addColumn('check_attempts', 'integer', (column) => column.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_files').addColumn('recheck_at', 'text').execute();
  await db.schema.createIndex('order_files_recheck').on('order_files').column('recheck_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('order_files_recheck').execute();
  await db.schema.alterTable('order_files').dropColumn('recheck_at').execute();
  await db.schema.alterTable('order_files').dropColumn('check_attempts').execute();
}
