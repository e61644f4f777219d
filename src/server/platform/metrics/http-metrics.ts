import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connect.js';
import { queueCounts } from '../mail/queries.js';

/** Seconds; from a cached catalogue answer (~ms) to a large upload or an invoice PDF. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export interface HttpMetrics {
  registry: Registry;
  /** One answered request: its route pattern (never the raw path, so the series stay few). */
  observe(method: string, route: string, status: number, seconds: number): void;
}

/** One app's requests and its database pool. */
export function createHttpMetrics(db: Db): HttpMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, per route pattern and status', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time from a request to its answer (headers), per route pattern and status',
    labelNames, buckets: LATENCY_BUCKETS, registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state: total, idle, waiting (requests queued for a connection). SQLite: its one connection, never waited for',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = db.pool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'mail_queue',
    help: 'Mails in the queue by state: waiting (not yet delivered, retried with backoff) and failed (given up on: npm run admin -- mail:queue)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await queueCounts(db.kysely);
      this.set({ state: 'waiting' }, counts.waiting);
      this.set({ state: 'failed' }, counts.failed);
    },
  });
  return {
    registry,
    observe(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
  };
}
