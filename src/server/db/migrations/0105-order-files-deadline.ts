import type { MigrationDb } from './helpers.js';

/**
 * The moment an order's print files must be in to make its delivery date (the spec's files_date),
 * fixed when the order is placed (or a quote accepted): the order page, the overviews, home's
 * countdown and the file reminder read it. Indexed by state for the reminder's sweep over the
 * orders still waiting for files.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').addColumn('files_deadline', 'text').execute();
  await db.schema.createIndex('orders_state_files_deadline').on('orders').columns(['state', 'files_deadline']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('orders_state_files_deadline').execute();
  await db.schema.alterTable('orders').dropColumn('files_deadline').execute();
}
