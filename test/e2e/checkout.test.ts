// Cart and checkout in Chromium against the real server.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from './support/axe.js';
import { expectPath, expectToast, newSession } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { fillLine, goInApp, login } from './configure-support.js';
import { apiCall, demoPrints, dutchEuro, seedCart, type DemoPrints } from './checkout-support.js';

const haveChromium = chromiumAvailable();

interface StoredOrder {
  id: number;
  kind: string;
  products: { uuid: string; prices: { product: number; frames: number } }[];
}

/** The price texts the cart shows, per item uuid, once every price has arrived. */
async function shownPrices(page: Page): Promise<Record<string, string>> {
  const items = page.locator('.pp-cart-item');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="item-price"]')].every((price) => price.getAttribute('data-price-status') === 'known'),
  );
  const result: Record<string, string> = {};
  for (const item of await items.all()) {
    result[(await item.getAttribute('data-uuid'))!] = (await item.locator('[data-testid="item-price"]').innerText()).trim();
  }
  return result;
}

async function openCheckoutWith(page: Page, prints: DemoPrints, details: Record<string, unknown> = {}) {
  await seedCart(page, [prints.banner, prints.frame], { reference: 'PO-4711', ...details });
  await page.goto('/checkout');
  // A full load boots the app first (refresh, catalogue, the boot screen): allow for a busy machine.
  await page.getByRole('heading', { name: prints.bannerName }).waitFor({ timeout: 30_000 });
}

/** Items fold behind an arrow when the list is taller than the window minus 225 px: open one. */
async function expandItem(page: Page, name: string): Promise<void> {
  const arrow = page.getByRole('button', { name: `${name} uitklappen` });
  if (await arrow.count()) await arrow.click();
}

