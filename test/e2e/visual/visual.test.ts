import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoA11yViolations } from '../support/axe.js';
import { chromiumAvailable } from '../support/browser.js';
import { portalInChromium } from '../support/portal.js';
import { pageFindings } from './page-checks.js';
import { LOGGED_IN, LOGGED_OUT, loggingIn, type Account, type Screen } from './screens.js';

const haveChromium = chromiumAvailable();
export const WIDTHS = [390, 768, 1024, 1280, 1920] as const;
const HEIGHT = 900;
const ACCOUNTS: Account[] = [
  { lang: 'nl', email: 'klant@example.nl' },
  { lang: 'en', email: 'partner@example.nl' },
];
/** `VISUAL_SHOTS=/tmp/shots npx vitest run test/e2e/visual/visual.test.ts` also keeps a screenshot per screen and width. */
const SHOTS = process.env.VISUAL_SHOTS;

interface Tally { screens: Set<string>; checks: number; axe: number; failures: string[] }

async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** One screen at every width (findings collected, not thrown), then axe once. */
async function checkScreen(page: Page, screen: Screen, lang: string, tally: Tally): Promise<void> {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await screen.open(page).catch(async (error: Error) => {
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/FAILED-${lang}-${screen.name.replace(/\W+/g, '-')}.png`, fullPage: true });
    throw new Error(`${lang} ${screen.name} did not open: ${error.message}\n${tally.failures.join('\n')}`);
  });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await nextFrames(page);
    if (screen.afterResize) await screen.afterResize(page);
    const findings = await page.evaluate(pageFindings);
    for (const finding of findings) tally.failures.push(`${lang} ${screen.name} @${width}px ${finding.kind}: ${finding.what}`);
    for (const finding of (await screen.check?.(page)) ?? []) tally.failures.push(`${lang} ${screen.name} @${width}px ${finding}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lang}-${screen.name.replace(/\W+/g, '-')}-${width}.png`, fullPage: true });
    tally.checks += 1;
  }
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await expectNoA11yViolations(page, `${screen.name} (${lang})`).catch((error: Error) => tally.failures.push(`${lang} ${error.message}`));
  tally.axe += 1;
  tally.screens.add(screen.name);
}

async function checkLanguage(browser: Browser, baseURL: string, account: Account, tally: Tally): Promise<void> {
  const context = await browser.newContext({ baseURL, locale: account.lang === 'nl' ? 'nl-NL' : 'en-GB' });
  const page = await context.newPage();
  // Waits for what the page shows, never a fixed time: generous, so a busy machine only slows a test down.
  page.setDefaultTimeout(30_000);
  try {
    for (const screen of [...LOGGED_OUT, ...loggingIn(account), ...LOGGED_IN]) await checkScreen(page, screen, account.lang, tally);
  } finally {
    await context.close();
  }
}

describe.skipIf(!haveChromium)('every screen at 390, 768, 1024, 1280 and 1920 px in Dutch and English', () => {
  const portal = portalInChromium();

  it('has no horizontal scroll, no clipped text, no picture without alt, no missing glyph and no axe finding of any impact', { timeout: 300_000 }, async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    const tally: Tally = { screens: new Set(), checks: 0, axe: 0, failures: [] };
    const started = Date.now();
    for (const account of ACCOUNTS) await checkLanguage(portal.browser, portal.server.url, account, tally);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`visual check: ${tally.screens.size} screens x ${WIDTHS.length} widths x ${ACCOUNTS.length} languages = ${tally.checks} screen checks, axe on ${tally.axe}, ${tally.failures.length} findings, ${seconds} s`);
    expect(tally.failures).toEqual([]);
    expect(tally.checks).toBe((LOGGED_OUT.length * 2 + 5 + LOGGED_IN.length * 2) * WIDTHS.length);
  });
});
