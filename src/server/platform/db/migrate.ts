import { Migrator, type MigrationProvider } from 'kysely';
import type { Db } from './connect.js';
import { migrations } from '../../db/migrations/index.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; safe to run by several processes (Kysely takes a lock). */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
