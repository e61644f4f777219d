import type { MigrationDb } from './helpers.js';
import { withId } from './helpers.js';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('partners'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('nl'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('partner_id', 'integer', (c) => c.references('partners.id'))
    .addColumn('is_partner_account', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_partners')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_partners_pk', ['user_id', 'partner_id'])
    .execute();

  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('pickup_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approve_pdf', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('zoom_text', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_choose_purchaser', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_specs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('default_address_id', 'integer')
    .execute();

  await withId(db, db.schema.createTable('refresh_tokens'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('partner_id', 'integer')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('family_started_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('revoked_jti')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  for (const table of ['reset_tokens', 'login_tokens']) {
    await withId(db, db.schema.createTable(table))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
  }

  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_email').on('login_attempts').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('login_attempts_ip').on('login_attempts').columns(['ip', 'created_at']).execute();

  await withId(db, db.schema.createTable('addresses'))
    .addColumn('partner_id', 'integer', (c) => c.references('partners.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('delivery'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dept', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country_id', 'text', (c) => c.notNull().defaultTo('NL'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_owner').on('addresses').columns(['partner_id', 'user_id']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'addresses', 'login_attempts', 'login_tokens', 'reset_tokens', 'revoked_jti',
    'refresh_tokens', 'user_settings', 'user_partners', 'users', 'partners',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
