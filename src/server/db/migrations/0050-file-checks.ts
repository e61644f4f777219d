import type { MigrationDb } from './helpers.js';

/**
 * The print-file check stored with each file, as JSON text (src/domain/preflight/
 * file-checks.ts); `check_verdict` is its worst verdict, so staff lists can flag files without
 * reading the JSON. Files uploaded before have neither (null: checked by the older size check only).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('order_files').addColumn('checks', 'text').execute();
  await db.schema.alterTable('order_files').addColumn('check_verdict', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('order_files').dropColumn('check_verdict').execute();
  await db.schema.alterTable('order_files').dropColumn('checks').execute();
}
