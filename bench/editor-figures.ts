/**
 * Copies-editor figures of DESIGN.md section 11, in Chromium against the real server: keystroke
 * latency with 1,000 lines, and parse + validate time of an Excel import of 10,000 lines.
 */
import type { Browser, Page } from 'playwright-core';
import { newSession } from '../test/e2e/support/app.js';
import type { RunningServer } from '../test/e2e/support/server.js';
import { chooseFile, goInApp, login, XLSX_MIME, xlsxByWriteExcelFile } from '../test/e2e/configure-support.js';

const FRONTLIT = 'Spandoek Frontlit 510 g/m²';
const KEYSTROKES = 21;

const sheetRows = (count: number) => Array.from({ length: count }, (_, row) => [1, 2, 1000 + (row % 50), 500, `r${row}`]);

async function openCopiesWith(browser: Browser, server: RunningServer, lines: number): Promise<Page> {
  const { page } = await newSession(browser, server.url);
  page.setDefaultTimeout(120_000);
  await login(page);
  await goInApp(page, '/selector/catalog');
  await page.getByRole('row', { name: FRONTLIT }).first().click();
  await chooseFile(page, `${lines}.xlsx`, await xlsxByWriteExcelFile(sheetRows(lines)), XLSX_MIME);
  // The toast writes the count as a Dutch number: 10.000, not 10000.
  await page.getByText(`${new Intl.NumberFormat('nl-NL').format(lines)} regels geïmporteerd`).waitFor();
  return page;
}

/**
 * Time from sending the key until the focused field holds the new value, measured from the driver:
 * an upper bound, since it includes the round trips to the browser (about a millisecond each).
 */
async function keystrokeLatency(page: Page, key: string): Promise<number> {
  const before = await page.evaluate(() => (document.activeElement as HTMLInputElement).value);
  const start = performance.now();
  await page.keyboard.press(key);
  await page.waitForFunction(
    (expected) => (document.activeElement as HTMLInputElement | null)?.value === expected,
    before + key,
    { polling: 1, timeout: 5000 },
  );
  return performance.now() - start;
}

/** Chromium reports an input's event timing only from 16 ms on: a keystroke without one took less. */
export const EVENT_TIMING_FLOOR_MS = 16;

/**
 * Starts recording the browser's own Event Timing of key interactions: from the key press to the
 * next paint after the handlers ran, rounded by the browser to 8 ms (what INP is made of).
 */
export async function recordKeyInteractions(page: Page): Promise<void> {
  await page.evaluate((floor) => {
    const longest = new Map<number, number>();
    (window as unknown as { ppKeyInteractions: Map<number, number> }).ppKeyInteractions = longest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[]) {
        if (entry.interactionId > 0) longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: floor } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
}

interface KeystrokeFigures { driver: number[]; inPage: number[] }

async function measureKeystrokes(browser: Browser, server: RunningServer): Promise<KeystrokeFigures> {
  const page = await openCopiesWith(browser, server, 1000);
  const input = page.getByRole('textbox', { name: 'Aantal, regel 2' });
  await input.click();
  await input.press('End');
  await recordKeyInteractions(page);
  const driver: number[] = [];
  for (let key = 0; key < KEYSTROKES; key += 1) {
    driver.push(await keystrokeLatency(page, String(key % 10)));
    await page.keyboard.press('Backspace');
  }
  await page.waitForTimeout(200); // the last entries are delivered after the next frame
  const reported = await page.evaluate(() => [...(window as unknown as { ppKeyInteractions: Map<number, number> }).ppKeyInteractions.values()]);
  await page.context().close();
  // Every digit and every Backspace is an interaction; those not reported were under the floor.
  const interactions = KEYSTROKES * 2;
  const inPage = [...reported, ...Array<number>(Math.max(0, interactions - reported.length)).fill(EVENT_TIMING_FLOOR_MS)];
  return { driver: driver.sort((a, b) => a - b), inPage: inPage.sort((a, b) => a - b) };
}

async function measureImport(browser: Browser, server: RunningServer): Promise<{ parse: number; validate: number }> {
  const page = await openCopiesWith(browser, server, 10_000);
  const parse = await page.evaluate(() => performance.getEntriesByName('pp-excel-import').at(-1)?.duration ?? -1);
  // Validation runs inside the press of Next (the print machine checks every line at once): timed
  // from outside the app, around the synchronous click, so the product code carries no probe.
  const validate = await page.evaluate(() => {
    const next = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Volgende');
    if (!next) return -1;
    const started = performance.now();
    next.click();
    return performance.now() - started;
  });
  await page.waitForURL('**/printer/finishes');
  await page.context().close();
  return { parse, validate };
}

export async function editorFigures(browser: Browser, server: RunningServer): Promise<Record<string, string>[]> {
  console.log('  copies editor: 1,000 lines, keystrokes...');
  const { driver, inPage } = await measureKeystrokes(browser, server);
  console.log('  copies editor: Excel import of 10,000 lines...');
  const at = (values: number[], share: number) => values[Math.min(values.length - 1, Math.floor(values.length * share))]!;
  const { parse, validate } = await measureImport(browser, server);
  const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  const spread = (values: number[]) => `${at(values, 0.5).toFixed(0)} / ${at(values, 0.9).toFixed(0)} / ${at(values, 1).toFixed(0)}`;
  return [
    {
      figure: 'keystroke, 1,000 lines, key to next paint (Event Timing), median / p90 / worst (ms)',
      value: spread(inPage), budget: '< 50', verdict: ok(at(inPage, 1) < 50),
    },
    {
      figure: '  the same seen from the driver, incl. its round trips (ms)',
      value: `${at(driver, 0.5).toFixed(1)} / ${at(driver, 0.9).toFixed(1)} / ${at(driver, 1).toFixed(1)}`, budget: '-', verdict: '-',
    },
    { figure: 'Excel 10,000 lines: parse + validate (ms)', value: `${parse.toFixed(0)} + ${validate.toFixed(0)}`, budget: '< 1000', verdict: ok(parse + validate < 1000) },
  ];
}
