import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { pdfOfSize, pngBytes, printReadyPdf } from '../server/files/pdf-fixtures.js';
import { sharedKidsPdf } from '../server/files/hostile-pdfs.js';
import { expectNoA11yViolations } from './support/axe.js';
import { DEMO_PASSWORD, expectPath, expectToast, newSession, submitLogin, toastTexts } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';

const CUSTOMER = 'klant@example.nl';
const ALL_IN = 'Alle bestanden zijn binnen';

/**
 * Print files per copy line, as a customer meets them on the order page: each line asks for one
 * PDF with a page per original, the page and the toasts agree with the order's state, warnings wait
 * for an explicit "Ik accepteer deze waarschuwingen", and a refused upload leaves the good file's
 * preview alone.
 */
describe.skipIf(!chromiumAvailable())('print files per copy line in Chromium', () => {
  const portal = portalInChromium();

  async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${portal.server.url}/api/v1/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.ok, `${path}: ${text}`).toBe(true);
    return JSON.parse(text) as T;
  }

  /** An order of one free-size print without finishes, with these copy lines, waiting for its files. */
  async function placeOrder(copies: { originals: number; width: number; height: number }[]): Promise<number> {
    const { token } = await call<{ token: string }>('', 'POST', 'auth/login', { type: 'password', email: CUSTOMER, password: DEMO_PASSWORD });
    const products = await call<{ id: number; fixed_width: number; sides: number }[]>(token, 'GET', 'products');
    const product = products.find((entry) => entry.fixed_width === 0 && entry.sides === 1)!;
    const print = {
      product_id: product.id, complete: true, uuid: randomUUID(), prices: {}, finishes: [],
      copies: copies.map((copy) => ({ ...copy, quantity: 1, sides: 1, abaa: 1, remark: '' })),
    };
    const expedition = await call<{ deadlines: { suggested_date: string } }>(token, 'POST', 'expedition', { products: [print] });
    const placed = await call<{ orders: { id: number }[] }>(token, 'POST', 'order', {
      products: [print],
      contact: { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' },
      details: {
        description: '', reference: 'Per regel', files_date: null, delivery_date: expedition.deadlines.suggested_date, pickup: true,
        pack: false, address: null, approve_pdf: false, archive_files: false,
      },
    });
    return placed.orders[0]!.id;
  }

  async function openOrder(orderId: number): Promise<{ page: Page; detail: Locator; close: () => Promise<void> }> {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await page.goto('/login');
    await submitLogin(page, CUSTOMER);
    await expectPath(page, '/');
    await page.goto(`/order/${orderId}`);
    const detail = page.locator('section[data-screen="order"]');
    await detail.locator('article').first().waitFor();
    return { page, detail, close: end };
  }

  const line = (detail: Locator, number: number) => detail.getByRole('region', { name: new RegExp(`^Regel ${number}:`) });
  const upload = async (where: Locator, name: string, bytes: Uint8Array) => {
    await where.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  };

  it('asks each line of 1 and 3 originals for its own file; page and toast agree: no "all in" while pages are missing or warnings wait', async () => {
    const orderId = await placeOrder([{ originals: 1, width: 1000, height: 500 }, { originals: 3, width: 800, height: 2800 }]);
    const { page, detail, close } = await openOrder(orderId);
    expect(await line(detail, 1).getByRole('heading').innerText()).toBe('Regel 1: 1 origineel, 1000 × 500 mm');
    expect(await line(detail, 2).getByRole('heading').innerText()).toBe('Regel 2: 3 originelen, 800 × 2800 mm');
    await line(detail, 2).getByText('Nog geen bestand: upload één PDF met 3 pagina\'s, één per origineel. Tot dan wacht de order.').waitFor();
    await expectNoA11yViolations(page, 'order page with a file per copy line');

    // Line 2 gets one page for its three originals: refused, and the order keeps waiting.
    await upload(line(detail, 2), 'een-pagina.pdf', await printReadyPdf(1, [800, 2800]));
    await line(detail, 2).getByText('een-pagina.pdf is geüpload.').waitFor();
    await line(detail, 2).getByText(/^Het bestand kan zo niet worden gedrukt: upload één PDF met 3 pagina's/).waitFor();
    await line(detail, 2).getByText(/deze regel heeft 3 originelen: één pagina per origineel/).waitFor();
    // Line 1 gets an A4: warnings, not yet accepted.
    await upload(line(detail, 1), 'a4.pdf', await pdfOfSize([210, 297]));
    await line(detail, 1).getByText(/^Wacht op uw akkoord/).waitFor();
    // Three pages for line 2 now: every line has a file, but line 1's warnings still wait.
    await upload(line(detail, 2), 'drie-paginas.pdf', await printReadyPdf(3, [800, 2800]));
    await line(detail, 2).getByText('Bestand in orde: dit bestand wordt gedrukt.').waitFor();
    await line(detail, 2).getByText(/3 pagina's/).first().waitFor();
    expect(await detail.getAttribute('data-state')).toBe('waiting_for_files');
    expect((await toastTexts(page)).filter((toast) => toast.includes(ALL_IN))).toEqual([]);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Deze order wacht op uw bestanden' }).innerText())
      .toContain('1 regel heeft nog geen bestand dat gedrukt kan worden');

    // The customer accepts line 1's warnings: now the order moves on, and only now does the toast say so.
    await line(detail, 1).getByRole('checkbox', { name: 'Ik accepteer deze waarschuwingen: druk a4.pdf zoals het is' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => detail.getAttribute('data-state')).toBe('intake');
    await expectToast(page, `${ALL_IN}. De order staat nu op: Intake.`);
    await line(detail, 1).getByText(/^Waarschuwingen geaccepteerd op/).waitFor();
    await close();
  });

  it('keeps the preview of the good file when the next upload is refused, and shows the real page count or why there is none', async () => {
    const orderId = await placeOrder([{ originals: 1, width: 1000, height: 500 }]);
    const { page, detail, close } = await openOrder(orderId);
    // One line: the print card holds its one upload.
    const only = detail.locator('article').first();
    await upload(only, 'goed.pdf', await printReadyPdf(1, [1000, 500]));
    await only.getByText('goed.pdf is geüpload.').waitFor();
    const large = only.locator('.pp-preview--large');
    // Previews are drawn once they come near the viewport.
    await large.scrollIntoViewIfNeeded();
    await only.locator('.pp-preview--large[data-preview="ready"]').waitFor({ timeout: 30_000 });
    expect(await large.getByRole('img').getAttribute('aria-label')).toBe('Voorbeeld van goed.pdf met de afwerkingen');
    await only.locator('.pp-files li').filter({ hasText: 'goed.pdf' }).getByText(/\b1 pagina/).waitFor();

    // A picture named .pdf: the server refuses it; the good file's preview and entry stay.
    await upload(only, 'foto.pdf', pngBytes());
    await only.getByText(/foto\.pdf: Het bestand wordt om veiligheidsredenen niet ondersteund/).waitFor();
    await large.scrollIntoViewIfNeeded();
    await only.locator('.pp-preview--large[data-preview="ready"]').waitFor({ timeout: 30_000 });
    expect(await large.getByRole('img').getAttribute('aria-label')).toBe('Voorbeeld van goed.pdf met de afwerkingen');
    expect(await only.locator('.pp-files li').filter({ hasText: 'goed.pdf' }).count()).toBe(1);

    // A file whose page tree is over the analysis bounds: stored, checked by hand, its pages not counted.
    await upload(only, 'diep.pdf', sharedKidsPdf(27));
    await only.getByText('diep.pdf is geüpload.').waitFor();
    await only.locator('.pp-files li').filter({ hasText: 'diep.pdf' }).getByText(/aantal pagina's onbekend \(te groot om te tellen\)/).waitFor();
    expect(await only.getByText(/\b0 pagina/).count()).toBe(0);
    await expectNoA11yViolations(page, 'order page after a refused upload');
    await close();
  });
});
