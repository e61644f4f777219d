import type { Server } from 'node:http';

/** How long a stopping server lets requests in flight finish unless `SHUTDOWN_GRACE_S` says otherwise. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 20_000;

const VARIABLE = 'SHUTDOWN_GRACE_S';
/** How often connections that finished their request are closed while the server drains. */
const IDLE_SWEEP_MS = 100;

/** The grace from the environment (seconds, fractions allowed); a value that is not a number above 0 stops the start. */
export function loadShutdownGraceMs(env: NodeJS.ProcessEnv): number {
  const raw = env[VARIABLE];
  if (raw === undefined || raw === '') return DEFAULT_SHUTDOWN_GRACE_MS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${VARIABLE} must be a number of seconds above 0, not "${raw}"`);
  return Math.round(seconds * 1000);
}

/**
 * Stops the server the way a load balancer expects on SIGTERM: no new connections from now on,
 * requests in flight (an upload streaming in) finish, each connection closes once its answer is
 * out; whatever still runs after `graceMs` is cut. Answers whether everything finished in time.
 */
export function drainServer(server: Server, graceMs: number): Promise<'drained' | 'cut'> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      resolve('cut');
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve('drained');
    });
    server.closeIdleConnections();
  });
}
