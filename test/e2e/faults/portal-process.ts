import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT, SERVER_MAIN } from '../../../scripts/build-steps.mjs';
import { freePort, waitForHealth } from '../../support/server-port.js';

/** Where a portal keeps its data; the same settings start it again after a crash. */
export interface PortalSettings {
  dataDir: string;
  jwtSecret: string;
  /** postgres://... for PostgreSQL; without it the SQLite file in dataDir. */
  databaseUrl?: string;
  /** More environment (S3_URL, TRUSTED_PROXY ...). */
  env?: Record<string, string>;
}

export interface PortalProcess {
  url: string;
  /** Still running (no crash since it started)? */
  alive(): boolean;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Pulls the plug: SIGKILL, no shutdown handlers, no last writes. */
  kill(): Promise<void>;
  /** SIGTERM, as a process manager stops it; resolves with how the process ended, however long it takes. */
  terminate(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The real server (dist-server/main.mjs, as `npm start` runs it) on a free port. */
export async function startPortal(settings: PortalSettings): Promise<PortalProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SKIP_BUILD: '1',
    DATA_DIR: settings.dataDir,
    JWT_SECRET: settings.jwtSecret,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    ...settings.env,
  };
  if (settings.databaseUrl) env.DATABASE_URL = settings.databaseUrl;
  else delete env.DATABASE_URL;
  // The compiled server under plain node, as `npm start` runs it: one process, so SIGKILL hits the
  // server itself.
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const alive = () => child.exitCode === null && child.signalCode === null;

  try {
    await waitForHealth(url, child, () => log, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  return {
    url,
    alive,
    output: () => log,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    terminate: async () => {
      child.kill('SIGTERM');
      await exited(child);
      return { code: child.exitCode, signal: child.signalCode };
    },
    stop: async () => {
      if (!alive()) return;
      child.kill('SIGTERM');
      await Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (alive()) child.kill('SIGKILL');
      await exited(child);
    },
  };
}
