import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../../services.js';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/health', async (c) => {
    await sql`select 1`.execute(c.var.services.db.kysely);
    return c.json({ status: 'ok' });
  });
}
