import { Hono } from 'hono';
import type { AppEnv } from '../../services.js';
import { ping } from '../db/queries.js';

/** GET /health: the server answers and its database can be reached. */
export function healthRoutes() {
  return new Hono<AppEnv>().get('/health', async (c) => {
    await ping(c.var.services.db.kysely);
    return c.json({ status: 'ok' });
  });
}
