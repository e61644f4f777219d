/**
 * `npm run bench`: the server budgets of DESIGN.md section 11. Starts the real server (SQLite, and
 * PostgreSQL when reachable) on a free port with a fresh data folder, logs in through the API, and
 * loads each route with autocannon (50 connections, ~5 s). Throughput ratios are against a bare
 * hello-world Hono route (bench/hello-world.ts, its own process) measured in the same run.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { freshPostgres, startHelloWorld, startServer } from './server-process.js';
import { benchBrowser } from './browser-figures.js';
import { benchUnendedStreams } from './unended-streams-figures.js';
import { benchRevocations } from './revocation-figures.js';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * BENCH_ONLY=catalog,prices limits the run to those routes (keys: health, catalog, prices, expedition,
 * order, pdf, revoked; the hello-world reference always runs, as the ratios need it); BENCH_DB=sqlite or
 * postgres limits the databases. `revoked` (bench/revocation-figures.ts) runs last: it fills the database.
 * For measuring one change at a time; a full `npm run bench` sets neither.
 */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((key) => key.trim()).filter((key) => key !== '');
const ONLY_DB = process.env.BENCH_DB ?? '';

interface Target {
  key: string;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  uniqueIdempotencyKey?: boolean;
  /** DESIGN.md section 11: p99 budget in ms (none for the health route). */
  p99BudgetMs?: number;
}

