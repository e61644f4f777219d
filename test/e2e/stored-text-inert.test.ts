import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, expectPath, newSession, submitLogin } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { demoPrints, seedCart } from './checkout-support.js';

/**
 * Security: text a user stored with markup in it (remark, reference, description, the
 * fields of an address) is shown as the literal text in the browser and never runs. The texts are
 * stored through the API, as an attacker with an account would; the pages are then opened in Chromium.
 */
const haveChromium = chromiumAvailable();
const CUSTOMER = 'klant@example.nl';
const SCRIPT = '<script>window.__pwned=1</script>';
const IMAGE = '<img src=x onerror="window.__pwned=2">';
const SVG = '<svg onload="window.__pwned=3"></svg>';

interface Stored { orderId: number; addressName: string; addressCity: string }

describe.skipIf(!haveChromium)('stored text with markup is inert in Chromium', () => {
  const portal = portalInChromium();
  let stored: Stored;

  async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${portal.server.url}/api/v1/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  /** A session in which every dialog, every script run by the markup and every image load is recorded. */
  async function watchedSession(): Promise<{ page: Page; close: () => Promise<void>; dialogs: string[]; brokenImages: string[] }> {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    const dialogs: string[] = [];
    const brokenImages: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('request', (request) => {
      if (/\/x$/.test(new URL(request.url()).pathname)) brokenImages.push(request.url());
    });
    await page.goto('/login');
    await submitLogin(page, CUSTOMER);
    await expectPath(page, '/');
    return { page, close: end, dialogs, brokenImages };
  }

  async function expectInert(page: Page, where: string): Promise<void> {
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), where).toBeUndefined();
    // No element was made from the stored markup: only the app's own scripts and no <img src=x>.
    expect(await page.locator('img[src="x"], svg[onload], [onerror]').count(), where).toBe(0);
    const inlineScripts = await page.evaluate(() => [...document.querySelectorAll('script')].filter((script) => !script.src).map((script) => script.textContent));
    expect(inlineScripts.filter((text) => text?.includes('__pwned')), where).toEqual([]);
  }

  beforeAll(async () => {
    const login = await fetch(`${portal.server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ type: 'password', email: CUSTOMER, password: DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;

    const address = await api<{ id: number; name: string; city: string }>(token, 'POST', 'addresses', {
      name: `Depot ${SCRIPT}`, dept: IMAGE, attn: SVG, phone: '0201234567', email: '', street: `Dam 1 ${IMAGE}`, zip: '1012 JS', city: `Amsterdam ${SVG}`, country_id: 'NL',
    });
    expect(address.status).toBe(201);
    const products = await api<{ id: number; kind: string; fixed_width: number }[]>(token, 'GET', 'products');
    const banner = products.body.find((product) => product.kind === 'sheet' && product.fixed_width === 0)!;
    const expedition = await api<{ deadlines: { regular_deadlines: string } }>(token, 'POST', 'expedition', { products: [{ product_id: banner.id }] });
    const order = await api<{ orders: { id: number }[] }>(token, 'POST', 'order', {
      products: [{
        product_id: banner.id, complete: true, uuid: 'xss-1', prices: {}, finishes: [], extra_reference: SVG,
        copies: [{ originals: 1, quantity: 1, width: 2000, height: 1000, sides: 1, abaa: 1, remark: IMAGE }],
      }],
      contact: { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' },
      details: {
        description: `Omschrijving ${IMAGE}`, reference: SCRIPT, remarks: `Opmerking ${SCRIPT} ${IMAGE}`, files_date: null,
        delivery_date: expedition.body.deadlines.regular_deadlines, pickup: false, pack: false, address: address.body.id, approve_pdf: false, archive_files: false,
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    stored = { orderId: order.body.orders[0]!.id, addressName: address.body.name, addressCity: address.body.city };
    // The server stores and answers the text as it was typed: escaping is the browser view's job.
    const detail = await api<{ reference: string }>(token, 'GET', `orders/${stored.orderId}`);
    expect(detail.body.reference).toBe(SCRIPT);
  });

  it('shows the markup as text in the order overview and the order detail, and runs none of it', async () => {
    const { page, close, dialogs, brokenImages } = await watchedSession();
    await page.goto('/overview/orders');
    const row = page.locator(`tr[data-order="${stored.orderId}"]`);
    await row.waitFor();
    expect(await row.getByText(SCRIPT, { exact: true }).count()).toBe(1);
    await expectInert(page, 'overview');

    await page.goto(`/order/${stored.orderId}`);
    const detail = page.locator('section[data-screen="order"]');
    await detail.locator('article').first().waitFor();
    for (const text of [SCRIPT, `Omschrijving ${IMAGE}`, `Opmerking ${SCRIPT} ${IMAGE}`, IMAGE]) {
      await expect.poll(() => detail.getByText(text, { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    }
    // The delivery address as it was ordered, line by line, every line as typed.
    const addressLines = async () => (await detail.locator('address').innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
    await expect.poll(addressLines, { timeout: 20_000 }).toEqual([stored.addressName, IMAGE, SVG, `Dam 1 ${IMAGE}`, `1012 JS ${stored.addressCity}`]);
    await expectInert(page, 'order detail');
    expect(dialogs).toEqual([]);
    expect(brokenImages).toEqual([]);
    await close();
  });

  it('shows the markup as text in the address choice of the checkout, and runs none of it', async () => {
    const { page, close, dialogs, brokenImages } = await watchedSession();
    const prints = await demoPrints(page);
    await seedCart(page, [prints.banner], { reference: SCRIPT });
    await page.goto('/checkout');
    await page.getByRole('heading', { name: prints.bannerName }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('textbox', { name: 'Referentie', exact: true }).inputValue()).toBe(SCRIPT);
    await page.locator('#pp-address-button').click();
    const modal = page.getByRole('dialog', { name: 'Bezorgadres' });
    await modal.waitFor();
    const choice = modal.locator('label').filter({ hasText: stored.addressName });
    await expect.poll(() => choice.count()).toBe(1);
    expect(await choice.innerText()).toContain(`Depot ${SCRIPT}`);
    expect(await choice.innerText()).toContain(`Amsterdam ${SVG}`);
    await expectInert(page, 'address choice');
    await choice.click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('#pp-address-button').innerText()).toContain(`Depot ${SCRIPT}`);
    await expectInert(page, 'address chosen');
    expect(dialogs).toEqual([]);
    expect(brokenImages).toEqual([]);
    await close();
  });

  it('serves the pages with a CSP that forbids inline scripts', async () => {
    const response = await fetch(`${portal.server.url}/order/${stored.orderId}`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