describe.skipIf(!haveChromium)('checkout in Chromium against the real server', () => {
  const portal = portalInChromium();

  it('places an order of a banner with finishes and a PlusFrame; the server stores the prices the cart showed', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const prints = await demoPrints(page);
    await openCheckoutWith(page, prints);
    await page.getByRole('heading', { name: prints.frameName }).waitFor();
    const prices = await shownPrices(page);
    // The total is the sum of product and frame prices, in Dutch notation.
    const priced = await Promise.all([prints.banner, prints.frame].map((print) => apiCall<{ product: number; frames: number }>(page, 'POST', 'prices', print)));
    const cents = priced.map(({ body }) => Math.round(body.product * 100) + Math.round(body.frames * 100));
    expect(prices['e2e-banner']).toBe(dutchEuro(cents[0]!));
    expect(prices['e2e-frame']).toBe(dutchEuro(cents[1]!));
    expect(priced[1]!.body.frames).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toContain(dutchEuro(cents[0]! + cents[1]!));
    await expectNoA11yViolations(page, 'checkout');

    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmed');
    const ids = new URL(page.url()).searchParams.get('orders')!.split(',').map(Number);
    expect(ids).toHaveLength(1);
    await page.getByRole('link', { name: `Order ${ids[0]}`, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: `Order ${ids[0]}`, exact: true }).getAttribute('href')).toBe(`/order/${ids[0]}`);
    await expectNoA11yViolations(page, 'confirmed');

    const stored = await apiCall<StoredOrder>(page, 'GET', `orders/${ids[0]}`);
    expect(stored.status).toBe(200);
    expect(stored.body.kind).toBe('order');
    const storedCents = Object.fromEntries(stored.body.products.map((print) => [print.uuid, Math.round(print.prices.product * 100) + Math.round(print.prices.frames * 100)]));
    expect(dutchEuro(storedCents['e2e-banner']!)).toBe(prices['e2e-banner']);
    expect(dutchEuro(storedCents['e2e-frame']!)).toBe(prices['e2e-frame']);

    // The cart and the order are cleared, also after a reload.
    await page.goto('/checkout');
    await page.getByText('Uw winkelwagen is leeg.').waitFor();
    await end();
  });

  it('requests a quote and saves a template (details.type)', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const prints = await demoPrints(page);
    for (const [button, kind] of [['Offerte aanvragen', 'quote'], ['Opslaan als sjabloon', 'template']] as const) {
      await openCheckoutWith(page, prints);
      await page.getByRole('button', { name: button }).click();
      await page.waitForURL((url) => url.pathname === '/confirmed');
      const id = Number(new URL(page.url()).searchParams.get('orders'));
      const stored = await apiCall<StoredOrder>(page, 'GET', `orders/${id}`);
      expect(stored.body.kind).toBe(kind);
    }
    await end();
  });

  it('shows the server message of a 405 refusal and keeps the cart', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const prints = await demoPrints(page);
    // A product withdrawn from the catalogue while it sat in the cart: no price (n.t.b.), and the
    // server refuses the order with 405 and a message of its own.
    const withdrawn = { ...prints.frame, uuid: 'e2e-withdrawn', product_id: 999_999 };
    await seedCart(page, [prints.banner, withdrawn], { reference: 'PO-4711' });
    await page.goto('/checkout');
    await page.getByRole('heading', { name: prints.bannerName }).waitFor({ timeout: 30_000 });
    await page.locator('[data-uuid="e2e-withdrawn"] [data-price-status="unknown"]', { hasText: 'n.t.b.' }).waitFor();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectToast(page, 'Product 999999 is niet (meer) leverbaar; haal het uit uw winkelwagen.');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await page.locator('.pp-cart-item').count()).toBe(2);
    await end();
  });

  it('shows a stored weekend date as it is, says why it cannot be delivered on and does not send it', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const prints = await demoPrints(page);
    const saturday = new Date(Date.now() + 14 * 86_400_000);
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7));
    await openCheckoutWith(page, prints, { delivery_date: saturday.toISOString().slice(0, 10) });
    await page.locator('.pp-date-picker .pp-field__error', { hasText: 'Op zaterdag en zondag leveren we niet; kies een werkdag.' }).waitFor();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectToast(page, 'Op zaterdag en zondag leveren we niet; kies een werkdag.');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await end();
  });

  it('shows one toast per invalid field, one Dutch sentence with its title', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const prints = await demoPrints(page);
    await openCheckoutWith(page, prints, { reference: '' });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectToast(page, 'Referentie is verplicht');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await end();
  });

  it('tells the customer when the expedition cannot be fetched', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const prints = await demoPrints(page);
    await page.route('**/api/v1/expedition', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    await openCheckoutWith(page, prints);
    await expectToast(page, 'Er is iets misgegaan bij het ophalen van de data');
    await page.getByText('Oeps, er gaat iets mis met de transportberekening!').waitFor();
    await end();
  });

  it('makes one order of a double click on place order', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const prints = await demoPrints(page);
    await openCheckoutWith(page, prints);
    await shownPrices(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/order') posts.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).dblclick();
    await page.waitForURL((url) => url.pathname === '/confirmed');
    expect(new URL(page.url()).searchParams.get('orders')?.split(',')).toHaveLength(1);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
    await end();
  });

  it('folds the items behind an arrow when the list is taller than the window minus 225 px', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await page.setViewportSize({ width: 1280, height: 600 });
    await login(page);
    const prints = await demoPrints(page);
    await openCheckoutWith(page, prints);
    const arrow = page.getByRole('button', { name: `${prints.bannerName} uitklappen` });
    await arrow.waitFor();
    expect(await arrow.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('table').count()).toBe(0);
    await arrow.press('Enter');
    await page.getByRole('button', { name: `${prints.bannerName} inklappen` }).waitFor();
    expect(await page.getByRole('table').count()).toBe(1);
    // A tall window shows everything open, without arrows.
    await page.setViewportSize({ width: 1280, height: 3000 });
    await expect.poll(() => page.getByRole('button', { name: /uitklappen|inklappen/ }).count()).toBe(0);
    expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(3);
    await end();
  });

  it('edits a print in the cart with the configurator editors and prices it again', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await page.setViewportSize({ width: 1400, height: 2000 });
    await login(page);
    const prints = await demoPrints(page);
    await openCheckoutWith(page, prints);
    await shownPrices(page);
    await expandItem(page, prints.bannerName);
    await page.getByRole('button', { name: `${prints.bannerName} bewerken` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Aantal, regel 1' }).fill('7');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await dialog.waitFor({ state: 'detached' });
    const prices = await shownPrices(page);
    const edited = { ...prints.banner, copies: [{ ...prints.banner.copies[0]!, quantity: 7 }] };
    const priced = await apiCall<{ product: number; frames: number }>(page, 'POST', 'prices', edited);
    expect(prices['e2e-banner']).toBe(dutchEuro(Math.round(priced.body.product * 100) + Math.round(priced.body.frames * 100)));
    await page.locator('[data-uuid="e2e-banner"] td', { hasText: /^7$/ }).first().waitFor();
    await end();
  });

  it('keeps the cart over a reload, per user', async () => {
    const { context, page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const prints = await demoPrints(page);
    await openCheckoutWith(page, prints);
    await page.getByRole('textbox', { name: 'Referentie', exact: true }).fill('Bewaard');
    await page.reload();
    await page.getByRole('heading', { name: prints.frameName }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('textbox', { name: 'Referentie', exact: true }).inputValue()).toBe('Bewaard');
    await expandItem(page, prints.frameName);
    await page.getByRole('button', { name: `${prints.frameName} verwijderen` }).click();
    await page.getByRole('alertdialog', { name: 'Print verwijderen?' }).getByRole('button', { name: 'Verwijderen' }).click();
    await expect.poll(() => page.locator('.pp-cart-item').count()).toBe(1);
    await page.reload();
    await page.getByRole('heading', { name: prints.bannerName }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.pp-cart-item').count()).toBe(1);

    // Another user in the same browser has a cart of their own; the first one's stays stored.
    await context.clearCookies();
    await page.evaluate(() => localStorage.removeItem('pp.token'));
    await login(page, 'inkoop@example.nl');
    await page.goto('/checkout');
    await page.getByText('Uw winkelwagen is leeg.').waitFor({ timeout: 30_000 });
    await context.clearCookies();
    await page.evaluate(() => localStorage.removeItem('pp.token'));
    await login(page);
    await page.goto('/checkout');
    await page.getByRole('heading', { name: prints.bannerName }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.pp-cart-item').count()).toBe(1);
    await end();
  });

  it('goes from login through the configurator (banner with a hem, PlusFrame with a base) to the confirmation', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await page.setViewportSize({ width: 1400, height: 2200 });
    await login(page);
    // Banner from the favourites: copies, then the hem all around.
    await goInApp(page, '/selector/personal');
    const frontlit = 'Spandoek Frontlit 510 g/m²';
    await page.getByRole('row', { name: frontlit }).first().click();
    await expectPath(page, '/printer');
    await fillLine(page, 1, { originals: 1, quantity: 2, width: 1000, height: 500 });
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expectPath(page, '/printer/finishes');
    await page.getByRole('group', { name: 'Zijden voor Zoom (gestikt)' }).getByRole('button', { name: 'Rondom' }).click();
    await page.getByRole('button', { name: 'Volgende' }).click();
    const added = page.getByRole('dialog', { name: 'Toegevoegd aan winkelwagen' });
    await added.getByRole('button', { name: 'Verder winkelen' }).click();
    // A PlusFrame from the frames chapter with a base plate and a support.
    await goInApp(page, '/selector/frames');
    const plusFrame = 'PlusFrame textielframe enkelzijdig';
    await page.getByRole('row', { name: plusFrame }).first().click();
    await expectPath(page, '/printer');
    await fillLine(page, 1, { originals: 1, quantity: 2, width: 1000, height: 2000 });
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expectPath(page, '/printer/finishes');
    await page.getByRole('button', { name: /Voet/ }).click();
    await page.getByRole('option').nth(1).click();
    await page.getByText('Steun', { exact: true }).click();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('dialog', { name: 'Toegevoegd aan winkelwagen' }).getByRole('button', { name: 'Afrekenen' }).click();
    await expectPath(page, '/checkout');

    await page.getByRole('heading', { name: plusFrame }).waitFor();
    const prices = await shownPrices(page);
    expect(Object.keys(prices)).toHaveLength(2);
    const total = await page.getByTestId('cart-total').innerText();
    await page.getByRole('textbox', { name: 'Referentie', exact: true }).fill('Beurs 2027');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmed');
    const id = Number(new URL(page.url()).searchParams.get('orders'));
    const stored = await apiCall<StoredOrder & { total: number }>(page, 'GET', `orders/${id}`);
    const storedCents = stored.body.products.map((print) => Math.round(print.prices.product * 100) + Math.round(print.prices.frames * 100));
    expect(storedCents.map(dutchEuro).sort()).toEqual(Object.values(prices).sort());
    expect(total).toContain(dutchEuro(storedCents[0]! + storedCents[1]!));
    expect(stored.body.products.find((print) => print.prices.frames > 0)).toBeTruthy();
    await end();
  });

  it('chooses a delivery address and places the order with the keyboard only', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await page.setViewportSize({ width: 1400, height: 2200 });
    await login(page);
    const prints = await demoPrints(page);
    await openCheckoutWith(page, prints, { reference: '' });
    await shownPrices(page);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.getAttribute('aria-label') || '');
    await page.getByRole('textbox', { name: 'Referentie', exact: true }).focus();
    await page.keyboard.type('Toetsenbord');
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
    for (let presses = 0; presses < 30 && (await focusedId()) !== 'pp-address-button'; presses++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Bezorgadres' });
    await modal.waitFor();
    await expectNoA11yViolations(page, 'address modal');
    // Another address than the user's default: its radio gets focus and Space chooses it.
    const other = modal.locator('input[type="radio"]:not(:checked)').first();
    const label = (await other.locator('xpath=ancestor::label').innerText()).trim();
    await other.focus();
    await page.keyboard.press('Space');
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Bezorgadres ${label}` }).waitFor();
    for (let presses = 0; presses < 30 && (await focused()) !== 'Bestelling plaatsen'; presses++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/confirmed');
    const id = Number(new URL(page.url()).searchParams.get('orders'));
    const stored = await apiCall<{ reference: string; details: { address: number | null } }>(page, 'GET', `orders/${id}`);
    expect(stored.body.reference).toBe('Toetsenbord');
    const addresses = await apiCall<{ id: number; street: string }[]>(page, 'GET', 'addresses');
    const picked = addresses.body.find((address) => label.includes(address.street));
    expect(stored.body.details.address).toBe(picked?.id);
    await end();
  });
});
