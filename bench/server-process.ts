import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort, waitForHealth } from '../test/support/server-port.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  /** The server's database: the given PostgreSQL URL or its SQLite file in the fresh data folder. */
  databaseUrl?: string;
}

/** The real server (`tsx src/server/main.ts`) on a free port with a fresh data folder. */
export async function startServer(databaseUrl?: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'printportal-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, SKIP_BUILD: '1', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => '(its errors are printed above)', 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, databaseUrl: databaseUrl ?? `sqlite:${join(dataDir, 'printportal.sqlite')}` };
}

/** The bare hello-world Hono route (bench/hello-world.ts) on a free port. */
export async function startHelloWorld(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['bench/hello-world.ts'], {
    cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(url, child, () => '(its errors are printed above)', 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** A fresh PostgreSQL database when the machine's PostgreSQL answers, else null. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `pp_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
