// The need-by planner in Chromium against the real server, with the browser's clock fixed.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from './support/axe.js';
import { newSession } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { login } from './configure-support.js';
import { apiCall, cartKey, demoPrints, dutchEuro, seedCart } from './checkout-support.js';

const haveChromium = chromiumAvailable();

/** Friday 27 November 2026, 10:00 in Amsterdam: before the 12:00 cut-off, production could start today. */
const NOW = new Date('2026-11-27T09:00:00Z');

interface TransportDays { transport: { days: { normal: number | null; combi: number | null; rush: number | null } } }

async function openPlannerInCart(page: Page) {
  await login(page);
  const prints = await demoPrints(page);
  await seedCart(page, [prints.banner], { reference: 'PO-PLAN' });
  await page.goto('/checkout');
  await page.getByRole('heading', { name: prints.bannerName }).waitFor({ timeout: 30_000 });
  const planner = page.locator('[data-planner="cart"]');
  await planner.getByRole('heading', { name: 'Wanneer moet het er zijn?' }).waitFor();
  const transport = (await apiCall<TransportDays>(page, 'POST', 'expedition', { products: [prints.banner] })).body.transport;
  return { planner, transport };
}

/** Types a date into the planner's date field, day first as the Dutch field reads (dd-mm-jjjj). */
async function needBy(page: Page, planner: ReturnType<Page['locator']>, day: string) {
  await planner.locator('.pp-date-picker__segment').first().click();
  await page.keyboard.type(day.replaceAll('-', ''));
}

/** The delivery date and hour the cart will be ordered with, as it keeps them. */
async function storedDelivery(page: Page): Promise<string> {
  const key = await cartKey(page);
  return page.evaluate((storageKey) => {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as { details?: { delivery_date?: string; delivery_hour?: number } };
    return `${stored.details?.delivery_date ?? ''} ${stored.details?.delivery_hour ?? ''}`;
  }, key);
}

describe.skipIf(!haveChromium)('need-by planner in Chromium against the real server', () => {
  const portal = portalInChromium();

  it('an event ten working days out: the latest order and file moments, and the cheapest option goes to the order', async () => {
    const { context, page } = await newSession(portal.browser, portal.server.url);
    await context.clock.setFixedTime(NOW);
    const { planner, transport } = await openPlannerInCart(page);
    await needBy(page, planner, '11-12-2026'); // Friday: ten working days after Friday 27 November
    const answer = planner.locator('[data-plan="planned"]');
    await answer.waitFor();
    // Regular: production starts Monday 7 December (3 days + 1 transport day); rush: Wednesday 9 December.
    expect(await answer.locator('[data-plan-latest="regular"]').innerText()).toBe('ma 07-12-2026 12:00');
    expect(await answer.locator('[data-plan-latest="rush"]').innerText()).toBe('wo 09-12-2026 12:00');
    // The cheapest: the Thursday before, with combined transport, ordered by Friday 4 December.
    expect(await answer.locator('[data-plan-cheapest]').innerText())
      .toBe('Goedkoopst: levering do 10-12-2026 17:00; bestellen en bestanden aanleveren uiterlijk vr 04-12-2026 12:00.');
    const cheapest = answer.locator('.pp-planner__option[data-cheapest]');
    expect(await cheapest.innerText()).toContain(`Transport ${dutchEuro(Math.round(transport.days.combi! * 100))}`);
    expect(await answer.locator('.pp-planner__option').first().innerText()).toContain(dutchEuro(Math.round(transport.days.rush! * 100)));
    await expectNoA11yViolations(page, 'need-by planner in the cart');
    await cheapest.getByRole('button', { name: 'Kies deze datum' }).click();
    await expect.poll(() => storedDelivery(page)).toBe('2026-12-10 17');
    await context.close();
  });

  it('a date that cannot be made says so and offers the nearest', async () => {
    const { context, page } = await newSession(portal.browser, portal.server.url);
    await context.clock.setFixedTime(NOW);
    const { planner } = await openPlannerInCart(page);
    await needBy(page, planner, '30-11-2026'); // Monday: even rush (1 day + transport) arrives Tuesday
    const answer = planner.locator('[data-plan="unreachable"]');
    await answer.waitFor();
    expect(await answer.innerText()).toContain('Dit halen we niet meer, ook niet met spoed.');
    const nearest = answer.locator('.pp-planner__option');
    expect(await nearest.allInnerTexts()).toEqual([
      expect.stringContaining('Levering di 01-12-2026 17:00'),
      expect.stringContaining('Levering do 03-12-2026 17:00'),
    ]);
    expect(await nearest.first().innerText()).toContain('Bestellen en bestanden vóór vr 27-11-2026 12:00');
    await expectNoA11yViolations(page, 'need-by planner, a date that cannot be made');
    await nearest.first().getByRole('button', { name: 'Kies deze datum' }).click();
    await expect.poll(() => storedDelivery(page)).toBe('2026-12-01 17');
    await context.close();
  });
});
