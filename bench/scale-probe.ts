/**
 * `npx tsx bench/scale-probe.ts [sqlite|postgres]`: the overview's and the big order's time per
 * request inside one process, one request at a time (median and worst of 50), over the database of
 * `npm run bench:scale`. Steadier than requests/s when the machine is busy with other work, and
 * the figure the "one request at a time" numbers compare with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Db } from '../src/server/platform/db/connect.js';
import { migrate } from '../src/server/platform/db/migrate.js';
import { seedIfEmpty } from '../src/server/db/seed/index.js';
import { listOrders } from '../src/server/modules/orders/order-list.js';
import { OrderLineCounts } from '../src/server/modules/orders/line-counts.js';
import { orderDetail } from '../src/server/modules/orders/order-detail.js';
import { freshPostgres } from './server-process.js';
import { fillScale } from './scale-fill.js';
import { deepCursor } from './scale-deep-page.js';

const RUNS = 50;

async function timed(work: () => Promise<unknown>): Promise<{ median: string; worst: string }> {
  for (let run = 0; run < 5; run += 1) await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[RUNS / 2]!.toFixed(1), worst: times[RUNS - 1]!.toFixed(1) };
}

async function probe(db: Db): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db, 1024, new Date());
  const { bigOrderId } = await fillScale(db.kysely, db.dialect);
  const user = await db.kysely.selectFrom('users').select('partner_id').where('email', '=', 'klant@example.nl').executeTakeFirstOrThrow();
  const partnerId = user.partner_id as number;
  // As the server keeps it: one per process, so repeated first pages count their orders' lines once.
  const lineCounts = new OrderLineCounts();
  const list = (q: string, cursor: Awaited<ReturnType<typeof deepCursor>> | null = null) =>
    () => listOrders(db.kysely, db.dialect, { partnerId, kind: 'order', q, cursor, page: 1, now: new Date() }, lineCounts);
  const deep = await deepCursor(db.kysely);
  console.log(`\n${db.dialect}: ms per request, one at a time, in process (median and worst of ${RUNS})`);
  console.table({
    'first page': await timed(list('')),
    'deep page (order 100,000)': await timed(list('', deep)),
    'search q=zzzz': await timed(list('zzzz')),
    'search q=12345': await timed(list('12345')),
    'detail: 500 prints, 5,000 lines': await timed(() => orderDetail(db.kysely, bigOrderId, partnerId, new Date())),
  });
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'sqlite';
  if (which === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'printportal-probe-'));
    const db = connect(`sqlite:${join(dir, 'probe.sqlite')}`);
    try { await probe(db); } finally { await db.close(); rmSync(dir, { recursive: true, force: true }); }
    return;
  }
  const postgres = await freshPostgres();
  if (!postgres) throw new Error('PostgreSQL not reachable');
  const db = connect(postgres.url);
  try { await probe(db); } finally { await db.close(); await postgres.drop(); }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
