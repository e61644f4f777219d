import type { MigrationDb } from './helpers.js';

/**
 * users.tokens_valid_after: access tokens are signed and live 15 minutes, so ending every session
 * of a user (password reset or change) needs a per-user cut-off that requireAuth compares with the
 * token's issue time.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('tokens_valid_after', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('tokens_valid_after').execute();
}
