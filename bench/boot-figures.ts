/**
 * Boot figure of DESIGN.md section 11, in Chromium against the real server: with 2,000 products in
 * the catalogue, the time from pressing Enter in the login modal until the boot screen says
 * "Klaar!" (Ready!), and the part of it after the login answer (the boot's own loading).
 */
import SQLite from 'better-sqlite3';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { newSession, submitLogin } from '../test/e2e/support/app.js';
import type { RunningServer } from '../test/e2e/support/server.js';

export const BOOT_PRODUCTS = 2000;
const BOOT_BUDGET_MS = 1000;
const RUNS = 5;
const PER_CATEGORY = 50;

/**
 * Adds products (with finishes and places in the catalogue tree) straight into the server's
 * SQLite file; done before the first catalogue call, so no snapshot of the smaller one exists yet.
 */
export function addProducts(server: RunningServer, count: number): void {
  const db = new SQLite(join(server.dataDir, 'printportal.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const finishIds = db.prepare('SELECT id, level FROM finishes WHERE level BETWEEN 1 AND 9 ORDER BY id LIMIT 6').all() as { id: number; level: number }[];
    const addProduct = db.prepare(
      `INSERT INTO products (name, material, gloss, width, density, default_code, price_cents, production_days)
       VALUES (?, 'PVC', 'mat', 5000, '510 g/m²', ?, 1450, 3)`,
    );
    const addNode = db.prepare('INSERT INTO catalog_nodes (chapter, parent_id, product_id, name, position) VALUES (?, ?, ?, ?, ?)');
    const addFinish = db.prepare('INSERT INTO finish_products (finish_id, product_id, level, location, sequence) VALUES (?, ?, ?, NULL, ?)');
    db.transaction(() => {
      let category = 0;
      for (let index = 0; index < count; index += 1) {
        if (index % PER_CATEGORY === 0) {
          category = Number(addNode.run('catalog', null, null, `Bench category ${index / PER_CATEGORY + 1}`, 1000 + index).lastInsertRowid);
        }
        const productId = Number(addProduct.run(`Bench banner ${index + 1}`, `BENCH-${index + 1}`).lastInsertRowid);
        addNode.run('catalog', category, productId, `Bench banner ${index + 1}`, index % PER_CATEGORY);
        finishIds.forEach((finish, sequence) => addFinish.run(finish.id, productId, finish.level, sequence));
      }
    })();
  } finally {
    db.close();
  }
}

interface BootRun { fromEnterMs: number; fromAnswerMs: number }

async function bootOnce(browser: Browser, server: RunningServer): Promise<BootRun> {
  const { context, page } = await newSession(browser, server.url);
  try {
    await page.goto('/login');
    let answeredAt = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/auth/login')) answeredAt = performance.now();
    });
    await page.getByLabel('Wachtwoord', { exact: true }).waitFor();
    const start = performance.now();
    await submitLogin(page, 'klant@example.nl');
    await page.getByText('Klaar!').waitFor({ timeout: 60_000 });
    const end = performance.now();
    return { fromEnterMs: end - start, fromAnswerMs: end - answeredAt };
  } finally {
    await context.close();
  }
}

/** Rows for the browser figures table; the server must have had `addProducts` before any login. */
export async function bootFigures(browser: Browser, server: RunningServer) {
  await bootOnce(browser, server); // warm-up: the server's catalogue snapshot, the browser's cache
  const runs: BootRun[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await bootOnce(browser, server));
  const median = (key: keyof BootRun) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const fromEnter = median('fromEnterMs');
  const fromAnswer = median('fromAnswerMs');
  return [
    { figure: `boot with ${BOOT_PRODUCTS} more products: Enter to "Klaar!", median (ms)`, value: fromEnter.toFixed(0), budget: `< ${BOOT_BUDGET_MS}`, verdict: fromEnter < BOOT_BUDGET_MS ? 'ok' : 'MISSED' },
    { figure: '  of which after the login answer (boot loading), median (ms)', value: fromAnswer.toFixed(0), budget: '-', verdict: '-' },
  ];
}
