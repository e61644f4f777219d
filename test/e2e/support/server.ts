import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ADMIN, SERVER_MAIN } from '../../../scripts/build-steps.mjs';
import { freePort, waitForHealth } from '../../support/server-port.js';
import { providedByRun } from './run-provided.js';

export interface RunningServer {
  url: string;
  dataDir: string;
  outboxDir: string;
  jwtSecret: string;
  /** Runs an admin command (`npm run admin -- ...`) against this server's data; returns stdout. */
  admin(...args: string[]): string;
  /** Stops the server and removes its data folder unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * The lowest cost the server accepts: a login is its slowest call (128 MiB and ~0.3 s of CPU at the
 * production 2^17, 8 times less here), and the browser tests log in a few hundred times.
 */
const E2E_SCRYPT_COST = 2 ** 14;

/**
 * The real server, compiled as `npm start` runs it (built by global-setup.ts), on a free port with a
 * fresh data folder: a copy of the run's seeded template (the same demo data a first start seeds,
 * without seeding it again), or an empty folder it seeds itself when there is no template.
 */
export function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-e2e-'));
  const template = extraEnv.DATABASE_URL ? undefined : providedByRun('seededDataDir');
  if (template) cpSync(template, dataDir, { recursive: true });
  return spawnServer(dataDir, extraEnv);
}

async function spawnServer(dataDir: string, extraEnv: NodeJS.ProcessEnv): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const jwtSecret = `e2e-secret-${port}-${Date.now()}`;
  const env: NodeJS.ProcessEnv = { ...process.env, SKIP_BUILD: '1', SCRYPT_COST: String(E2E_SCRYPT_COST), DATA_DIR: dataDir, JWT_SECRET: jwtSecret, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, ...extraEnv };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [SERVER_MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    dataDir,
    outboxDir: join(dataDir, 'outbox'),
    jwtSecret,
    admin: (...args) => {
      const result = spawnSync(process.execPath, [SERVER_ADMIN, ...args], { env, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr}`);
      return result.stdout;
    },
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A data folder as a first start leaves it (migrated, demo data seeded), for startServer to copy. */
export async function makeSeededTemplate(): Promise<string> {
  const server = await spawnServer(mkdtempSync(join(tmpdir(), 'pp-e2e-template-')), {});
  // A stopped server has written everything into its database file (SQLite checkpoints on close).
  await server.stop({ keepData: true });
  return server.dataDir;
}
