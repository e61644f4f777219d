import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * login_families: one row per login (refresh family), the place where its access tokens are ended.
 * `generation`: access tokens carry the generation they were issued in; a partner switch raises it,
 * so the token left behind is refused without a row per switch. `revoked_at`: the login ended
 * (logout, re-used refresh token). requireAuth looks a family up by its key, never reads the table.
 * Logins of before get their row here; families revoked through revoked_jti's `family:` rows move over.
 * revoked_jti keeps only single tokens without a login, and an index to prune them by expiry.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('login_families')
    .addColumn('family_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('login_families_started').on('login_families').column('started_at').execute();
  await sql`insert into login_families (family_id, user_id, generation, started_at, revoked_at)
      select family_id, min(user_id), 0, min(family_started_at), max(revoked_at) from refresh_tokens group by family_id`.execute(db);
  await sql`update login_families set revoked_at = (select expires_at from revoked_jti where jti = 'family:' || login_families.family_id)
      where revoked_at is null and exists (select 1 from revoked_jti where jti = 'family:' || login_families.family_id)`.execute(db);
  await sql`delete from revoked_jti where jti like 'family:%'`.execute(db);
  await db.schema.createIndex('revoked_jti_expires').on('revoked_jti').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('revoked_jti_expires').execute();
  await db.schema.dropTable('login_families').execute();
}
