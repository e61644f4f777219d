import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../../services.js';

/**
 * A path that names a file: under /assets/ (or `/assets` itself, which the year-long cache of
 * `/assets/*` covers too), or a last segment with an extension (`/favicon.ico`,
 * `/foo.js`). No route of the app (src/app/router.tsx) ends in such a segment: ids are numbers, tokens
 * base64url, the rest fixed words.
 */
const NAMES_A_FILE = /^\/assets(\/|$)|\.[A-Za-z0-9]{1,10}$/;

/**
 * Serves the built app from `dist/`: hashed assets cached for a year, every other non-API GET gets
 * index.html (history mode) so the app's own router, and its 404 page, decide. A file that is not
 * there is a plain 404 that nothing may cache: answered with the page, a browser would run HTML as
 * a script, and during a rolling deploy (an old page asking a new server for its old asset) cache
 * that for a year.
 */
export function serveBuiltApp(app: Hono<AppEnv>, distDir = 'dist'): void {
  const indexFile = resolve(distDir, 'index.html');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    // `/` is index.html straight from the folder: checked again on every visit like every page.
    if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !c.res.headers.has('Cache-Control')) {
      c.header('Cache-Control', 'no-cache');
    }
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ message: 'not_found' }, 404);
    if (NAMES_A_FILE.test(c.req.path)) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    if (!existsSync(indexFile)) return c.text('The app is not built: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
