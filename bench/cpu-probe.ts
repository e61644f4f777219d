/**
 * `npx tsx bench/cpu-probe.ts [sqlite|postgres]`: the server's own CPU time per request of each bench
 * route, in process (`app.request`, no sockets), with 50 requests in flight. On a machine shared
 * with other work, CPU time per request moves much less than requests/s, so this shows whether a
 * change made a route cheaper; `npm run bench` remains the measurement of the budgets.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../src/server/platform/db/connect.js';
import { migrate } from '../src/server/platform/db/migrate.js';
import { seedIfEmpty } from '../src/server/db/seed/index.js';
import { createApp } from '../src/server/app.js';
import type { Services } from '../src/server/services.js';
import { loadConfig } from '../src/server/config.js';
import { freshPostgres } from './server-process.js';

const IN_FLIGHT = 50;
const REQUESTS = Number(process.env.PROBE_REQUESTS ?? 4000);

async function main(): Promise<void> {
  const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'printportal-probe-'));
  const postgres = kind === 'postgres' ? await freshPostgres() : null;
  if (kind === 'postgres' && !postgres) throw new Error('PostgreSQL not reachable');
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? `sqlite:${dataDir}/probe.sqlite` });
  const db = connect(config.databaseUrl);
  await migrate(db);
  await seedIfEmpty(db, config.scryptCost, new Date());
  const services: Services = { db, config, now: () => new Date(), mailer: { send: async () => undefined } };
  const app = createApp(services);
  const call = async (method: string, path: string, token: string | null, body?: unknown, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', ...extra };
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await app.request(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return text;
  };
  const { token } = JSON.parse(await call('POST', '/auth/login', null, { type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' })) as { token: string };
  const products = JSON.parse(await call('GET', '/products', token)) as { id: number; default_code: string }[];
  const finishes = JSON.parse(await call('GET', '/finishes', token)) as { id: number; finishing_id: number; default_code: string }[];
  const banner = products.find((product) => product.default_code === 'SPD-FL510') ?? products[0]!;
  const hem = finishes.find((finish) => finish.default_code === 'AF-ZOOM');
  const copies = [1, 2, 3, 4, 5].map((n) => ({ originals: 1, quantity: n, width: 1000 + n * 250, height: 800, sides: 1, abaa: 1, remark: `banner ${n}` }));
  const print = (uuid: string) => ({ product_id: banner.id, copies, finishes: hem ? [{ id: hem.id, finishing_id: hem.finishing_id, side: 'around' }] : [], complete: true, uuid, prices: {} });
  const expedition = JSON.parse(await call('POST', '/expedition', token, { products: [print('p')], contactUser: null, details: {} })) as { deadlines: { suggested_date: string } };
  const order = {
    products: [print(randomUUID()), print(randomUUID())],
    contact: { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' },
    details: { description: 'probe', reference: 'PROBE', files_date: null, delivery_date: expedition.deadlines.suggested_date, pickup: true, pack: false, address: null, approve_pdf: false, archive_files: false },
  };
  const routes: [string, () => Promise<unknown>][] = [
    ['GET /health', () => call('GET', '/health', null)],
    ['GET /catalog', () => call('GET', '/catalog', token)],
    ['POST /prices', () => call('POST', '/prices', token, print('p'))],
    ['POST /expedition', () => call('POST', '/expedition', token, { products: [print('p')], contactUser: null, details: {} })],
    ['POST /order', () => call('POST', '/order', token, order, { 'Idempotency-Key': randomUUID() })],
  ];
  const only = (process.env.BENCH_ONLY ?? '').split(',').filter((key) => key !== '');
  const rows = [];
  for (const [name, run] of routes) {
    if (only.length > 0 && name !== 'GET /health' && !only.some((key) => name.includes(key))) continue;
    const count = name === 'POST /order' ? Math.ceil(REQUESTS / 4) : REQUESTS;
    const round = async (n: number) => {
      let next = 0;
      await Promise.all(Array.from({ length: IN_FLIGHT }, async () => {
        while (next < n) { next += 1; await run(); }
      }));
    };
    await round(Math.ceil(count / 4)); // warm-up
    const cpu = process.cpuUsage();
    const start = performance.now();
    await round(count);
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    rows.push({ route: name, 'cpu µs/req': Math.round((used.user + used.system) / count), 'wall req/s': Math.round(count / (wall / 1000)) });
  }
  console.log(`CPU per request on ${kind} (${IN_FLIGHT} in flight, in process)`);
  console.table(rows);
  await db.close();
  await postgres?.drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
