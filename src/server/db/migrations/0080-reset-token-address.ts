import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * reset_tokens.email: the address a reset link was mailed to. A reset must name that address, so a
 * link sent to an address the account has since left cannot set its password. A link already out
 * gets its account's present address only when no change of address was confirmed or closed after
 * it was issued; any other stays without one and is refused (its owner asks for a new link).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('reset_tokens').addColumn('email', 'text').execute();
  await sql`
    UPDATE reset_tokens SET email = (SELECT email FROM users WHERE users.id = reset_tokens.user_id)
    WHERE NOT EXISTS (
      SELECT 1 FROM email_changes
      WHERE email_changes.user_id = reset_tokens.user_id AND email_changes.used_at >= reset_tokens.created_at
    )`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('reset_tokens').dropColumn('email').execute();
}
