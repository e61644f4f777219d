/**
 * `npm run bench:scale`: the overviews of a company with 200,000 orders. Per database
 * (SQLite, and PostgreSQL when reachable; BENCH_DB limits) it starts the real server on a fresh
 * database, fills it (bench/scale-fill.ts), and loads with autocannon at 10 connections: the first
 * page, a deep page (order 100,000, via the cursor), two searches and the detail of an order with
 * 500 prints and 5,000 copy lines (also at 1 connection). Budget: p99 under 50 ms for the overviews, 100 ms for the detail.
 * First, that order's detail page in Chromium: time to the first print and the longest main-thread task.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { connect } from '../src/server/platform/db/connect.js';
import { freshPostgres, startServer, type RunningServer } from './server-process.js';
import { fillScale, SCALE_ORDERS } from './scale-fill.js';
import { deepPagePath } from './scale-deep-page.js';
import { CHROMIUM_PATH, launchChromium } from '../test/e2e/support/browser.js';
import { buildStale } from '../scripts/build-steps.mjs';
import { startServer as startE2eServer } from '../test/e2e/support/server.js';
import { detailFigures } from './detail-figures.js';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY_DB = process.env.BENCH_DB ?? '';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** `connections`: 10 unless given (the order detail's budget is for one request at a time). */
interface Target { name: string; path: string; budgetMs: number; connections?: number }

async function login(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { ...XHR, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function load(url: string, token: string, path: string, durationS: number, connections = CONNECTIONS) {
  return autocannon({
    url: `${url}/api/v1${path}`, connections, duration: durationS,
    headers: { ...XHR, Authorization: `Bearer ${token}` },
  });
}

async function benchOne(label: string, server: RunningServer): Promise<void> {
  const db = connect(server.databaseUrl!);
  let bigOrderId: number;
  let deepPath: string;
  try {
    const filled = await fillScale(db.kysely, db.dialect);
    bigOrderId = filled.bigOrderId;
    console.log(`${label}: ${SCALE_ORDERS} orders and one order of 500 prints filled in ${filled.seconds.toFixed(1)} s`);
    deepPath = await deepPagePath(db.kysely, server.url);
  } finally {
    await db.close();
  }
  const token = await login(server.url);
  const targets: Target[] = [
    { name: 'first page', path: '/orders?kind=order', budgetMs: 50 },
    { name: 'deep page (order 100,000)', path: deepPath, budgetMs: 50 },
    { name: 'search q=zzzz (no hit)', path: '/orders?kind=order&q=zzzz', budgetMs: 50 },
    { name: 'search q=12345 (number or reference)', path: '/orders?kind=order&q=12345', budgetMs: 50 },
    { name: 'detail: 500 prints, 5,000 copy lines (1 connection)', path: `/orders/${bigOrderId}`, budgetMs: 100, connections: 1 },
    { name: 'detail: 500 prints, 5,000 copy lines', path: `/orders/${bigOrderId}`, budgetMs: 100 },
  ];
  const rows = [];
  for (const target of targets) {
    await load(server.url, token, target.path, 1, target.connections); // warm-up: JIT, statement caches, pool
    const result = await load(server.url, token, target.path, DURATION_S, target.connections);
    // No answer at all within the run (every request slower than it) shows as '>' the run's length.
    const answered = result.requests.total > 0 && result.latency.p99 > 0;
    const none = `>${DURATION_S * 1000}`;
    rows.push({
      route: target.name, p50: answered ? result.latency.p50 : none, p99: answered ? result.latency.p99 : none,
      rps: Math.round(result.requests.average), errors: result.errors + result.timeouts + result.non2xx,
      budget: answered && result.latency.p99 < target.budgetMs ? 'ok' : 'MISSED',
    });
  }
  console.log(`\nScale benchmark on ${label}: ${SCALE_ORDERS} orders of one company, ${CONNECTIONS} connections, ${DURATION_S} s each (ms)`);
  // Figures only mean something on an otherwise idle machine: say how busy it was.
  console.log(`load average ${loadavg().map((value) => value.toFixed(1)).join(' ')} on ${cpus().length} cores`);
  console.table(rows);
  // Requests still queued when autocannon stops must finish before the database closes.
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

/** The big order's detail in Chromium; BENCH_SKIP_BROWSER=1 skips it. */
async function benchDetailInBrowser(): Promise<void> {
  if (process.env.BENCH_SKIP_BROWSER === '1') return;
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`\nNo Chromium at ${CHROMIUM_PATH}: the order detail in the browser is skipped.`);
    return;
  }
  await buildStale();
  const [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
  try {
    console.log('\nOrder detail in Chromium (SQLite server), 3 runs after a warm-up');
    console.table(await detailFigures(browser, server));
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  await benchDetailInBrowser();
  if (ONLY_DB !== 'postgres') {
    const server = await startServer();
    try {
      await benchOne('SQLite', server);
    } finally {
      await server.stop();
    }
  }
  if (ONLY_DB === 'sqlite') return;
  const postgres = await freshPostgres();
  if (!postgres) {
    console.log('\nPostgreSQL not reachable: PostgreSQL scale benchmark skipped.');
    return;
  }
  try {
    const server = await startServer(postgres.url);
    try {
      await benchOne('PostgreSQL', server);
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
