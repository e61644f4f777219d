// What the customer is shown is what the business records: messages belong to their screen, errors
// come all at once in the app's words, and nothing is offered (or placed on Enter) that the
// customer did not mean. Chromium against the real server.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { expectNoA11yViolations } from './support/axe.js';
import { expectPath, expectToast, newSession, submitLogin, toastTexts } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { chooseFile, goInApp, login, XLSX_MIME } from './configure-support.js';
import { apiCall, demoPrints, seedCart } from './checkout-support.js';

const haveChromium = chromiumAvailable();
const FRONTLIT = 'Spandoek Frontlit 510 g/m²';

interface QuoteRow { id: number; state: string; deactivated: boolean }

/** The checkout with one banner in the cart and these order details. */
async function checkoutWith(page: Page, details: Record<string, unknown>): Promise<void> {
  const prints = await demoPrints(page);
  await seedCart(page, [prints.banner], details);
  await page.goto('/checkout');
  await page.getByRole('heading', { name: prints.bannerName }).waitFor({ timeout: 30_000 });
}

/** The messages under one field of the order form. */
const fieldError = (page: Page, label: string) =>
  page.locator('.pp-field', { has: page.getByRole('textbox', { name: label, exact: true }) }).locator('.pp-field__error');

describe.skipIf(!haveChromium)('messages and forms in Chromium against the real server', () => {
  const portal = portalInChromium();

  it('a first visit to a guarded page shows the login without a toast; a refused login\'s toast stays on the login, and the next login goes back', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await page.goto('/');
    await expectPath(page, '/login?url=%2F');
    await submitLogin(page, 'klant@example.nl', 'fout-wachtwoord');
    const refused = 'horen niet bij elkaar';
    await expectToast(page, refused);
    // The one toast is about what was tried: nothing warned before that.
    expect((await toastTexts(page)).filter((toast) => !toast.includes(refused))).toEqual([]);
    await submitLogin(page, 'klant@example.nl');
    await expectPath(page, '/');
    expect((await toastTexts(page)).filter((toast) => toast.includes(refused))).toEqual([]);
    await end();
  });

  it('checkout: every form checks itself in Dutch, the problems stand under their fields at once, and the toasts go once fixed', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    await checkoutWith(page, { reference: '' });
    // No form leaves a check to the browser (its English bubble would hide the app's messages).
    expect(await page.evaluate(() => document.querySelectorAll('form:not([novalidate])').length)).toBe(0);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('els@example');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await fieldError(page, 'Referentie').getByText('Referentie is verplicht').waitFor();
    await fieldError(page, 'E-mail').getByText('E-mailadres moet een geldig e-mailadres zijn').waitFor();
    await expectToast(page, 'Referentie is verplicht');
    await expectNoA11yViolations(page, 'checkout with errors');

    await page.getByRole('textbox', { name: 'Referentie', exact: true }).fill('PO-8080');
    await expect.poll(() => fieldError(page, 'Referentie').count()).toBe(0);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('els@example.nl');
    // The cause is fixed: the messages go at once, not after their 8 seconds.
    expect((await toastTexts(page)).filter((toast) => toast.includes('verplicht') || toast.includes('e-mailadres'))).toEqual([]);
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmed');
    expect((await toastTexts(page)).filter((toast) => toast.includes('Referentie'))).toEqual([]);
    await end();
  });

  it('Enter in the reference places nothing: only a button does (here: a quote, and no order)', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const ordersBefore = (await apiCall<{ total: number }>(page, 'GET', 'orders?kind=order')).body.total;
    await checkoutWith(page, { reference: '' });
    const reference = page.getByRole('textbox', { name: 'Referentie', exact: true });
    await reference.fill('Gevel Noord');
    await reference.press('Enter');
    await page.getByRole('button', { name: 'Offerte aanvragen' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmed');
    expect(new URL(page.url()).searchParams.get('kind')).toBe('quote');
    expect((await apiCall<{ total: number }>(page, 'GET', 'orders?kind=order')).body.total).toBe(ordersBefore);
    await end();
  });

  it('a new delivery address: everything checked in one go, the postcode by the chosen country, a house number required', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    await checkoutWith(page, { reference: 'PO-1' });
    await page.locator('#pp-address-button').click();
    const modal = page.getByRole('dialog', { name: 'Bezorgadres' });
    await modal.getByRole('button', { name: 'Nieuw adres' }).click();
    const form = modal.getByRole('form', { name: 'Nieuw adres' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill('info@zon');
    await form.getByRole('textbox', { name: 'Straat en huisnummer' }).fill('Teststraat');
    await form.getByRole('textbox', { name: 'Postcode' }).fill('12');
    await form.getByRole('textbox', { name: 'Plaats' }).fill('Brussel');
    await form.getByRole('button', { name: /Land/ }).click();
    await page.getByRole('option', { name: 'België' }).click();
    await form.getByRole('button', { name: 'Adres opslaan' }).click();
    for (const message of [
      'Naam is verplicht',
      'E-mailadres moet een geldig e-mailadres zijn',
      'Vul ook het huisnummer in, bijvoorbeeld Teststraat 12.',
      'Een postcode in België ziet eruit als 1000.',
    ]) await form.getByText(message).waitFor();
    await expectNoA11yViolations(page, 'address form with errors');

    await form.getByRole('textbox', { name: 'Naam' }).fill('Bakkerij De Zon Brussel');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('brussel@dezon.example');
    await form.getByRole('textbox', { name: 'Straat en huisnummer' }).fill('Grote Markt 1');
    await form.getByRole('textbox', { name: 'Postcode' }).fill('1000');
    await form.getByRole('button', { name: 'Adres opslaan' }).click();
    await modal.waitFor({ state: 'detached' });
    const saved = (await apiCall<{ name: string; country_id: string; zip: string }[]>(page, 'GET', 'addresses')).body.find((address) => address.name === 'Bakkerij De Zon Brussel');
    expect(saved).toMatchObject({ country_id: 'BE', zip: '1000' });
    await end();
  });

  it('a deactivated quote offers no "Accepteren"', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const quotes = (await apiCall<{ data: QuoteRow[] }>(page, 'GET', 'orders?kind=quote')).body.data;
    const open = quotes.find((row) => row.state === 'quote' && !row.deactivated)!;
    expect((await apiCall(page, 'POST', `orders/${open.id}/deactivate`)).status).toBe(200);
    await goInApp(page, `/overview/quotes?q=${open.id}`);
    const row = page.locator(`tr[data-order="${open.id}"]`);
    await row.getByText('(gedeactiveerd)').waitFor();
    expect(await page.getByRole('button', { name: `Offerte ${open.id} accepteren` }).count()).toBe(0);
    await end();
  });

  it('the Excel template\'s example row is never imported as a line, and the customer is told', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const template = await page.evaluate(async () => {
      const response = await fetch('/api/v1/copies-template', {
        headers: { Authorization: `Bearer ${localStorage.getItem('pp.token') ?? ''}`, 'X-Requested-With': 'XMLHttpRequest' },
      });
      return [...new Uint8Array(await response.arrayBuffer())];
    });
    // The customer adds one line of their own under the example and imports the sheet.
    const rows = await readSheet(Buffer.from(template));
    const filled = [...rows, [2, 4, 1500, 800, 'Zijgevel']].map((row) => row.map((value) => (value === null ? null : { value })));
    const sheet = await writeExcelFile(filled as never).toBuffer();
    await goInApp(page, '/selector/catalog');
    await page.getByRole('row', { name: FRONTLIT }).first().click();
    await expectPath(page, '/printer');
    await chooseFile(page, 'sjabloon.xlsx', sheet, XLSX_MIME);
    await expectToast(page, '1 regel geïmporteerd, voorbeeldregel overgeslagen');
    expect(await page.getByRole('textbox', { name: 'Opmerking, regel 1' }).inputValue()).toBe('Zijgevel');
    expect(await page.getByRole('textbox', { name: 'Originelen, regel 2' }).count()).toBe(0);
    await end();
  });
});
