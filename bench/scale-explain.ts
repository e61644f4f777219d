/**
 * `npx tsx bench/scale-explain.ts [q]`: EXPLAIN ANALYZE (PostgreSQL) of every statement the overview
 * runs for a search (default q=12345) over 200,000 orders of one company. The
 * statements are the ones `listOrders` really sends, caught through Kysely's log.
 */
import pg from 'pg';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import type { Database } from '../src/server/db/database.js';
import { connect } from '../src/server/platform/db/connect.js';
import { listOrders } from '../src/server/modules/orders/order-list.js';
import { OrderLineCounts } from '../src/server/modules/orders/line-counts.js';
import { freshPostgres, startServer } from './server-process.js';
import { fillScale } from './scale-fill.js';

async function main(): Promise<void> {
  const q = process.argv[2] ?? '12345';
  const postgres = await freshPostgres();
  if (!postgres) throw new Error('PostgreSQL not reachable');
  try {
    const server = await startServer(postgres.url); // migrates and seeds
    await server.stop();
    const db = connect(postgres.url);
    await fillScale(db.kysely, db.dialect);
    const user = await db.kysely.selectFrom('users').select('partner_id').where('email', '=', 'klant@example.nl').executeTakeFirstOrThrow();
    await db.close();
    const pool = new pg.Pool({ connectionString: postgres.url, max: 1 });
    const statements: CompiledQuery[] = [];
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => { if (event.level === 'query') statements.push(event.query); },
    });
    await listOrders(logged, 'postgres', { partnerId: user.partner_id as number, kind: 'order', page: 1, q, cursor: null, now: new Date() }, new OrderLineCounts());
    for (const statement of statements) {
      const { rows } = await pool.query(`explain (analyze, buffers) ${statement.sql}`, statement.parameters as unknown[]);
      console.log(`\n${statement.sql}\n-- parameters ${JSON.stringify(statement.parameters)}`);
      for (const row of rows as { 'QUERY PLAN': string }[]) console.log(row['QUERY PLAN']);
    }
    await logged.destroy();
  } finally {
    await postgres.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
