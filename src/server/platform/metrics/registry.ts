import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The process's own metrics, shared by everything in it: Node's defaults (memory, CPU, event loop,
 * GC), the PDF analyses and the mails. Each app adds its own registry (its requests, its database
 * pool: http-metrics.ts); /metrics shows both. Our own registry, not prom-client's global one, so
 * that a module loaded twice (each test file loads its own) never registers a name twice.
 */
export const processRegistry = new Registry();

let defaultsStarted = false;

/** Starts Node's default metrics on the first scrape: a process nobody scrapes pays nothing for them. */
export function startDefaultMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: processRegistry });
}
