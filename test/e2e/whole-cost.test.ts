// The whole cost before ordering, in Chromium against the real server: what the cart shows is what
// the order stores and the order page shows, to the cent.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from './support/axe.js';
import { newSession } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { login } from './configure-support.js';
import { apiCall, demoPrints, dutchEuro, seedCart } from './checkout-support.js';

const haveChromium = chromiumAvailable();

interface Transport { kind: string; amount: number | null }
interface StoredOrder { total: number; vat: number; total_incl_vat: number; transport: Transport }

const amountOf = async (page: Page, testId: string) => (await page.getByTestId(testId).locator('dd').innerText()).trim();

/** The cart's totals once every price and the transport are known. */
async function shownTotals(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="item-price"]')].every((price) => price.getAttribute('data-price-status') === 'known')
    && /€/.test(document.querySelector('[data-testid="transport-total"] dd')?.textContent ?? ''),
  );
  return {
    transport: await amountOf(page, 'transport-total'),
    untaxed: await amountOf(page, 'untaxed-total'),
    vat: await amountOf(page, 'vat-total'),
    total: await amountOf(page, 'order-total'),
  };
}

describe.skipIf(!haveChromium)('the whole cost in cart, checkout and order page', () => {
  const portal = portalInChromium();

  it('shows transport, VAT and total; a new hour updates them at once; the stored order and its page agree to the cent', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const prints = await demoPrints(page);
    const addresses = (await apiCall<{ id: number }[]>(page, 'GET', 'addresses')).body;
    await seedCart(page, [prints.banner, prints.frame], { reference: 'PO-KOSTEN', pickup: false, address: addresses[0]!.id });
    await page.goto('/checkout');
    await page.getByRole('heading', { name: prints.bannerName }).waitFor({ timeout: 30_000 });

    // Each print shows what its price is made of (a tall list folds its items: open the banner).
    const unfold = page.getByRole('button', { name: `${prints.bannerName} uitklappen` });
    if (await unfold.count()) await unfold.click();
    const banner = page.locator('[data-uuid="e2e-banner"] [data-testid="price-breakdown"]');
    await banner.waitFor();
    expect(await banner.locator('dt').allInnerTexts()).toEqual(['Materiaal en print', 'Afwerkingen']);

    // The frame stands on base plates: a pallet, by the same rule the server prices with.
    const expedition = await apiCall<{ transport: { shipment: string; days: Record<string, number | null> } }>(
      page, 'POST', 'expedition', { products: [prints.banner, prints.frame] },
    );
    expect(expedition.body.transport.shipment).toBe('pallet');
    const at17 = await shownTotals(page);
    await page.getByRole('button', { name: /Levertijd/ }).click();
    await page.getByRole('option', { name: '12:00' }).click();
    // No new call: the checkout machine prices the other hour at once.
    await expect.poll(() => amountOf(page, 'transport-total')).not.toBe(at17.transport);
    const at12 = await shownTotals(page);
    const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));
    expect(cents(at12.transport) - cents(at17.transport)).toBe(1500);
    expect(cents(at12.untaxed) + cents(at12.vat)).toBe(cents(at12.total));
    await expectNoA11yViolations(page, 'checkout with totals');

    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmed');
    const id = Number(new URL(page.url()).searchParams.get('orders'));
    const stored = (await apiCall<StoredOrder>(page, 'GET', `orders/${id}`)).body;
    expect(dutchEuro(Math.round(stored.transport.amount! * 100))).toBe(at12.transport);
    expect(dutchEuro(Math.round(stored.total * 100))).toBe(at12.untaxed);
    expect(dutchEuro(Math.round(stored.vat * 100))).toBe(at12.vat);
    expect(dutchEuro(Math.round(stored.total_incl_vat * 100))).toBe(at12.total);

    await page.goto(`/order/${id}`);
    await page.getByTestId('order-total-incl-vat').waitFor({ timeout: 30_000 });
    expect((await page.getByTestId('order-transport').innerText()).trim()).toBe(at12.transport);
    expect((await page.getByTestId('order-untaxed').innerText()).trim()).toBe(at12.untaxed);
    expect((await page.getByTestId('order-vat').innerText()).trim()).toBe(at12.vat);
    expect((await page.getByTestId('order-total-incl-vat').innerText()).trim()).toBe(at12.total);
    await expectNoA11yViolations(page, 'order page with transport');
    await end();
  });
});
