import type { MigrationDb } from './helpers.js';

/**
 * A company's storage quota adds up the sizes of its print files before every upload: by
 * partner, without reading every order's files.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('order_files_partner').on('order_files').column('partner_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('order_files_partner').execute();
}
