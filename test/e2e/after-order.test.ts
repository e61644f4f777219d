import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pdfOfSize, pngBytes } from '../server/files/pdf-fixtures.js';
import { expectNoA11yViolations } from './support/axe.js';
import { DEMO_PASSWORD, downloadedBytes, expectPath, expectToast, newSession, submitLogin } from './support/app.js';
import { decodeQuotedPrintable, readMailTo } from './support/mail.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';

const haveChromium = chromiumAvailable();
const CUSTOMER = 'klant@example.nl';

interface Row { id: number; state: string; deactivated: boolean; reference: string; files: { count: number; needed: number } }

describe.skipIf(!haveChromium)('after the order in Chromium against the real server', () => {
  const portal = portalInChromium();
  let token = '';

  /** The API as the customer, to find the demo orders the browser will work on. */
  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${portal.server.url}/api/v1/${path}`, { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  async function loggedIn(email = CUSTOMER): Promise<{ page: Page; close: () => Promise<void> }> {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await page.goto('/login');
    await submitLogin(page, email);
    await expectPath(page, '/');
    return { page, close: end };
  }

  beforeAll(async () => {
    const response = await fetch(`${portal.server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ type: 'password', email: CUSTOMER, password: DEMO_PASSWORD }),
    });
    token = ((await response.json()) as { token: string }).token;
  });

  it('finds an order, refuses a renamed picture, uploads real PDFs and sees the stage change to intake', async () => {
    const orders = await api<{ data: Row[] }>('orders?kind=order');
    const waiting = orders.data.find((row) => row.state === 'waiting_for_files')!;
    expect(waiting).toBeDefined();
    const { page, close } = await loggedIn();
    await page.goto('/overview/orders');
    await page.getByRole('table').waitFor();
    await expectNoA11yViolations(page, 'overview orders');
    await page.getByRole('searchbox', { name: 'Zoek op referentie of nummer' }).fill(String(waiting.id));
    await page.getByRole('searchbox', { name: 'Zoek op referentie of nummer' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === String(waiting.id));
    const row = page.locator(`tr[data-order="${waiting.id}"]`);
    await expect.poll(() => row.getByText('Wacht op bestanden').count()).toBe(1);
    await row.getByRole('link', { name: String(waiting.id) }).click();
    await expectPath(page, `/order/${waiting.id}`);
    const detail = page.locator('section[data-screen="order"]');
    await detail.locator('article').first().waitFor();
    expect(await detail.getAttribute('data-state')).toBe('waiting_for_files');
    expect(await page.getByRole('listitem').filter({ hasText: 'Wacht op bestanden' }).getAttribute('aria-current')).toBe('step');
    await expectNoA11yViolations(page, 'order detail');

    const cards = detail.locator('article');
    const first = cards.first();
    // A PNG with a .pdf name passes the browser's check; the server reads the bytes and refuses it.
    await first.locator('input[type="file"]').setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pngBytes()) });
    await first.getByText('Het bestand wordt om veiligheidsredenen niet ondersteund. Zet het om naar PDF of neem contact met ons op.').waitFor();

    const pdf = Buffer.from(await pdfOfSize([210, 297]));
    // Each copy line without a file gets an A4: its warnings keep the order waiting until accepted.
    const missing = await detail.locator('section[data-line][data-status="missing"]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-line')));
    expect(missing.length).toBeGreaterThan(0);
    for (const [index, id] of missing.entries()) {
      const line = detail.locator(`section[data-line="${id}"]`);
      await line.locator('input[type="file"]').setInputFiles({ name: `print-${index + 1}.pdf`, mimeType: 'application/pdf', buffer: pdf });
      await line.getByText(`print-${index + 1}.pdf is geüpload.`).waitFor();
      // A4 does not match the ordered size: the check's warnings are shown, the file is kept.
      await expect.poll(() => line.locator('.pp-upload__warning').count()).toBeGreaterThan(0);
      expect(await detail.getAttribute('data-state')).toBe('waiting_for_files');
      await line.getByRole('checkbox', { name: /^Ik accepteer deze waarschuwingen/ }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => line.getAttribute('data-status')).toBe('ready');
    }
    await expect.poll(() => detail.getAttribute('data-state')).toBe('intake');
    await expectToast(page, 'De order staat nu op: Intake');
    expect(await page.getByRole('listitem').filter({ hasText: /^Intake$/ }).getAttribute('aria-current')).toBe('step');
    const after = await api<{ state: string }>(`orders/${waiting.id}`);
    expect(after.state).toBe('intake');
    await close();
  });

  it('opens an order from an e-mailed link with ?token= in a fresh browser', async () => {
    const orders = await api<{ data: Row[] }>('orders?kind=order');
    const order = orders.data[0]!;
    const link = new URL(portal.server.admin('login-link', CUSTOMER).trim());
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await page.goto(`/order/${order.id}?token=${link.searchParams.get('token')}`);
    await expectPath(page, `/order/${order.id}`);
    await page.getByRole('heading', { name: `Order ${order.id}` }).waitFor();
    await end();
  });

  it('approves an order waiting for files by ticking approve, with the keyboard: it goes to intake', async () => {
    // inkoop@'s quote, accepted through the API, is an order of hers waiting for files.
    const login = await fetch(`${portal.server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ type: 'password', email: 'inkoop@example.nl', password: DEMO_PASSWORD }),
    });
    const purchaser = ((await login.json()) as { token: string }).token;
    const headers = { Authorization: `Bearer ${purchaser}`, 'X-Requested-With': 'XMLHttpRequest' };
    const quotes = (await (await fetch(`${portal.server.url}/api/v1/orders?kind=quote`, { headers })).json()) as { data: Row[] };
    const quote = quotes.data.find((row) => !row.deactivated)!;
    expect((await fetch(`${portal.server.url}/api/v1/orders/${quote.id}/accept`, { method: 'POST', headers })).status).toBe(200);

    const { page, close } = await loggedIn('inkoop@example.nl');
    await page.goto(`/order/${quote.id}`);
    const detail = page.locator('section[data-screen="order"]');
    await expect.poll(() => detail.getAttribute('data-state')).toBe('waiting_for_files');
    const approve = page.getByRole('checkbox', { name: /Order goedkeuren/ });
    await approve.focus();
    await page.keyboard.press('Space');
    // Approving cannot be undone: the customer confirms first (focus starts on Cancel; Tab, Enter confirms).
    await page.getByRole('alertdialog', { name: `Order ${quote.id} goedkeuren?` }).waitFor();
    expect(await detail.getAttribute('data-state')).toBe('waiting_for_files');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectToast(page, `Order ${quote.id} is goedgekeurd en wordt in behandeling genomen.`);
    await expect.poll(() => detail.getAttribute('data-state')).toBe('intake');
    expect(await page.getByRole('checkbox', { name: /Order goedkeuren/ }).count()).toBe(0);
    await expectNoA11yViolations(page, 'order detail after approve');
    await close();
  });

  it('accepts a quote: it leaves the quotes and appears among the orders', async () => {
    const quotes = await api<{ data: Row[] }>('orders?kind=quote');
    const quote = quotes.data.find((row) => !row.deactivated)!;
    const { page, close } = await loggedIn();
    await page.goto('/overview/quotes');
    await page.getByRole('button', { name: `Offerte ${quote.id} accepteren` }).click();
    await page.getByRole('alertdialog', { name: `Offerte ${quote.id} accepteren?` }).getByRole('button', { name: 'Offerte accepteren' }).click();
    await expectToast(page, `Offerte ${quote.id} is geaccepteerd`);
    await expect.poll(() => page.locator(`tr[data-order="${quote.id}"]`).count()).toBe(0);
    await expectNoA11yViolations(page, 'overview quotes');
    await page.getByRole('navigation', { name: 'Overzichten' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await expectPath(page, '/overview/orders');
    await page.locator(`tr[data-order="${quote.id}"]`).getByText('Wacht op bestanden').waitFor();
    await close();
  });

  it('turns a template into an order: its prints and form choices go to the cart and the checkout opens', async () => {
    const templates = await api<{ data: Row[] }>('orders?kind=template');
    const template = templates.data.find((row) => row.reference === 'Standaard winkelbanner')!;
    const { page, close } = await loggedIn();
    await page.goto('/overview/templates');
    await page.getByRole('button', { name: `Order maken van sjabloon ${template.id}` }).click();
    await expectPath(page, '/checkout');
    // The new order starts from the template's reference and description, not from an empty form.
    await expect.poll(() => page.getByLabel('Referentie', { exact: true }).inputValue()).toBe('Standaard winkelbanner');
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('pp.cart.') || key.includes('pending'))
      .map((key) => localStorage.getItem(key) ?? '').join(''));
    expect(stored).toContain('"product_id"');
    await close();
  });

  it('downloads an invoice as a real PDF', async () => {
    const { page, close } = await loggedIn();
    await page.goto('/overview/invoices');
    await page.getByRole('table').waitFor();
    await expectNoA11yViolations(page, 'overview invoices');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^PDF downloaden van factuur / }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^factuur-.+\.pdf$/);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await close();
  });

  it('deletes a template with the keyboard only, through the confirmation dialog', async () => {
    const templates = await api<{ data: Row[]; total: number }>('orders?kind=template');
    const { page, close } = await loggedIn();
    await page.goto('/overview/templates');
    const target = `Sjabloon ${templates.data[0]!.id} verwijderen`;
    await page.getByRole('button', { name: target }).waitFor();
    let reached = false;
    for (let presses = 0; presses < 60 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate((name) => document.activeElement?.getAttribute('aria-label') === name, target);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await expectNoA11yViolations(page, 'delete template dialog');
    // Focus starts on Cancel (the safe choice); Tab moves to Delete.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectToast(page, `Sjabloon ${templates.data[0]!.id} is verwijderd.`);
    const after = await api<{ total: number }>('orders?kind=template');
    expect(after.total).toBe(templates.total - 1);
    await close();
  });

  it('changes the language in settings: the interface switches at once; larger text applies; a new e-mail needs the password and the mailed link', async () => {
    const { page, close } = await loggedIn('inkoop@example.nl');
    await page.goto('/settings');
    await page.getByRole('textbox', { name: 'Naam' }).waitFor();
    await expectNoA11yViolations(page, 'settings');
    await page.getByRole('button', { name: /Taal/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByText('Grotere tekst').click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'class')).toContain('pp-zoom-text');
    await expectToast(page, 'Settings saved');
    // A new e-mail address needs the current password (a field error from the server comes back
    // under the field), and counts only once the link mailed to it is opened.
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('inge.nieuw@example.org');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Current password is required').waitFor();
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This is not your current password.').waitFor();
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Settings saved. We sent a link to inge.nieuw@example.org: your email address changes once you open it.');
    expect(await email.inputValue()).toBe('inkoop@example.nl');
    const mail = decodeQuotedPrintable(await readMailTo(portal.server.outboxDir, 'To: inge.nieuw@example.org'));
    const link = /https?:\/\/[^\s"<>]*?(\/settings\?email_token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expectToast(page, 'Your email address is now inge.nieuw@example.org.');
    await expect.poll(() => email.inputValue()).toBe('inge.nieuw@example.org');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await close();
  });
});
