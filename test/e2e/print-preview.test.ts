import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from './support/axe.js';
import { DEMO_PASSWORD, expectPath, newSession, submitLogin } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { pngBytes } from '../server/files/pdf-fixtures.js';
import { num, PdfWriter, POINTS_PER_MM, ref } from '../support/pdf-writer.js';
import { portalInChromium } from './support/portal.js';

const CUSTOMER = 'klant@example.nl';

/**
 * A 3000 x 1000 mm banner at 1:1 with 5 mm bleed: a red field with a blue stripe across and a word.
 * The print-file check warns three times: 5 mm bleed where the hem needs 10, Helvetica not
 * embedded, RGB colours.
 */
function bannerPdf(): Promise<Buffer> {
  const writer = new PdfWriter();
  const [width, height] = [3010 * POINTS_PER_MM, 1010 * POINTS_PER_MM].map(num) as [string, string];
  // Text in a font that is not embedded: pdf.js substitutes it, which must not trip the CSP.
  const font = writer.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const content = [
    `0.85 0.1 0.1 rg 0 0 ${width} ${height} re f`,
    `0.1 0.2 0.8 rg 0 ${num(Number(height) / 3)} ${width} ${num(Number(height) / 3)} re f`,
    `BT 1 1 1 rg /F1 200 Tf 400 ${num(Number(height) - 300)} Td (UITVERKOOP) Tj ET`,
  ].join('\n');
  writer.addPage(Number(width), Number(height), `/Resources << /Font << /F1 ${ref(font)} >> >> /Contents ${ref(writer.stream('', content))}`);
  return Promise.resolve(Buffer.from(writer.save()));
}

