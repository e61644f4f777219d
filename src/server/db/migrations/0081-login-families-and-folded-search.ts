import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * Two changes in one step of the schema.
 *
 * 1. login_families: one row per login (refresh family), the place where its access tokens are ended.
 * `revoked_at`: the login ended (logout, re-used refresh token). `generation`: access tokens carry
 * the generation they were issued in; raising it ends every older token of the login at once.
 * revoked_jti.family_id: the single tokens a login retired (a partner switch), at most a handful per
 * login (more, and the login's generation is raised instead). requireAuth looks a login and its
 * retired tokens up by key, never reads a table. Logins of before get their row here; logins revoked
 * through revoked_jti's `family:` rows move over. An index prunes revoked_jti by expiry.
 *
 * 2. SQLite: the trigram table of the overview's search holds the folded reference (fold_case,
 * db/connect.ts: the search's one rule of case, as PostgreSQL's lower() folds), no longer the
 * reference as typed, which the tokenizer folds its own way ('İstanbul' was not found by "istanbul").
 * Contentless: the triggers hand it the folded text, the orders table stays what it shows.
 */
export async function up(db: MigrationDb): Promise<void> {
  await upLoginFamilies(db);
  if (!isPostgres(db)) await rebuildSqliteSearch(db, true);
}

export async function down(db: MigrationDb): Promise<void> {
  if (!isPostgres(db)) await rebuildSqliteSearch(db, false);
  await db.schema.dropIndex('revoked_jti_family').execute();
  await db.schema.alterTable('revoked_jti').dropColumn('family_id').execute();
  await db.schema.dropIndex('revoked_jti_expires').execute();
  await db.schema.dropTable('login_families').execute();
}

async function upLoginFamilies(db: MigrationDb): Promise<void> {
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
  await db.schema.alterTable('revoked_jti').addColumn('family_id', 'text').execute();
  await db.schema.createIndex('revoked_jti_family').on('revoked_jti').column('family_id').execute();
}

const SEARCH_TRIGGERS = ['orders_search_insert', 'orders_search_delete', 'orders_search_update'];

/** The trigram table again, of folded references or (going back) of references as typed. */
async function rebuildSqliteSearch(db: MigrationDb, folded: boolean): Promise<void> {
  for (const trigger of SEARCH_TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists orders_search`.execute(db);
  const indexed = (column: string) => sql.raw(folded ? `fold_case(${column})` : column);
  const content = sql.raw(folded ? "content=''" : "content='orders', content_rowid='id'");
  await sql`create virtual table orders_search using fts5(reference, ${content}, tokenize='trigram')`.execute(db);
  await sql`insert into orders_search (rowid, reference) select id, ${indexed('reference')} from orders`.execute(db);
  await sql`create trigger orders_search_insert after insert on orders begin
      insert into orders_search (rowid, reference) values (new.id, ${indexed('new.reference')});
    end`.execute(db);
  await sql`create trigger orders_search_delete after delete on orders begin
      insert into orders_search (orders_search, rowid, reference) values ('delete', old.id, ${indexed('old.reference')});
    end`.execute(db);
  await sql`create trigger orders_search_update after update of reference on orders begin
      insert into orders_search (orders_search, rowid, reference) values ('delete', old.id, ${indexed('old.reference')});
      insert into orders_search (rowid, reference) values (new.id, ${indexed('new.reference')});
    end`.execute(db);
}
