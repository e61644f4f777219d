/**
 * Live price figure of DESIGN.md section 11, in Chromium against the real server: from the last
 * keystroke of a burst of typing in the copies step to the price on screen (median and p95). The
 * browser prices the print itself with the server's rules, so no debounce and no round trip are
 * inside it; each burst then waits for the server's answer and checks that it confirmed the very
 * amount shown (a difference fails the bench: the screen would have shown a price not charged).
 */
import type { Browser, Page } from 'playwright-core';
import { newSession } from '../test/e2e/support/app.js';
import type { RunningServer } from '../test/e2e/support/server.js';
import { goInApp, login } from '../test/e2e/configure-support.js';

const FRONTLIT = 'Spandoek Frontlit 510 g/m²';
const SAMPLES = 20;
export const PRICE_BUDGET_MS = 100;

/** In the page: when the last key went down, and each amount the price line showed after it, with its time. */
async function recordPriceTimes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const times = { lastKey: 0, shown: [] as { at: number; amount: string }[] };
    (window as unknown as { ppPriceTimes: typeof times }).ppPriceTimes = times;
    document.addEventListener('keydown', () => { times.lastKey = performance.now(); times.shown = []; }, true);
    new MutationObserver(() => {
      const amount = document.querySelector('[data-price-shown]')?.textContent ?? '';
      if (times.lastKey > 0 && amount !== '' && times.shown.at(-1)?.amount !== amount) times.shown.push({ at: performance.now(), amount });
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * One burst of typing; the figure is the time from its last key to the first amount on screen, once
 * the server has confirmed that amount. Any other amount shown after the last key is a price the
 * server does not charge: the bench fails.
 */
async function typeAndWaitForPrice(page: Page, text: string): Promise<number> {
  await page.keyboard.press('ControlOrMeta+a');
  for (const key of text) await page.keyboard.press(key); // a burst: each key restarts the debounce
  await page.waitForFunction(() => {
    const times = (window as unknown as { ppPriceTimes: { shown: unknown[] } }).ppPriceTimes;
    return times.shown.length > 0 && document.querySelector('[data-price-shown][data-price-confirmed]') !== null;
  }, undefined, { polling: 5, timeout: 10_000 });
  const confirmed = await page.locator('[data-price-shown][data-price-confirmed]').innerText();
  const times = await page.evaluate(() => (window as unknown as { ppPriceTimes: { lastKey: number; shown: { at: number; amount: string }[] } }).ppPriceTimes);
  const first = times.shown[0]!;
  if (times.shown.some((entry) => entry.amount !== confirmed)) {
    throw new Error(`after typing ${text} the screen showed ${times.shown.map((entry) => entry.amount).join(', ')}; the server charges ${confirmed}`);
  }
  return first.at - times.lastKey;
}

export async function priceFigures(browser: Browser, server: RunningServer): Promise<Record<string, string>[]> {
  console.log('  live price: last keystroke to price shown...');
  const { page } = await newSession(browser, server.url);
  page.setDefaultTimeout(60_000);
  await login(page);
  await goInApp(page, '/selector/catalog');
  await page.getByRole('row', { name: FRONTLIT }).first().click();
  for (const [field, value] of [['Originelen, regel 1', '1'], ['Breedte (mm), regel 1', '1000'], ['Hoogte (mm), regel 1', '500']] as const) {
    await page.getByRole('textbox', { name: field }).fill(value);
  }
  const quantity = page.getByRole('textbox', { name: 'Aantal, regel 1' });
  await quantity.fill('1');
  await page.locator('[data-price-shown]').waitFor();
  await quantity.click();
  await recordPriceTimes(page);
  const samples: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) samples.push(await typeAndWaitForPrice(page, String(10 + sample * 7)));
  await page.context().close();
  samples.sort((a, b) => a - b);
  const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))]!;
  return [
    {
      figure: `live price, last key to price shown, median / p95 (ms, ${SAMPLES} bursts)`,
      value: `${at(0.5).toFixed(0)} / ${at(0.95).toFixed(0)}`,
      budget: `< ${PRICE_BUDGET_MS}`,
      verdict: at(0.95) < PRICE_BUDGET_MS ? 'ok' : 'MISSED',
    },
  ];
}
