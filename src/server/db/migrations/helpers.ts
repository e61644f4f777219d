import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** Kysely hands migrations an untyped database: the tables may not exist yet. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key, spelled for each dialect. */
export function withId<T extends string>(
  db: MigrationDb,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  if (isPostgres(db)) return table.addColumn('id', 'serial', (c) => c.primaryKey());
  return table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
