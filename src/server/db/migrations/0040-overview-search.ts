import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * Overviews of 200,000 orders: an index for keyset paging on (partner, kind, created_at,
 * id), and a trigram index for the reference search. PostgreSQL: pg_trgm's GIN index on
 * lower(reference), which `lower(reference) LIKE '%q%'` uses as it is. SQLite: an FTS5 table with
 * the trigram tokenizer over orders.reference, kept in step by triggers (every writer of orders,
 * now and later, updates it without knowing).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('orders_partner_kind_keyset').on('orders').columns(['partner_id', 'kind', 'created_at', 'id']).execute();
  await db.schema.dropIndex('orders_partner_kind').execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

async function upPostgres(db: MigrationDb): Promise<void> {
  // pg_trgm is a trusted extension, yet a role without CREATE on the database cannot add it. Then
  // the search still works (same query), only without the index: say so instead of failing the migration.
  await sql`do $$ begin
      create extension if not exists pg_trgm;
    exception when others then
      raise warning 'pg_trgm not available (%): the order search runs without its trigram index', sqlerrm;
    end $$`.execute(db);
  await sql`do $$ begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        create index orders_reference_trgm on orders using gin (lower(reference) gin_trgm_ops);
      end if;
    end $$`.execute(db);
}

async function upSqlite(db: MigrationDb): Promise<void> {
  await sql`create virtual table orders_search using fts5(reference, content='orders', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into orders_search (rowid, reference) select id, reference from orders`.execute(db);
  await sql`create trigger orders_search_insert after insert on orders begin
      insert into orders_search (rowid, reference) values (new.id, new.reference);
    end`.execute(db);
  await sql`create trigger orders_search_delete after delete on orders begin
      insert into orders_search (orders_search, rowid, reference) values ('delete', old.id, old.reference);
    end`.execute(db);
  await sql`create trigger orders_search_update after update of reference on orders begin
      insert into orders_search (orders_search, rowid, reference) values ('delete', old.id, old.reference);
      insert into orders_search (rowid, reference) values (new.id, new.reference);
    end`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists orders_reference_trgm`.execute(db);
  } else {
    for (const trigger of ['orders_search_insert', 'orders_search_delete', 'orders_search_update']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists orders_search`.execute(db);
  }
  await db.schema.createIndex('orders_partner_kind').on('orders').columns(['partner_id', 'kind', 'created_at']).execute();
  await db.schema.dropIndex('orders_partner_kind_keyset').execute();
}
