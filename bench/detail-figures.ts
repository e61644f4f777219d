/**
 * In the browser: the order detail of an order with 500 prints and 5,000 copy
 * lines, opened in Debian's Chromium against the real server. Reports the time from opening the
 * order to its first print on screen, and the longest task the main thread ran meanwhile (a
 * frozen page is one long task: the budget of a responsive page is 50 ms per task, 200 ms at most).
 */
import type { Browser } from 'playwright-core';
import { connect } from '../src/server/platform/db/connect.js';
import { newSession } from '../test/e2e/support/app.js';
import type { RunningServer } from '../test/e2e/support/server.js';
import { goInApp, login } from '../test/e2e/configure-support.js';
import { fillBigOrder, ownerOf } from './scale-fill.js';

const RUNS = 3;

interface DetailRun { firstPrintMs: number; settledMs: number; longestTaskMs: number }

async function openBigOrder(browser: Browser, server: RunningServer, orderId: number): Promise<DetailRun> {
  const { page } = await newSession(browser, server.url);
  page.setDefaultTimeout(120_000);
  await login(page);
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as unknown as { ppTasks: number[] }).ppTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const start = Date.now();
  await goInApp(page, `/order/${orderId}`);
  await page.locator('[data-print]').first().waitFor();
  const firstPrintMs = Date.now() - start;
  // Settled: two animation frames in a row without a long task between them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const settledMs = Date.now() - start;
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(() => (window as unknown as { ppTasks: number[] }).ppTasks);
  await page.context().close();
  return { firstPrintMs, settledMs, longestTaskMs: Math.max(0, ...tasks) };
}

export async function detailFigures(browser: Browser, server: RunningServer) {
  const db = connect(`sqlite:${server.dataDir}/printportal.sqlite`);
  let orderId: number;
  try {
    orderId = await db.kysely.transaction().execute(async (trx) => fillBigOrder(trx, db.dialect, await ownerOf(trx)));
  } finally {
    await db.close();
  }
  await openBigOrder(browser, server, orderId); // warm-up: the lazy route's chunk, server caches
  const runs: DetailRun[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await openBigOrder(browser, server, orderId));
  const median = (key: keyof DetailRun) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  return [
    { figure: 'order of 500 prints / 5,000 lines: first print shown, median (ms)', value: median('firstPrintMs').toFixed(0), budget: '-', verdict: '-' },
    { figure: 'order of 500 prints / 5,000 lines: rendered and painted, median (ms)', value: median('settledMs').toFixed(0), budget: '-', verdict: '-' },
    { figure: 'order of 500 prints / 5,000 lines: longest main-thread task, median (ms)', value: median('longestTaskMs').toFixed(0), budget: '< 200', verdict: median('longestTaskMs') < 200 ? 'ok' : 'MISSED' },
  ];
}
