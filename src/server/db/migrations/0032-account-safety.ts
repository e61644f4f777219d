import type { MigrationDb } from './helpers.js';
import { withId } from './helpers.js';

/**
 * login_attempts.device: failures from a device that logged in before (its signed
 * cookie) or from a signed-in session are counted for that device alone, so an attacker cannot lock
 * the owner out; null = an unknown client, counted by address and account. email_changes: a new
 * login address takes effect only once a link mailed to it is opened.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('login_attempts').addColumn('device', 'text').execute();
  await db.schema.createIndex('login_attempts_device').on('login_attempts').columns(['email', 'device', 'created_at']).execute();

  await withId(db, db.schema.createTable('email_changes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_changes_user').on('email_changes').column('user_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropIndex('login_attempts_device').execute();
  await db.schema.alterTable('login_attempts').dropColumn('device').execute();
}
