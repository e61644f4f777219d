import { migrate } from '../../src/server/platform/db/migrate.js';
import { seedIfEmpty } from '../../src/server/db/seed/index.js';
import type { Db } from '../../src/server/platform/db/connect.js';

export const TEST_SCRYPT_COST = 2 ** 10;
/** When every test database was seeded (each test's clock starts here too). */
export const SEEDED_AT = '2026-11-23T09:00:00Z';

/** Migrated and seeded with the demo data as every server test starts (a no-op on a copy of such a database). */
export async function migrateAndSeed(db: Db): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db, TEST_SCRYPT_COST, new Date(SEEDED_AT));
}
