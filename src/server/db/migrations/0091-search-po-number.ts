import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * The overview's search finds an order by its purchase-order number too (accounts payable search
 * by theirs). PostgreSQL: a trigram index on lower(po_number) beside the one on the reference (the
 * search ORs the two; the planner combines both indexes). SQLite: the contentless trigram table of
 * migration 0081 gets a second column with the folded PO number, kept by the same triggers.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`do $$ begin
        if exists (select 1 from pg_extension where extname = 'pg_trgm') then
          create index orders_po_number_trgm on orders using gin (lower(po_number) gin_trgm_ops);
        end if;
      end $$`.execute(db);
    return;
  }
  await rebuildSqliteSearch(db, true);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db)) await sql`drop index if exists orders_po_number_trgm`.execute(db);
  else await rebuildSqliteSearch(db, false);
}

const SEARCH_TRIGGERS = ['orders_search_insert', 'orders_search_delete', 'orders_search_update'];

/** The folded trigram table of migration 0081, with (or, going back, without) the PO number column. */
async function rebuildSqliteSearch(db: MigrationDb, withPo: boolean): Promise<void> {
  for (const trigger of SEARCH_TRIGGERS) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  await sql`drop table if exists orders_search`.execute(db);
  const columns = sql.raw(withPo ? 'reference, po_number' : 'reference');
  const values = (row: string) => sql.raw(withPo ? `fold_case(${row}reference), fold_case(${row}po_number)` : `fold_case(${row}reference)`);
  const watched = sql.raw(withPo ? 'reference, po_number' : 'reference');
  await sql`create virtual table orders_search using fts5(${columns}, content='', tokenize='trigram')`.execute(db);
  await sql`insert into orders_search (rowid, ${columns}) select id, ${values('')} from orders`.execute(db);
  await sql`create trigger orders_search_insert after insert on orders begin
      insert into orders_search (rowid, ${columns}) values (new.id, ${values('new.')});
    end`.execute(db);
  await sql`create trigger orders_search_delete after delete on orders begin
      insert into orders_search (orders_search, rowid, ${columns}) values ('delete', old.id, ${values('old.')});
    end`.execute(db);
  await sql`create trigger orders_search_update after update of ${watched} on orders begin
      insert into orders_search (orders_search, rowid, ${columns}) values ('delete', old.id, ${values('old.')});
      insert into orders_search (rowid, ${columns}) values (new.id, ${values('new.')});
    end`.execute(db);
}
