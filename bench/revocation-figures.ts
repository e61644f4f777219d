/**
 * Part of `npm run bench` (key `revoked`): 400,000 revoked access tokens and 400,000 ended logins in
 * the database of the running server (what a quarter of an hour of partner switches and logouts
 * could leave behind), then eight connections call an authenticated route and /health for six seconds
 * (three lifetimes of the session cache) and the slowest answer of each counts. Budget: under 50 ms.
 * Half the revoked tokens belong to a login (16 each), half to none. Runs against a database without
 * login_families too (seeding only revoked_jti), to compare.
 */
import { sql } from 'kysely';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { connect, type Db } from '../src/server/platform/db/connect.js';

export const REVOCATIONS = 400_000;
const BATCH = 2_000;
const CLIENTS = 8;
const DURATION_S = 6;
export const WORST_BUDGET_MS = 50;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

export interface RevocationFigures {
  route: string;
  calls: number;
  p50: number;
  p99: number;
  worst: number;
  budget: string;
}

/** Whether the database has the per-login table (a database of before has only revoked_jti). */
async function hasLoginFamilies(db: Db): Promise<boolean> {
  const query = db.dialect === 'postgres'
    ? sql`select 1 from information_schema.tables where table_name = 'login_families'`
    : sql`select 1 from sqlite_master where type = 'table' and name = 'login_families'`;
  return (await query.execute(db.kysely)).rows.length > 0;
}

async function seed(databaseUrl: string): Promise<void> {
  const db = connect(databaseUrl);
  try {
    const expires = new Date(Date.now() + 15 * 60 * 1000).toISOString();
    const now = new Date().toISOString();
    const families = await hasLoginFamilies(db);
    const user = await db.kysely.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    for (let start = 0; start < REVOCATIONS; start += BATCH) {
      const ids = Array.from({ length: BATCH }, (_, index) => `bench-${start + index}`);
      // Where logins exist, every other revoked token was retired by one of them (16 each, the most a login keeps).
      const loginOf = (index: number) => (families && index % 2 === 0 ? { family_id: `bench-${Math.floor(index / 32)}` } : {});
      await db.kysely.insertInto('revoked_jti').values(ids.map((jti, index) => ({ jti, expires_at: expires, ...loginOf(start + index) }))).execute();
      if (families) {
        await db.kysely.insertInto('login_families')
          .values(ids.map((id) => ({ family_id: id, user_id: user.id, generation: 7, started_at: now, revoked_at: now })))
          .execute();
      }
    }
    // The server should meet the rows in its database file, not in a write-ahead log of a million inserts.
    if (db.dialect === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
    else await sql`vacuum analyze`.execute(db.kysely);
  } finally {
    await db.close();
  }
}

async function load(url: string, path: string, token: string | null, durationS = DURATION_S): Promise<RevocationFigures> {
  const result = await autocannon({
    url: `${url}${path}`,
    connections: CLIENTS,
    duration: durationS,
    headers: { ...XHR, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${path}: ${failed} of ${result.requests.total} calls failed`);
  return {
    route: `GET ${path}`, calls: result.requests.total, p50: result.latency.p50, p99: result.latency.p99,
    worst: result.latency.max, budget: result.latency.max < WORST_BUDGET_MS ? 'ok' : 'MISSED',
  };
}

/** Seeds the revocations into the server's database, then measures the slowest authenticated call and /health. */
export async function benchRevocations(url: string, databaseUrl: string, token: string): Promise<RevocationFigures[]> {
  const seeding = performance.now();
  await seed(databaseUrl);
  console.log(`\nRevocations: ${REVOCATIONS.toLocaleString('en')} seeded in ${Math.round(performance.now() - seeding)} ms; ${CLIENTS} connections, ${DURATION_S} s per route (ms)`);
  await load(url, '/api/v1/specs/check', token, 1); // warm-up: JIT, statement caches, pool
  const rows = [await load(url, '/api/v1/specs/check', token), await load(url, '/api/v1/health', null)];
  console.log(`load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}; budget: the worst answer under ${WORST_BUDGET_MS} ms`);
  console.table(rows);
  return rows;
}
