import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, postgresAvailable } from '../support/databases.js';
import { startS3Store, type RunningS3 } from '../support/s3-store.js';
import { storageFor } from '../../src/server/platform/storage/storage-for.js';
import { pdfOfSize } from '../server/files/pdf-fixtures.js';
import { order, print } from '../server/orders/order-helpers.js';
import { startPortal, type PortalProcess } from './faults/portal-process.js';
import { SERVED_BY, startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy.js';

const PASSWORD = 'Drukwerk2026!';

interface Answer {
  status: number;
  body: any;
  bytes: Buffer;
  servedBy: number;
  refreshCookie: string | null;
}

/** A pickup date three weeks on, on a Wednesday: an ordinary date whatever day the test runs. */
function deliveryDate(): string {
  const date = new Date(Date.now() + 21 * 86_400_000);
  while (date.getUTCDay() !== 3) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe.skipIf(!postgresAvailable)('two portal processes on one PostgreSQL and one object store, behind a round-robin balancer [postgres]', () => {
  const dataDirs = [mkdtempSync(join(tmpdir(), 'pp-cluster-a-')), mkdtempSync(join(tmpdir(), 'pp-cluster-b-'))];
  let s3: RunningS3 | undefined;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  const portals: PortalProcess[] = [];
  let proxy: RoundRobinProxy | undefined;
  let s3Url = '';

  beforeAll(async () => {
    s3 = await startS3Store();
    s3Url = s3.urlFor('cluster-print-files');
    database = await createPostgresDatabase();
    const shared = { jwtSecret: `cluster-${randomUUID()}`, databaseUrl: database.url, env: {
      S3_URL: s3Url, TRUSTED_PROXY: '127.0.0.1',
      // Cheaper password hashes, as the other browser-test servers: a dozen logins are most of this file's time.
      SCRYPT_COST: String(2 ** 14), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    } };
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const dataDir of dataDirs) portals.push(await startPortal({ ...shared, dataDir }));
    proxy = await startRoundRobinProxy(portals.map((portal) => portal.url));
  });

  afterAll(async () => {
    await proxy?.stop();
    for (const portal of portals) await portal.stop();
    await database?.drop();
    await s3?.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  /** One request through the balancer, sent so that it lands on process `on` (0 or 1). */
  async function call(on: number, method: string, path: string, options: { token?: string; cookie?: string; json?: unknown; raw?: Uint8Array<ArrayBuffer>; headers?: Record<string, string> } = {}): Promise<Answer> {
    // A request in between when the turn is the other process's: the balancer itself stays plain round-robin.
    while (proxy!.next() !== on) await fetch(`${proxy!.url}/api/v1/health`).then((answer) => answer.arrayBuffer());
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.Cookie = `pp_refresh=${options.cookie}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.raw) {
      body = options.raw;
    }
    const answer = await fetch(`${proxy!.url}${path}`, { method, headers, body });
    const bytes = Buffer.from(await answer.arrayBuffer());
    let parsed: unknown = null;
    try { parsed = JSON.parse(bytes.toString('utf8')); } catch { /* not JSON */ }
    const cookie = /pp_refresh=([^;]*)/.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    return { status: answer.status, body: parsed, bytes, servedBy: Number(answer.headers.get(SERVED_BY)), refreshCookie: cookie || null };
  }

  /** Polls until `done` holds (another process sees a revocation within its 2 s cache), at most 10 s. */
  async function eventually(done: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error('condition not reached in 10 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('serves one customer from both processes: login, price, order, print file, refresh, logout', async () => {
    const login = await call(0, 'POST', '/api/v1/auth/login', { json: { type: 'password', email: 'klant@example.nl', password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.servedBy).toBe(0);
    let token = login.body.token as string;

    // Price and order through the other process, with the token the first one signed.
    const products = await call(1, 'GET', '/api/v1/products', { token });
    expect(products.status).toBe(200);
    const banner = (products.body as { id: number; default_code: string }[]).find((product) => product.default_code === 'SPD-FL510')!;
    const line = print(banner.id);
    const price = await call(1, 'POST', '/api/v1/prices', { token, json: line });
    expect(price.status).toBe(200);
    const placed = await call(1, 'POST', '/api/v1/order', {
      token, json: order([{ ...line, prices: { product: price.body.product, frames: price.body.frames } }], { delivery_date: deliveryDate() }),
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.orders[0].id as number;
    expect(placed.body.orders[0].total).toBe(price.body.product);

    // A print file uploaded through one process is downloaded and its check seen through the other.
    const detail = await call(0, 'GET', `/api/v1/orders/${orderId}`, { token });
    const printId = detail.body.products[0].id as number;
    const pdf = await pdfOfSize([2000, 1000]);
    const uploaded = await call(0, 'POST', `/api/v1/orders/${orderId}/files?print=${printId}`, { token, raw: pdf, headers: { 'Content-Type': 'application/pdf', 'X-File-Name': 'gevel.pdf' } });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.file).toMatchObject({ name: 'gevel.pdf', size: pdf.length, pages: 1, width_mm: 2000, height_mm: 1000, warning: null });
    const download = await call(1, 'GET', uploaded.body.file.url, { token });
    expect(download.status).toBe(200);
    expect(download.bytes.equals(Buffer.from(pdf))).toBe(true);
    const seen = await call(1, 'GET', `/api/v1/orders/${orderId}`, { token });
    expect(seen.body.products[0].files).toEqual([uploaded.body.file]);
    // In the object store, on neither process's disk.
    const stored: string[] = [];
    for await (const object of storageFor({ uploadDir: '/nonexistent', s3Url }).list()) stored.push(object.storedName);
    expect(stored).toHaveLength(1);
    for (const dir of dataDirs) expect(readdirSync(dir)).not.toContain('uploads');

    // The refresh token rotates across processes; each new access token works on the other.
    const first = await call(1, 'GET', '/api/v1/auth/refresh', { cookie: login.refreshCookie! });
    expect(first.status).toBe(200);
    expect((await call(0, 'GET', '/api/v1/settings', { token: first.body.token })).status).toBe(200);
    const second = await call(0, 'GET', '/api/v1/auth/refresh', { cookie: first.refreshCookie! });
    expect(second.status).toBe(200);
    token = second.body.token as string;
    expect((await call(1, 'GET', '/api/v1/settings', { token })).status).toBe(200);

    // Logout through one revokes the login on both: its refresh cookie at once, its access token within the cache's 2 s.
    expect((await call(1, 'DELETE', '/api/v1/auth/logout', { token, cookie: second.refreshCookie! })).status).toBe(204);
    for (const on of [0, 1]) expect((await call(on, 'GET', '/api/v1/auth/refresh', { cookie: second.refreshCookie! })).status).toBe(401);
    await eventually(async () => {
      const statuses = [(await call(0, 'GET', '/api/v1/settings', { token })).status, (await call(1, 'GET', '/api/v1/settings', { token })).status];
      return statuses.every((status) => status === 401);
    });
    expect((await call(0, 'GET', '/api/v1/settings', { token: first.body.token })).status).toBe(401);
  });

  it('counts failed logins of both processes together: the 11th is refused, on either', async () => {
    const attempt = (on: number) => call(on, 'POST', '/api/v1/auth/login', { json: { type: 'password', email: 'inkoop@example.nl', password: 'not-the-password' } });
    for (let failure = 0; failure < 10; failure += 1) expect((await attempt(failure % 2)).status).toBe(401);
    for (const on of [0, 1]) {
      const refused = await attempt(on);
      expect(refused.status).toBe(429);
      expect(refused.servedBy).toBe(on);
    }
  });
});
