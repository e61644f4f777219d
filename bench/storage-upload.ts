/**
 * One 500 MB print file uploaded through the real HTTP route (the compiled server, as `npm start`
 * runs it) into each storage: the local folder, then the object store (s3rver in this process,
 * S3_URL). Prints the upload's time and the server process's resident memory before and at its peak
 * during the upload (sampled every 50 ms from /proc). Not part of `npm test`:
 *   npx tsx bench/storage-upload.ts            (SIZE_MB=500, STORAGES=local,s3)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_MAIN, buildStale } from '../scripts/build-steps.mjs';
import { freePort, waitForHealth } from '../test/support/server-port.js';
import { startS3Store } from '../test/support/s3-store.js';
import { order, print } from '../test/server/orders/order-helpers.js';

const SIZE = Number(process.env.SIZE_MB ?? 500) * 1024 * 1024;
const STORAGES = (process.env.STORAGES ?? 'local,s3').split(',');
const CHUNK = 1024 * 1024;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function api(url: string, method: string, path: string, token: string | null, body?: unknown): Promise<any> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const answer = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** A PDF header then SIZE bytes of filler, written as the socket takes them (never whole in memory). */
function upload(url: string, path: string, token: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const header = Buffer.from('%PDF-1.7\n');
    const filler = Buffer.alloc(CHUNK, 0x20);
    const req = request(`${url}${path}`, {
      method: 'POST',
      headers: {
        'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}`, 'Content-Type': 'application/pdf',
        'X-File-Name': 'groot.pdf', 'Content-Length': String(header.length + SIZE),
      },
    }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.write(header);
    let sent = 0;
    const more = () => {
      while (sent < SIZE) {
        sent += CHUNK;
        if (!req.write(filler)) return void req.once('drain', more);
      }
      req.end();
    };
    more();
  });
}

async function run(kind: string, s3Url: string | null): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-storage-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env, SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url,
    UPLOAD_MAX_MB: String(Math.ceil(SIZE / 1024 / 1024) + 10), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  delete env.DATABASE_URL;
  if (s3Url) env.S3_URL = s3Url;
  const child = spawn(process.execPath, [SERVER_MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHealth(url, child, () => '(its errors are printed above)');
    const { token } = await api(url, 'POST', '/api/v1/auth/login', null, { type: 'password', email: 'klant@example.nl', password: 'Drukwerk2026!' });
    const products: { id: number; default_code: string }[] = await api(url, 'GET', '/api/v1/products', token);
    const banner = products.find((product) => product.default_code === 'SPD-FL510')!;
    const placed = await api(url, 'POST', '/api/v1/order', token, order([print(banner.id)], { delivery_date: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10) }));
    const orderId = placed.orders[0].id as number;
    const detail = await api(url, 'GET', `/api/v1/orders/${orderId}`, token);
    const before = rssMb(child.pid!);
    let peak = before;
    const sampler = setInterval(() => { peak = Math.max(peak, rssMb(child.pid!)); }, 50);
    const started = performance.now();
    const answer = await upload(url, `/api/v1/orders/${orderId}/files?print=${detail.products[0].id}`, token);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(child.pid!));
    if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.text}`);
    console.log(`${kind.padEnd(6)} ${(SIZE / 1024 / 1024).toFixed(0)} MB in ${seconds.toFixed(1)} s (${(SIZE / 1024 / 1024 / seconds).toFixed(0)} MB/s); server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during the upload`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildStale();
for (const kind of STORAGES) {
  if (kind === 's3') {
    const store = await startS3Store();
    try {
      await run('s3', store.urlFor('bench-print-files'));
    } finally {
      await store.stop();
    }
  } else {
    await run('local', null);
  }
}