describe.skipIf(!chromiumAvailable())('print preview in Chromium', () => {
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

  /** A banner of 3000 x 1000 mm with a hem and eyelets every 500 mm all round, waiting for its file. */
  async function bannerOrder(): Promise<number> {
    const login = await call<{ token: string }>('', 'POST', 'auth/login', { type: 'password', email: CUSTOMER, password: DEMO_PASSWORD });
    const token = login.token;
    const finishes = await call<{ id: number; finishing_id: number; default_code: string; products: { product_id: number }[] }[]>(token, 'GET', 'finishes');
    const eyelets = finishes.find((finish) => finish.default_code === 'AF-RING-50')!;
    const hem = finishes.find((finish) => finish.default_code === 'AF-ZOOM')!;
    const products = await call<{ id: number; fixed_width: number }[]>(token, 'GET', 'products');
    const free = new Set(products.filter((entry) => entry.fixed_width === 0).map((entry) => entry.id));
    const product = eyelets.products.find((entry) => free.has(entry.product_id) && hem.products.some((other) => other.product_id === entry.product_id))!.product_id;
    const print = {
      product_id: product, complete: true, uuid: randomUUID(), prices: {},
      copies: [{ originals: 1, quantity: 1, width: 3000, height: 1000, sides: 1, abaa: 1, remark: '' }],
      finishes: [
        { id: hem.id, finishing_id: hem.finishing_id, side: 'around' },
        { id: eyelets.id, finishing_id: eyelets.finishing_id, side: 'around' },
      ],
    };
    const expedition = await call<{ deadlines: { suggested_date: string } }>(token, 'POST', 'expedition', { products: [print] });
    const placed = await call<{ orders: { id: number }[] }>(token, 'POST', 'order', {
      products: [print],
      contact: { name: 'Karin de Klant', email: 'karin@example.nl', phone: '0201234567' },
      details: {
        description: '', reference: 'Preview', files_date: null, delivery_date: expedition.deadlines.suggested_date, pickup: true,
        pack: false, address: null, approve_pdf: false, archive_files: false,
      },
    });
    return placed.orders[0]!.id;
  }

  it('shows the picked PDF with trim, bleed, hem and 16 eyelet holes, then a thumbnail of the stored file, its checks, and the overview thumbnail', async () => {
    const orderId = await bannerOrder();
    const { page, end } = await newSession(portal.browser, portal.server.url);
    const failures: string[] = [];
    page.on('console', (message) => { if (message.type() === 'error' || message.type() === 'warning') failures.push(message.text()); });
    await page.goto('/login');
    await submitLogin(page, CUSTOMER);
    await expectPath(page, '/');
    await page.goto(`/order/${orderId}`);
    const card = page.locator('section[data-screen="order"] article').first();
    await card.waitFor();
    const pdfChunkRequested = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /pdf-first-page|pdf\.worker/.test(entry.name)));
    expect(await pdfChunkRequested(), 'pdf.js is not loaded before a preview is shown').toBe(false);

    // A picture named .pdf: the server refuses it, and no preview of it stays behind.
    await card.locator('input[type="file"]').setInputFiles({ name: 'kapot.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pngBytes()) });
    await card.locator('.pp-upload__problem').first().waitFor({ timeout: 30_000 });
    expect(await card.locator('.pp-preview--large').count()).toBe(0);

    await card.locator('input[type="file"]').setInputFiles({ name: 'spandoek.pdf', mimeType: 'application/pdf', buffer: await bannerPdf() });
    const large = card.locator('.pp-preview--large');
    // Drawn once near the viewport: it sits under the line's upload.
    await large.scrollIntoViewIfNeeded();
    await card.locator('.pp-preview--large[data-preview="ready"]').waitFor({ timeout: 30_000 });
    expect(await pdfChunkRequested()).toBe(true);

    // The page is drawn: the canvas's centre pixel is the blue stripe of the file.
    const centre = await large.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
      const pixel = canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data;
      return [pixel[0], pixel[1], pixel[2], canvas.width];
    });
    expect(centre[2]).toBeGreaterThan(150);
    expect(centre[0]).toBeLessThan(80);
    expect(centre[3]).toBeGreaterThan(400);

    // 7 + 7 along the long sides, 3 + 3 along the short ones, the four corners shared: 16 holes.
    expect(await large.locator('svg circle[data-mark="eyelet"]').count()).toBe(16);
    expect(await large.locator('svg rect[data-mark="hem"]').count()).toBe(4);
    expect(await large.locator('svg rect[data-mark="bleed"]').count()).toBe(1);
    expect(await large.locator('svg rect[data-mark="safe"]').count()).toBe(1);
    const described = await large.getByRole('img', { name: 'Voorbeeld van spandoek.pdf met de afwerkingen' }).evaluate((figure) => {
      const ids = (figure.getAttribute('aria-describedby') ?? '').split(' ');
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    });
    expect(described).toContain('Ringen om de 500 mm: 16 ringen, om de 500 mm (per zijde boven 7, rechts 3, onder 7, links 3; hoeken gedeeld).');
    expect(described).toContain('Zoom (gestikt): zoom van 30 mm, boven, rechts, onder, links.');

    // After the upload the stored file gets its own thumbnail, drawn from GET /files/{id}.
    await card.getByText('spandoek.pdf is geüpload.').waitFor({ timeout: 30_000 });
    const thumb = card.locator('.pp-preview--thumb');
    // Thumbnails are fetched and drawn once they come near the viewport.
    await thumb.scrollIntoViewIfNeeded();
    await card.locator('.pp-preview--thumb:not([data-preview="waiting"])').waitFor({ timeout: 30_000 });
    expect(await thumb.getAttribute('data-preview'), await thumb.innerText()).toBe('ready');
    expect(await thumb.locator('svg circle[data-mark="eyelet"]').count()).toBe(16);

    // The stored file's check is listed under it, in Dutch, with the file's warnings.
    const checks = card.getByRole('list', { name: 'Controle van het bestand: Let op' });
    await checks.waitFor({ timeout: 30_000 });
    const warnings = await checks.locator('li[data-verdict="warning"]').allInnerTexts();
    expect(warnings.length, warnings.join('\n')).toBeGreaterThanOrEqual(2);
    expect(warnings).toContainEqual(expect.stringMatching(/^Let op: Afloop: 5 mm; met de bestelde afwerking is 10 mm nodig\. Vergroot u de afloop\.$/));
    expect(warnings).toContainEqual(expect.stringMatching(/^Let op: Lettertypen: deze standaardlettertypen zijn niet ingesloten: Helvetica\. Wij vervangen ze; sluit u ze in voor een exact resultaat\.$/));
    expect(warnings).toContainEqual(expect.stringMatching(/^Let op: Kleuren: het bestand bevat RGB\./));
    expect(await checks.locator('li[data-verdict="pass"]').allInnerTexts()).toContainEqual(expect.stringMatching(/Formaat: 3000 x 1000 mm, zoals besteld\./));
    await expectNoA11yViolations(page, 'order detail with print preview and the file check');

    mkdirSync('test-results', { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await large.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/print-preview-${width}.png` });
      // The previews and their legend fit the narrowest screen (the layout budget of DESIGN section 11).
      const sticking = await page.evaluate(() => [...document.querySelectorAll('.pp-print-previews, .pp-print-previews *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !element.closest('.pp-visually-hidden'))
        .map((element) => element.tagName));
      expect(sticking, `previews fit at ${width} px`).toEqual([]);
    }

    // The overview row of the order shows the stored file small, drawn once it is near the viewport.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/overview/orders');
    const row = page.locator(`tr[data-order="${orderId}"]`);
    await row.waitFor({ timeout: 30_000 });
    await row.locator('.pp-preview--mini:not([data-preview="waiting"])').waitFor({ timeout: 30_000 });
    expect(await row.locator('.pp-preview--mini').getAttribute('data-preview')).toBe('ready');
    await expectNoA11yViolations(page, 'overview with thumbnails');
    await page.setViewportSize({ width: 390, height: 900 });
    const thumbWidth = await row.locator('.pp-preview--mini').evaluate((figure) => figure.getBoundingClientRect().width);
    expect(thumbWidth).toBeLessThanOrEqual(40);
    await page.screenshot({ path: 'test-results/overview-thumbnail-390.png' });
    // The table, thumbnails and all, scrolls inside its own region, which stays within the screen.
    const tableRight = await page.locator('.pp-table-wrap').evaluate((wrap) => wrap.getBoundingClientRect().right);
    expect(tableRight).toBeLessThanOrEqual(await page.evaluate(() => document.documentElement.clientWidth + 1));

    expect(failures.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await end();
  });
});
