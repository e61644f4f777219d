import type { MigrationDb } from './helpers.js';

/**
 * Idempotency keys of POST /order. The primary key is what makes a repeated submit safe: of any
 * number of parallel requests with one key, exactly one inserts the row and places the order.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
