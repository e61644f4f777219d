/**
 * Browser figures of DESIGN.md section 11, measured in Debian's Chromium against the real server:
 * the gzip JavaScript /login loads, the largest lazy chunk, and /login's LCP and CLS.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium } from '../test/e2e/support/browser.js';
import { buildStale } from '../scripts/build-steps.mjs';
import { startServer, type RunningServer } from '../test/e2e/support/server.js';
import { addProducts, BOOT_PRODUCTS, bootFigures } from './boot-figures.js';
import { editorFigures } from './editor-figures.js';
import { priceFigures } from './price-figures.js';
import { searchFigures, searchFiguresInNode } from './search-figures.js';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const LOGIN_JS_BUDGET_KB = 150;
const LAZY_CHUNK_BUDGET_KB = 60;
const LCP_BUDGET_MS = 1000;
const CLS_BUDGET = 0.05;
const LCP_RUNS = 5;

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

interface LoginLoad { scripts: Set<string>; jsKb: number; lcpMs: number; cls: number }

async function loadLogin(browser: Browser, server: RunningServer): Promise<LoginLoad> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(basename(new URL(response.url()).pathname), gzipKb(body));
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  const { lcp, cls } = await page.evaluate(
    () =>
      new Promise<{ lcp: number; cls: number }>((resolve) => {
        let lcpValue = 0;
        let clsValue = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcpValue = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) clsValue += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ lcp: lcpValue, cls: clsValue }), 500);
      }),
  );
  await context.close();
  const jsKb = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  return { scripts: new Set(sizes.keys()), jsKb, lcpMs: lcp, cls };
}

function largestLazyChunk(loadedOnLogin: Set<string>): { name: string; kb: number } {
  const assets = join(DIST, 'assets');
  let largest = { name: '-', kb: 0 };
  for (const file of readdirSync(assets)) {
    if (!file.endsWith('.js') || loadedOnLogin.has(file)) continue;
    const kb = gzipKb(readFileSync(join(assets, file)));
    if (kb > largest.kb) largest = { name: file, kb };
  }
  return largest;
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

export async function benchBrowser(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`\nNo Chromium at ${CHROMIUM_PATH}: browser figures skipped (apt-get install -y chromium).`);
    return;
  }
  await buildStale();
  const [server, browser] = await Promise.all([startServer(), launchChromium()]);
  // Before the first catalogue call: every figure below runs with the larger catalogue.
  addProducts(server, BOOT_PRODUCTS);
  try {
    await loadLogin(browser, server); // warm-up: server caches, disk cache of the OS
    const runs: LoginLoad[] = [];
    for (let run = 0; run < LCP_RUNS; run += 1) runs.push(await loadLogin(browser, server));
    const median = <T>(values: T[], key: (value: T) => number) =>
      values.map(key).sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const first = runs[0]!;
    const lazy = largestLazyChunk(first.scripts);
    const lcp = median(runs, (run) => run.lcpMs);
    const cls = Math.max(...runs.map((run) => run.cls));
    console.log(`\nBrowser figures (Chromium, /login loaded ${LCP_RUNS} times after a warm-up)`);
    console.table([
      { figure: 'initial JS for /login (gzip kB)', value: first.jsKb.toFixed(1), budget: `<= ${LOGIN_JS_BUDGET_KB}`, verdict: verdict(first.jsKb <= LOGIN_JS_BUDGET_KB) },
      { figure: `largest lazy chunk (gzip kB) ${lazy.name}`, value: lazy.kb.toFixed(1), budget: `<= ${LAZY_CHUNK_BUDGET_KB}`, verdict: verdict(lazy.kb <= LAZY_CHUNK_BUDGET_KB) },
      { figure: '/login LCP, median (ms)', value: lcp.toFixed(0), budget: `< ${LCP_BUDGET_MS}`, verdict: verdict(lcp < LCP_BUDGET_MS) },
      { figure: '/login CLS, worst', value: cls.toFixed(3), budget: `< ${CLS_BUDGET}`, verdict: verdict(cls < CLS_BUDGET) },
      ...(await editorFigures(browser, server)),
      ...(await priceFigures(browser, server)),
      ...(await bootFigures(browser, server)),
      ...(await searchFiguresInNode(server)),
      ...(await searchFigures(browser, server)),
    ]);
  } finally {
    await browser.close();
    await server.stop();
  }
}
