// The two builds (DESIGN.md: the server compiled at build time, run by plain node): the browser app
// (Vite, into dist/) and the server (esbuild, into dist-server/), with their staleness checks.
// Plain JavaScript so that `npm start` (scripts/start.mjs) runs it with plain node before anything
// is compiled; src/server/build-if-stale.ts re-exports it to the TypeScript side (types in
// build-steps.d.mts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout: the nearest folder up that has a package.json. Searched for rather than written
 * as `../`: this file is also bundled into dist-server/main.mjs, where import.meta.url is that file.
 */
export const ROOT = (() => {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
  return dir;
})();

/** The built browser app. Served as static files: nothing of the server may go in here. */
export const DIST = join(ROOT, 'dist');
/** The compiled server, outside dist/ so that the static file serving never hands it out. */
export const SERVER_DIST = join(ROOT, 'dist-server');
export const SERVER_MAIN = join(SERVER_DIST, 'main.mjs');
export const SERVER_ADMIN = join(SERVER_DIST, 'admin.mjs');
/** What the last server build read (esbuild's metafile inputs), for serverIsStale. */
const SERVER_SOURCES_LIST = join(SERVER_DIST, 'sources.json');
/** Read by every server build besides its sources: dependency versions, this build's own settings. */
const SERVER_BUILD_INPUTS = ['package.json', 'package-lock.json', 'scripts/build-steps.mjs'];

const APP_SOURCES = ['src', 'machines', 'locales', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json']
  .map((source) => join(ROOT, source));
const SERVER_SOURCES = join(ROOT, 'src', 'server');

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (path === SERVER_SOURCES) return 0; // server code is not part of the bundle
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** dist/ (or `distDir`) has no index.html, or one older than a source of the app. */
export function appIsStale(distDir = DIST) {
  const built = join(isAbsolute(distDir) ? distDir : join(ROOT, distDir), 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return APP_SOURCES.some((source) => newestChange(source) > builtAt);
}

/** `vite build` into dist/, always for production. */
export function buildApp(logLevel = 'warn') {
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', logLevel], {
    stdio: 'inherit',
    cwd: ROOT,
    // Under vitest NODE_ENV is 'test', which would make Vite build development bundles (React's
    // dev build, import.meta.env.DEV true): the app must always be built for production.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** Builds the browser app when dist/ is missing or older than its sources. */
export function buildIfStale(distDir = DIST) {
  if (!appIsStale(distDir)) return;
  console.log('Building the app (dist/ is missing or older than the sources)...');
  buildApp();
}

/** A compiled server file is missing, or older than a file the last build read (or one is gone). */
export function serverIsStale() {
  const outputs = [SERVER_MAIN, SERVER_ADMIN, join(SERVER_DIST, 'analysis-child.mjs'), SERVER_SOURCES_LIST];
  if (!outputs.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const sources = [...JSON.parse(readFileSync(SERVER_SOURCES_LIST, 'utf8')), ...SERVER_BUILD_INPUTS];
  return sources.some((source) => !existsSync(join(ROOT, source)) || statSync(join(ROOT, source)).mtimeMs > builtAt);
}

function findFile(dir, name) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile() && entry.name === name) return path;
    const found = entry.isDirectory() ? findFile(path, name) : null;
    if (found) return found;
  }
  return null;
}

const LOCALES = join(ROOT, 'locales');

/** The catalogs the server words its texts from (locales/{locale}/*.po), by locale. */
function catalogTexts() {
  const texts = {};
  const files = [];
  for (const locale of readdirSync(LOCALES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    const names = readdirSync(join(LOCALES, locale)).filter((name) => name.endsWith('.po')).sort();
    texts[locale] = names.map((name) => readFileSync(join(LOCALES, locale, name), 'utf8'));
    files.push(...names.map((name) => relative(ROOT, join(LOCALES, locale, name))));
  }
  return { texts, files };
}

/**
 * The server reads its catalogs from locales/ when run from source (src/server/platform/i18n/
 * catalog-files.ts); bundled, that module holds their texts, so dist-server/ runs without locales/.
 */
const catalogsInBundle = {
  name: 'catalogs-in-bundle',
  setup(build) {
    build.onLoad({ filter: /[\\/]platform[\\/]i18n[\\/]catalog-files\.ts$/ }, () => ({
      contents: `const TEXTS = ${JSON.stringify(catalogTexts().texts)};\nexport function catalogFiles(locale) { return TEXTS[locale] ?? []; }\n`,
      loader: 'js',
    }));
  },
};

/**
 * Bundles the server into dist-server/: main.mjs (`npm start`), admin.mjs (`npm run admin`) and
 * analysis-child.mjs, the PDF analysis process. Packages stay in node_modules (imported, not
 * bundled). analysis-process.ts forks `new URL('./analysis-child.mjs', import.meta.url)`: from
 * source that is the bootstrap that loads analysis-child.ts through tsx, bundled it is this
 * compiled child next to main.mjs, run by plain node.
 */
export async function buildServer() {
  const { build, stop } = await import('esbuild');
  // Searched for: the module layout of src/server moves, the file name stays.
  const child = findFile(SERVER_SOURCES, 'analysis-child.ts');
  if (!child) throw new Error('server build: no analysis-child.ts under src/server');
  rmSync(SERVER_DIST, { recursive: true, force: true });
  // stop(): esbuild's service process would otherwise live on beside the server `npm start` runs.
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: 'src/server/main.ts', admin: 'src/server/admin/cli.ts', 'analysis-child': relative(ROOT, child) },
    outdir: SERVER_DIST,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
    plugins: [catalogsInBundle],
  }).finally(() => stop());
  // A file found relative to import.meta.url is found relative to the bundle now: each must be
  // one of the bundle's own files (a path up into src/ would only work from the sources).
  for (const output of Object.keys(result.metafile.outputs)) {
    const file = join(ROOT, output);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/new URL\("([^"]*)", import\.meta\.url\)/g)) {
      const target = join(dirname(file), path);
      if (dirname(target) !== SERVER_DIST || !existsSync(target)) {
        throw new Error(`server build: ${relative(ROOT, file)} opens new URL('${path}', import.meta.url), not a file of dist-server/ once bundled`);
      }
    }
  }
  // The catalogs are sources too: a new translation makes the bundle stale.
  writeFileSync(SERVER_SOURCES_LIST, JSON.stringify([...Object.keys(result.metafile.inputs), ...catalogTexts().files], null, 1));
}

/**
 * What `npm start` runs, built where missing or stale: the app into dist/, the server into
 * dist-server/. Once per start (or test run): two processes must not build at the same time.
 */
export async function buildStale() {
  if (appIsStale()) {
    console.log('Building the app (dist/ is missing or older than its sources)...');
    buildApp();
  }
  if (serverIsStale()) {
    console.log('Building the server (dist-server/ is missing or older than its sources)...');
    await buildServer();
  }
}
