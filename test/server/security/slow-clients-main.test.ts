import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from '../../support/server-port.js';
import { RawConnection, requestHead } from '../../support/raw-http.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

/**
 * Slow clients, end to end: `npm start`'s server (src/server/main.ts) takes its timeouts from
 * the environment. Started here with short ones, it closes a silent socket and cuts a trickled
 * login body (slow-clients.test.ts covers the rest in process).
 */
describe('the real server with short HTTP_*_TIMEOUT_S', () => {
  let child: ChildProcess;
  let dataDir = '';
  let port = 0;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pp-timeouts-'));
    port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env, SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', JWT_SECRET: 'timeouts-test-secret-long-enough-for-hs256',
      HTTP_HEADERS_TIMEOUT_S: '0.5', HTTP_BODY_TIMEOUT_S: '0.7', HTTP_IDLE_TIMEOUT_S: '3', HTTP_KEEP_ALIVE_TIMEOUT_S: '0.3',
    };
    delete env.DATABASE_URL;
    let output = '';
    child = spawn(process.execPath, [TSX, join(ROOT, 'src/server/main.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(`http://127.0.0.1:${port}`, child, () => output);
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes a silent socket', async () => {
    const connection = await RawConnection.open(port);
    await connection.whenClosed();
  });

  it('cuts a login body trickled a byte at a time long before it is complete', async () => {
    const body = JSON.stringify({ type: 'password', email: 'klant@example.nl', password: `Drukwerk2026!${' '.repeat(300)}` });
    const connection = await RawConnection.open(port);
    await connection.write(requestHead('POST', '/api/v1/auth/login', { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', 'Content-Length': String(body.length) }));
    let sent = 0;
    for (const byte of body) {
      if (connection.closed) break;
      await connection.write(byte);
      sent++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await connection.whenClosed();
    expect(sent).toBeLessThan(body.length);
  });
});
