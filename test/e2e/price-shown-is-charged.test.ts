import { describe, expect, it, onTestFailed } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { expectNoA11yViolations } from './support/axe.js';
import { DEMO_PASSWORD, expectPath, endAfterTest, newSession } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { fillLine, goInApp, login } from './configure-support.js';
import { formatEuro, toCents } from '../../src/domain/money.js';

const haveChromium = chromiumAvailable();
const DOUBLE_SIDED = 'Spandoek Blockout 610 g/m² dubbelzijdig';

interface ProductRow { id: number; name: string }

/**
 * What the customer is shown is what the business charges: the pieces and the price on the copies
 * step are the ones POST /prices (the cart's and the order's price) charges, the price shows at once
 * and the server's answer confirms it, and a print that cannot be priced says why.
 */
describe.skipIf(!haveChromium)('the price shown is the price charged, in Chromium against the real server', () => {
  const portal = portalInChromium();

  async function api<T>(path: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${portal.server.url}/api/v1/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function copiesStepOf(product: string): Promise<Page> {
    const session = await newSession(portal.browser, portal.server.url);
    endAfterTest(session);
    const { page } = session;
    onTestFailed(async ({ task }) => {
      await page.screenshot({ path: `/tmp/pp-e2e-${task.name.slice(0, 30).replace(/\W+/g, '-')}.png`, fullPage: true }).catch(() => undefined);
    });
    await login(page);
    await goInApp(page, '/selector/catalog');
    await page.getByRole('row', { name: product }).first().click();
    await expectPath(page, '/printer');
    return page;
  }

  const priceLine = (page: Page) => page.locator('.pp-price');

  /** A/A in the line's sides choice (the radio's label is what takes the click). */
  async function chooseSameOnBothSides(page: Page): Promise<void> {
    const radio = page.getByRole('radio', { name: 'A/A (beide zijden gelijk)' });
    await page.locator('label.pp-sides__option', { has: radio }).click();
    expect(await radio.isChecked()).toBe(true);
  }

  it('a double-sided A/A line of 3 originals x 5 counts 15 pieces and shows the price POST /prices charges, at once', async () => {
    const page = await copiesStepOf(DOUBLE_SIDED);
    // The server's answers are held until the screen has been read: what shows first is the browser's own.
    const held: Route[] = [];
    await page.route('**/api/v1/prices', (route) => { held.push(route); });
    await chooseSameOnBothSides(page);
    await fillLine(page, 1, { originals: 3, quantity: 5, width: 1000, height: 500 });
    await page.getByText('Totaal: 15 exemplaren in 1 regel').waitFor();
    const local = await priceLine(page).locator('[data-price-shown]:not([data-price-confirmed])').innerText();

    // The server's answer takes its place, with the same amount.
    await page.unroute('**/api/v1/prices');
    // Calls that a newer change overtook were cancelled by the page; only the last one is answered.
    for (const route of held) await route.continue().catch(() => undefined);
    const confirmed = await priceLine(page).locator('[data-price-shown][data-price-confirmed]').innerText();
    expect(confirmed).toBe(local);

    const { body: login } = await api<{ token: string }>('auth/login', null, { type: 'password', email: 'klant@example.nl', password: DEMO_PASSWORD });
    const { body: products } = await api<ProductRow[]>('products', login.token);
    const product = products.find((row) => row.name === DOUBLE_SIDED)!;
    const print = {
      product_id: product.id,
      copies: [{ originals: 3, quantity: 5, width: 1000, height: 500, sides: 2, abaa: 2, remark: '' }],
      finishes: [],
      complete: false,
      uuid: 'price-shown-is-charged',
      prices: {},
    };
    const charged = await api<{ product: number; frames: number; breakdown: { label: string }[] }>('prices', login.token, print);
    expect(charged.status).toBe(200);
    expect(charged.body.breakdown[0]!.label).toContain('(15 st.,');
    expect(confirmed).toBe(formatEuro(toCents(charged.body.product) + toCents(charged.body.frames), 'nl'));
  });

  it('a quantity or an amount the server cannot price says why instead of a dash', async () => {
    const page = await copiesStepOf(DOUBLE_SIDED);
    await chooseSameOnBothSides(page);
    await fillLine(page, 1, { originals: 1, quantity: 99_999, width: 1000, height: 500 });
    await priceLine(page).getByText('Geen prijs: Aantal mag niet groter zijn dan 10000').waitFor();
    expect(await priceLine(page).locator('[data-price-shown]').count()).toBe(0);
    await expectNoA11yViolations(page, 'copies step with a price refused');

    // Within every limit of a line, yet above the EUR 10,000,000 taken online.
    await fillLine(page, 1, { originals: 1000, quantity: 10_000, width: 5000, height: 5000 });
    await priceLine(page).getByText(/^Meer dan € 10\.000\.000/).waitFor();
    expect(await priceLine(page).locator('[data-price-shown]').count()).toBe(0);
  });
});
