import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { foldCase } from '../../../domain/search-fold.js';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from '../../db/database.js';
import { withStatementCache } from './statement-cache.js';

export type Dialect = 'sqlite' | 'postgres';

/** Connections by state, for /metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's pool now; SQLite's one connection (its queries run one after another, none waits). */
  pool(): PoolStats;
  close(): Promise<void>;
}

const SQLITE_POOL: PoolStats = { total: 1, idle: 1, waiting: 0 };

// PostgreSQL returns BIGINT (count(*)) as text by default; our counts are small.
pg.types.setTypeParser(20, (value) => Number(value));

function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** `sqlite:path/to/file.sqlite`, `sqlite::memory:` or `postgres://...`. */
export function connect(url: string): Db {
  if (isPostgresUrl(url)) {
    // A database that does not answer at all fails the request (503) after 10 s instead of
    // keeping it waiting for ever (pg waits without limit by default).
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
    // A dropped connection must not crash the process; the next query gets a fresh one. The pool
    // listens for errors of idle clients only: a client checked out (inside a transaction, between
    // two queries) whose connection is killed emits 'error' with no listener, which would throw and
    // end the process. The failed query still rejects, and the pool discards the dead client when
    // it is released.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const stats = (): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { kysely, dialect: 'postgres', pool: stats, close: () => kysely.destroy() };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // SQLite's lower() folds ASCII only ('CAFÉ' stays 'cafÉ'): the overview's search and its trigram
  // table fold with the search's own rule instead, as PostgreSQL's lower() folds (domain/search-fold.ts).
  sqlite.function('fold_case', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldCase(text) : text));
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', pool: () => SQLITE_POOL, close: () => kysely.destroy() };
}