async function api<T>(url: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { ...XHR, 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs in as the demo customer and builds realistic payloads from the seeded catalogue. */
async function prepare(url: string): Promise<{ token: string; targets: Target[] }> {
  const { token } = await api<{ token: string }>(url, 'POST', '/auth/login', null, {
    type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!',
  });
  const products = await api<{ id: number; default_code: string }[]>(url, 'GET', '/products', token);
  const finishes = await api<{ id: number; finishing_id: number; default_code: string }[]>(url, 'GET', '/finishes', token);
  const banner = products.find((product) => product.default_code === 'SPD-FL510') ?? products[0]!;
  const hem = finishes.find((finish) => finish.default_code === 'AF-ZOOM');
  const copies = [1, 2, 3, 4, 5].map((n) => ({ originals: 1, quantity: n, width: 1000 + n * 250, height: 800, sides: 1, abaa: 1, remark: `banner ${n}` }));
  const print = (uuid: string) => ({
    product_id: banner.id,
    copies,
    finishes: hem ? [{ id: hem.id, finishing_id: hem.finishing_id, side: 'around' }] : [],
    complete: true,
    uuid,
    prices: {},
  });
  const expedition = await api<{ deadlines: { suggested_date: string } }>(url, 'POST', '/expedition', token, {
    products: [print('bench')], contactUser: null, details: {},
  });
  const order = {
    products: [print(randomUUID()), print(randomUUID())],
    contact: { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' },
    details: {
      description: 'benchmark', reference: 'BENCH', files_date: null, delivery_date: expedition.deadlines.suggested_date,
      pickup: true, pack: false, address: null, approve_pdf: false, archive_files: false,
    },
  };
  const targets: Target[] = [
    { key: 'health', name: 'GET /health (database ping)', method: 'GET', path: '/health' },
    { key: 'catalog', name: 'GET /catalog', method: 'GET', path: '/catalog', p99BudgetMs: 25 },
    { key: 'prices', name: 'POST /prices', method: 'POST', path: '/prices', body: print('bench'), p99BudgetMs: 25 },
    { key: 'expedition', name: 'POST /expedition', method: 'POST', path: '/expedition', body: { products: [print('bench')], contactUser: null, details: {} } },
    { key: 'order', name: 'POST /order', method: 'POST', path: '/order', body: order, uniqueIdempotencyKey: true, p99BudgetMs: 100 },
  ];
  return { token, targets: targets.filter((target) => ONLY.length === 0 || ONLY.includes(target.key)) };
}

interface Row {
  route: string; p50: number; p99: number; rps: number; errors: number;
  /** Against the bare hello-world route (DESIGN.md section 11's reference, used for the verdict). */
  ratio: string;
  /** Against the portal's own /health (the same middleware and a database ping), for comparison. */
  'vs /health': string;
  budget: string;
}

async function measure(url: string, token: string | null, target: Target, durationS = DURATION_S): Promise<Result> {
  const headers: Record<string, string> = { ...XHR, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  if (target.body !== undefined) headers['Content-Type'] = 'application/json';
  return autocannon({
    url: `${url}/api/v1${target.path}`,
    connections: CONNECTIONS,
    duration: durationS,
    method: target.method,
    headers,
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    setupRequest: target.uniqueIdempotencyKey
      ? (request) => ({ ...request, headers: { ...request.headers, 'Idempotency-Key': randomUUID() } })
      : undefined,
  });
}

const HELLO: Target = { key: 'hello', name: 'hello world (bare Hono route)', method: 'GET', path: '/hello' };

/** Requests per second of the bare hello-world Hono route: the reference of every ratio. */
async function helloWorldRps(): Promise<Row> {
  const hello = await startHelloWorld();
  try {
    await measure(hello.url, null, HELLO, 1);
    const result = await measure(hello.url, null, HELLO);
    return rowOf(HELLO, result, result.requests.average);
  } finally {
    await hello.stop();
  }
}

function rowOf(target: Target, result: Result, helloRps: number, healthRps?: number): Row {
  const rps = result.requests.average;
  const ratio = rps / helloRps;
  const meetsBudget = target.p99BudgetMs === undefined
    ? '-'
    : result.latency.p99 < target.p99BudgetMs && ratio >= 1 / 3 ? 'ok' : 'MISSED';
  return {
    route: target.name, p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(rps),
    errors: result.errors + result.timeouts + result.non2xx, ratio: ratio.toFixed(2),
    'vs /health': healthRps ? (rps / healthRps).toFixed(2) : '-', budget: meetsBudget,
  };
}

async function benchDatabase(label: string, hello: Row, databaseUrl?: string): Promise<void> {
  const server = await startServer(databaseUrl);
  try {
    const { token, targets } = await prepare(server.url);
    const rows: Row[] = [hello];
    let healthRps: number | undefined;
    for (const target of targets) {
      await measure(server.url, token, target, 1); // warm-up: JIT, statement caches, pool
      const result = await measure(server.url, token, target);
      if (target.key === 'health') healthRps = result.requests.average;
      rows.push(rowOf(target, result, hello.rps, healthRps));
    }
    const load = loadavg().map((value) => value.toFixed(1)).join(' ');
    console.log(`\nServer benchmark on ${label}: ${CONNECTIONS} connections, ${DURATION_S} s per route (latency in ms)`);
    // Figures only mean something on an otherwise idle machine: say how busy it was.
    console.log(`load average ${load} on ${cpus().length} cores; ratio = requests/s against the hello-world route, 'vs /health' against the portal's own`);
    console.table(rows);
    if ((ONLY.length === 0 || ONLY.includes('revoked')) && server.databaseUrl) await benchRevocations(server.url, server.databaseUrl, token);
  } finally {
    // Requests still queued when autocannon stops must finish before the database closes.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await server.stop();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BROWSER !== '1') await benchBrowser();
  if (ONLY.length === 0 || ONLY.includes('pdf')) await benchUnendedStreams();
  const hello = await helloWorldRps();
  if (ONLY_DB !== 'postgres') await benchDatabase('SQLite', hello);
  if (ONLY_DB === 'sqlite') return;
  const postgres = await freshPostgres();
  if (!postgres) {
    console.log('\nPostgreSQL not reachable: PostgreSQL benchmark skipped.');
    return;
  }
  try {
    await benchDatabase('PostgreSQL', hello, postgres.url);
  } finally {
    await postgres.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
