import pg from 'pg';
import { randomBytes } from 'node:crypto';

/**
 * The databases every server test runs on: SQLite in memory always, and a fresh PostgreSQL
 * database of this machine. With CI set a missing PostgreSQL fails the run; on a laptop without
 * one the PostgreSQL suites are skipped with one loud line and
 * counted as skipped.
 */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function probePostgres(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const postgresAvailable = await probePostgres();
if (!postgresAvailable) {
  if (process.env.CI) throw new Error(`CI is set but PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL}`);
  console.warn(`\n!!! PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}: PostgreSQL suites are SKIPPED !!!\n`);
}

export type DatabaseKind = 'sqlite' | 'postgres';
export const databaseKinds: readonly DatabaseKind[] = ['sqlite', 'postgres'];
export const databaseReachable = (kind: DatabaseKind): boolean => kind === 'sqlite' || postgresAvailable;

function urlFor(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A new PostgreSQL database, empty or a copy of `template` (a database nobody is connected to);
 * `drop` removes it again.
 */
export async function createPostgresDatabase(template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `pp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  return {
    name,
    url: urlFor(name),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
