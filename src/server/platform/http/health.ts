import { Hono } from 'hono';
import type { AppEnv, Services } from '../../services.js';
import { ping } from '../db/queries.js';
import { storageFor } from '../storage/storage-for.js';
import type { Logger } from '../log/logger.js';

/** A probe that does not answer within this long has failed: a load balancer must not wait on it. */
const PROBE_MS = 3000;

type Probe = 'ok' | 'failed';

async function probe(what: string, log: Logger, work: () => Promise<unknown>): Promise<Probe> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_MS} ms`)), PROBE_MS);
  });
  try {
    await Promise.race([work(), late]);
    return 'ok';
  } catch (error) {
    log.warn({ err: error, probe: what }, 'readiness probe failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** Storage takes a write: an empty object is stored and removed again. */
async function storageWrites(services: Services): Promise<void> {
  const storage = storageFor(services.config);
  const { storedName } = await storage.put((async function* nothing() {})());
  await storage.delete(storedName);
}

/**
 * GET /health: the process answers (and its database, with the cheapest round trip): liveness.
 * GET /ready: this process can serve requests now, its database answering and its storage taking
 * a write; else 503 naming which failed, so a load balancer sends the traffic elsewhere.
 */
export function healthRoutes() {
  return new Hono<AppEnv>()
    .get('/health', async (c) => {
      await ping(c.var.services.db.kysely);
      return c.json({ status: 'ok' });
    })
    .get('/ready', async (c) => {
      const { services, log } = c.var;
      const [database, storage] = await Promise.all([
        probe('database', log, () => ping(services.db.kysely)),
        probe('storage', log, () => storageWrites(services)),
      ]);
      if (database === 'ok' && storage === 'ok') return c.json({ status: 'ok', database, storage });
      return c.json({ message: 'not_ready', database, storage }, 503, { 'Retry-After': '5' });
    });
}
