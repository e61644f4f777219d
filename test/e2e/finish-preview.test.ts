import { mkdirSync } from 'node:fs';
import { describe, expect, it, onTestFailed } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import { expectNoA11yViolations } from './support/axe.js';
import { expectPath, endAfterTest, newSession } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { chooseFinishSide, fillLine, goInApp, login } from './configure-support.js';

const FRONTLIT = 'Spandoek Frontlit 510 g/m²';
const EYELETS = 'Ringen om de 500 mm';
const PICTURE = 'Voorbeeld op schaal van 2000 × 1000 mm met de afwerkingen';

interface PriceAnswer { breakdown: { label: string; amount: number }[] }

/** The drawing's width over its height, as the customer sees it on screen. */
async function drawnRatio(picture: Locator): Promise<number> {
  const box = await picture.boundingBox();
  if (!box) throw new Error('the preview is not on screen');
  return box.width / box.height;
}

/** Keeps a screenshot at 390 and 1280 px, and checks nothing of the preview sticks out of the screen. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results', { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/finish-preview-${name}-${width}.png`, fullPage: true });
    const sticking = await page.evaluate(() => [...document.querySelectorAll('.pp-finish-previews, .pp-finish-previews *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !element.closest('.pp-visually-hidden'))
      .map((element) => element.className.toString()));
    expect(sticking, `${name} fits at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe.skipIf(!chromiumAvailable())('the finish preview in Chromium', () => {
  const portal = portalInChromium();

  it('draws a 2000 x 1000 banner 2:1 on the copies and finishes steps and in the cart, with exactly the eyelets POST /prices charges', async () => {
    const session = await newSession(portal.browser, portal.server.url);
    endAfterTest(session);
    const { page } = session;
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/pp-e2e-finish-preview.png', fullPage: true }).catch(() => undefined);
    });
    await login(page);
    await goInApp(page, '/selector/personal');
    const leaf = page.getByRole('row', { name: FRONTLIT }).first();
    await leaf.locator('.pp-leaf__name').hover();
    await page.getByRole('region', { name: `Informatie over ${FRONTLIT}` }).getByRole('button', { name: 'Kiezen' }).click();
    await expectPath(page, '/printer');

    await fillLine(page, 1, { originals: 1, quantity: 1, width: 2000, height: 1000 });
    const onCopies = page.getByRole('img', { name: PICTURE });
    await onCopies.waitFor();
    expect(await drawnRatio(onCopies)).toBeCloseTo(2, 1);
    await expectNoA11yViolations(page, 'copies with the preview');
    await shoot(page, 'copies');

    await page.getByRole('button', { name: 'Volgende' }).click();
    await expectPath(page, '/printer/finishes');
    // The price the server answers once eyelets all round are chosen.
    const priced = page.waitForResponse(async (response: Response) => {
      if (!response.url().endsWith('/api/v1/prices') || response.request().method() !== 'POST') return false;
      return ((await response.json()) as PriceAnswer).breakdown.some((line) => line.label.startsWith(EYELETS));
    });
    await chooseFinishSide(page, 'eyelets', EYELETS, 'Rondom');
    const answer = (await (await priced).json()) as PriceAnswer;
    const eyeletEuros = answer.breakdown.filter((line) => line.label.startsWith(EYELETS)).reduce((sum, line) => sum + line.amount, 0);

    const onFinishes = page.getByRole('img', { name: PICTURE });
    const holes = onFinishes.locator('circle[data-mark="eyelet"]');
    // 5 along each long side, 3 along each short one, the four corners shared: 12 holes, at 0.35 each.
    await expect.poll(() => holes.count()).toBe(12);
    expect(Math.round(eyeletEuros * 100)).toBe(12 * 35);
    expect(await drawnRatio(onFinishes)).toBeCloseTo(2, 1);
    await expectNoA11yViolations(page, 'finishes with the preview');
    await shoot(page, 'finishes');

    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('dialog', { name: 'Toegevoegd aan winkelwagen' }).getByRole('button', { name: 'Afrekenen' }).click();
    await expectPath(page, '/checkout');
    const inCart = page.locator('.pp-cart-item').getByRole('img', { name: PICTURE });
    await inCart.waitFor();
    expect(await inCart.locator('circle[data-mark="eyelet"]').count()).toBe(12);
    expect(await drawnRatio(inCart)).toBeCloseTo(2, 1);
    await expectNoA11yViolations(page, 'cart with the preview');
    await shoot(page, 'cart');
  });
});
