import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../services.js';

/**
 * Serves the built app from `dist/`: hashed assets cached for a year, every other non-API GET gets
 * index.html (history mode) so the app's own router, and its 404 page, decide.
 */
export function serveBuiltApp(app: Hono<AppEnv>, distDir = 'dist'): void {
  const indexFile = resolve(distDir, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ message: 'not_found' }, 404);
    if (!existsSync(indexFile)) return c.text('The app is not built: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
