import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout this file belongs to, so builds work from any working directory. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const APP_SOURCES = ['src', 'machines', 'locales', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json']
  .map((source) => join(ROOT, source));
const SERVER_SOURCES = join(ROOT, 'src', 'server');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (path === SERVER_SOURCES) return 0; // server code is not part of the bundle
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

export function appIsStale(distDir: string): boolean {
  const built = join(isAbsolute(distDir) ? distDir : join(ROOT, distDir), 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return APP_SOURCES.some((source) => newestChange(source) > builtAt);
}

/** Builds the browser app when dist/ is missing or older than its sources. */
export function buildIfStale(distDir: string): void {
  if (!appIsStale(distDir)) return;
  console.log('Building the app (dist/ is missing or older than the sources)...');
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    cwd: ROOT,
    // Under vitest NODE_ENV is 'test', which would make Vite build development bundles (React's
    // dev build, import.meta.env.DEV true): the app must always be built for production.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}
