// One cart per user and partner, the same in every tab; saved settings counting at once; and the
// order page showing everything that was ordered. Chromium against the real server.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from './support/axe.js';
import { expectPath, expectToast, newSession } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { fillLine, goInApp, login } from './configure-support.js';
import { apiCall, demoPrints, seedCart } from './checkout-support.js';

const haveChromium = chromiumAvailable();
const FRONTLIT = 'Spandoek Frontlit 510 g/m²';

describe.skipIf(!haveChromium)('one cart in every tab, settings at once, the whole order on its page', () => {
  const portal = portalInChromium();

  /** Two tabs of one browser on the checkout of the same cart (one banner, picked up). */
  async function twoTabsOnOneCart(reference: string, secondMissesChanges = false): Promise<{ first: Page; second: Page; bannerName: string; end: () => Promise<void> }> {
    const { context, page: first, end } = await newSession(portal.browser, portal.server.url);
    await login(first);
    const prints = await demoPrints(first);
    await seedCart(first, [prints.banner], { reference, pickup: true });
    await first.goto('/checkout');
    await first.getByRole('heading', { name: prints.bannerName }).waitFor();
    const second = await context.newPage();
    second.setDefaultTimeout(30_000);
    // A tab that misses the other's change, as when a click beats the browser's storage event:
    // its storage listeners hear nothing once `ppDeaf` is set.
    if (secondMissesChanges) {
      await second.addInitScript(() => {
        const add = window.addEventListener.bind(window);
        window.addEventListener = ((type: string, listener: EventListener, options?: boolean | AddEventListenerOptions) =>
          add(type, type === 'storage' ? (event: Event) => void ((window as { ppDeaf?: boolean }).ppDeaf || listener(event)) : listener, options)) as typeof window.addEventListener;
      });
    }
    await second.goto('/checkout');
    await second.getByRole('heading', { name: prints.bannerName }).waitFor();
    return { first, second, bannerName: prints.bannerName, end };
  }

  async function placeIn(page: Page): Promise<number> {
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmed');
    return Number(new URL(page.url()).searchParams.get('orders'));
  }

  async function ordersWithReference(page: Page, reference: string): Promise<number[]> {
    const found = await apiCall<{ data: { id: number; reference: string }[] }>(page, 'GET', `orders?kind=order&q=${encodeURIComponent(reference)}`);
    return found.body.data.filter((row) => row.reference === reference).map((row) => row.id);
  }

  it('shows what one tab changes in the other at once; an order placed in one empties the other, which says so', async () => {
    const { first, second, end } = await twoTabsOnOneCart('Twee tabs');
    await second.getByLabel('Referentie', { exact: true }).fill('Twee tabs, een order');
    await expect.poll(() => first.getByLabel('Referentie', { exact: true }).inputValue()).toBe('Twee tabs, een order');

    const id = await placeIn(first);
    await second.getByText(`Deze winkelwagen is al besteld als order ${id}.`).waitFor();
    await second.getByText('Uw winkelwagen is leeg.').waitFor();
    expect(await second.getByRole('button', { name: 'Bestelling plaatsen' }).count()).toBe(0);
    await second.getByRole('link', { name: 'Winkelwagen, 0 prints' }).waitFor();
    await expectNoA11yViolations(second, 'checkout of a cart ordered in another tab');
    await second.getByRole('link', { name: `Order ${id} bekijken` }).click();
    await expectPath(second, `/order/${id}`);
    expect(await ordersWithReference(second, 'Twee tabs, een order')).toEqual([id]);
    await end();
  });

  it('answers a tab that missed the change with the first order: no second order, and the customer reads which one', async () => {
    const { first, second, end } = await twoTabsOnOneCart('Gemiste melding', true);
    await second.evaluate(() => void ((window as { ppDeaf?: boolean }).ppDeaf = true));
    const id = await placeIn(first);
    expect(await second.getByRole('button', { name: 'Bestelling plaatsen' }).isEnabled()).toBe(true);

    await second.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await second.getByText(`Deze winkelwagen is al besteld als order ${id}.`).waitFor();
    await second.getByText('Uw winkelwagen is leeg.').waitFor();
    expect(new URL(second.url()).pathname).toBe('/checkout');
    expect(await ordersWithReference(second, 'Gemiste melding')).toEqual([id]);
    await end();
  });

  it('shows the delivery address, date and time, packaging, lines and finishes per side of an order', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const { banner } = await demoPrints(page);
    const print = { ...banner, copies: [...banner.copies, { originals: 2, quantity: 1, width: 1500, height: 750, sides: 1, abaa: 1, remark: '' }] };
    const addresses = (await apiCall<{ id: number; name: string }[]>(page, 'GET', 'addresses')).body;
    const haarlem = addresses.find((address) => address.name === 'Bakkerij De Zon - filiaal Haarlem')!;
    const expedition = (await apiCall<{ deadlines: { suggested_date: string } }>(page, 'POST', 'expedition', { products: [print] })).body;
    const placed = await apiCall<{ orders: { id: number }[] }>(page, 'POST', 'order', {
      products: [print],
      contact: { name: 'Karin de Klant', email: 'klant@example.nl', phone: '0201234567' },
      details: {
        description: '', reference: 'Alles op de orderpagina', files_date: null, delivery_date: `${expedition.deadlines.suggested_date}T12:00:00`,
        pickup: false, pack: 238, address: haarlem.id, approve_pdf: false, archive_files: false,
      },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.orders[0]!.id;
    const [year, month, day] = expedition.deadlines.suggested_date.split('-');

    await page.goto(`/order/${id}`);
    const delivery = page.getByRole('region', { name: 'Levering' });
    await delivery.waitFor();
    const deliveryText = await delivery.innerText();
    expect(deliveryText).toContain(`${day}-${month}-${year} om 12:00 uur`);
    for (const line of ['Bakkerij De Zon - filiaal Haarlem', 'Winkel', 'Grote Markt 3', '2011 RD Haarlem']) expect(deliveryText).toContain(line);
    expect(deliveryText).not.toContain('#');
    expect(deliveryText).toContain('Per locatie verpakt');
    const card = page.getByRole('article').first();
    const rows = await card.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      '1 3 2000 × 1000 Enkelzijdig gevel',
      '2 1 1500 × 750 Enkelzijdig –',
    ]);
    // The hem was ordered all round: one side entry, named as in the finish editor.
    const finishes = (await card.locator('.pp-print__finishes').innerText()).replace(/\s+/g, ' ').trim();
    expect(finishes).toMatch(/^Rondom \S/);
    await expectNoA11yViolations(page, 'order page');
    await end();
  });

  it('starts the next cart from the settings just saved, and keeps them after a reload', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    await goInApp(page, '/checkout');
    await page.getByText('Uw winkelwagen is leeg.').waitFor();
    await goInApp(page, '/settings');
    await page.getByText('PDF-proef goedkeuren voor productie').click();
    await page.getByText('Standaard zelf afhalen').click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expectToast(page, 'Instellingen opgeslagen');

    await goInApp(page, '/selector/personal');
    await page.getByRole('row', { name: FRONTLIT }).first().click();
    await expectPath(page, '/printer');
    await fillLine(page, 1, { originals: 1, quantity: 2, width: 1000, height: 500 });
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expectPath(page, '/printer/finishes');
    await page.getByRole('group', { name: 'Zijden voor Zoom (gestikt)' }).getByRole('button', { name: 'Rondom' }).click();
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByRole('dialog', { name: 'Toegevoegd aan winkelwagen' }).getByRole('button', { name: 'Afrekenen' }).click();
    await expectPath(page, '/checkout');
    const approve = page.getByRole('checkbox', { name: 'PDF-proef goedkeuren' });
    const pickup = page.getByRole('checkbox', { name: 'Afhalen' });
    await expect.poll(() => approve.isChecked()).toBe(true);
    expect(await pickup.isChecked()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: FRONTLIT }).waitFor();
    expect(await approve.isChecked()).toBe(true);
    expect(await pickup.isChecked()).toBe(true);
    await page.getByLabel('Referentie', { exact: true }).fill('Met nieuwe instellingen');
    const id = await placeIn(page);
    const order = await apiCall<{ details: { approve_pdf: boolean; pickup: boolean } }>(page, 'GET', `orders/${id}`);
    expect(order.body.details).toMatchObject({ approve_pdf: true, pickup: true });
    await end();
  });
});
