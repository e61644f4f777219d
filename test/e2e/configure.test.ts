import { describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from './support/axe.js';
import { expectPath, expectToast, endAfterTest, newSession } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { chooseFile, fillLine, goInApp, login, XLSX_MIME, xlsxByLibreOffice, xlsxByWriteExcelFile } from './configure-support.js';

const haveChromium = chromiumAvailable();
const FRONTLIT = 'Spandoek Frontlit 510 g/m²';

describe.skipIf(!haveChromium)('choosing and configuring a print in Chromium', () => {
  const portal = portalInChromium();

  async function startAt(path: string): Promise<Page> {
    const session = await newSession(portal.browser, portal.server.url);
    endAfterTest(session);
    const { page } = session;
    onTestFailed(async ({ task }) => {
      await page.screenshot({ path: `/tmp/pp-e2e-${task.name.slice(0, 30).replace(/\W+/g, '-')}.png`, fullPage: true }).catch(() => undefined);
    });
    await login(page);
    await goInApp(page, path);
    return page;
  }

  it('chooses from favourites, shows the live price, fixes finish errors and adds to the cart', async () => {
    const page = await startAt('/selector/nothing');
    await expectPath(page, '/selector/personal'); // klant@ has favourites
    await page.getByRole('row', { name: FRONTLIT }).first().waitFor();
    await page.getByRole('row', { name: FRONTLIT }).first().locator('.pp-leaf__name').hover();
    const info = page.getByRole('region', { name: `Informatie over ${FRONTLIT}` });
    await info.waitFor();
    expect(await info.innerText()).toContain('500 cm');
    await expectNoA11yViolations(page, 'selector');
    await info.getByRole('button', { name: 'Kiezen' }).click();
    await expectPath(page, '/printer');

    await fillLine(page, 1, { originals: 1, quantity: 2, width: 1000, height: 500 });
    await page.getByRole('textbox', { name: 'Aantal, regel 1' }).press('Enter'); // Enter does not submit
    await expectPath(page, '/printer');
    await page.locator('.pp-price__amount').waitFor();
    expect(await page.locator('.pp-price__amount').innerText()).toMatch(/€/);
    expect(await page.getByText('Totaal: 2 exemplaren in 1 regel').count()).toBe(1);
    await expectNoA11yViolations(page, 'copies');

    await page.getByRole('button', { name: 'Volgende' }).click();
    await expectPath(page, '/printer/finishes');
    const hem = page.getByRole('group', { name: 'Zijden voor Zoom (gestikt)' });
    await hem.getByRole('button', { name: 'Boven', exact: true }).click();
    await hem.getByRole('button', { name: 'Boven', exact: true }).click();
    await expectToast(page, 'Zijde bestaat al');
    await page.getByRole('button', { name: 'Volgende' }).click();
    for (const side of ['Rechts', 'Onder', 'Links']) await expectToast(page, `${side} moet aanwezig zijn`);
    // The preview draws the three edges still missing their hem red.
    expect(await page.locator('.pp-finish-preview [data-error-edge]').count()).toBe(3);
    await expectNoA11yViolations(page, 'finishes with errors');
    await page.getByRole('button', { name: 'Zoom (gestikt) Boven verwijderen' }).click();
    await hem.getByRole('button', { name: 'Rondom' }).click();
    expect(await hem.getByRole('button', { name: 'Boven', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Volgende' }).click();

    const modal = page.getByRole('dialog', { name: 'Toegevoegd aan winkelwagen' });
    await modal.waitFor();
    expect(await modal.getByRole('cell').allInnerTexts()).toEqual(['1', '2', '1000 x 500']);
    await expectNoA11yViolations(page, 'added to cart');
    await modal.getByRole('button', { name: 'Verder winkelen' }).click();
    await expectPath(page, '/selector/personal');
  });

  it('asks before the logo leaves an active print: Stay keeps it, Leave removes it from the cart', async () => {
    const page = await startAt('/selector/personal');
    await page.getByRole('row', { name: FRONTLIT }).first().click();
    await expectPath(page, '/printer');
    await fillLine(page, 1, { originals: 1, quantity: 2, width: 1000, height: 500 });
    await page.getByRole('link', { name: 'PrintPortal, naar home' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Print verlaten?' });
    await dialog.waitFor();
    await expectNoA11yViolations(page, 'leave dialog');
    await dialog.getByRole('button', { name: 'Blijven' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectPath(page, '/printer');
    expect(await page.getByRole('textbox', { name: 'Breedte (mm), regel 1' }).inputValue()).toBe('1000');
    await page.getByRole('link', { name: 'PrintPortal, naar home' }).click();
    await dialog.getByRole('button', { name: 'Verlaten' }).click();
    await expectPath(page, '/');
    await page.getByRole('link', { name: 'Winkelwagen, 0 prints' }).waitFor();
    // Nothing asks any more: the print is gone.
    await page.getByRole('link', { name: /^Winkelwagen/ }).click();
    await expectPath(page, '/checkout');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('keeps the selector alive: back from another screen, the same groups are closed', async () => {
    const page = await startAt('/selector/catalog');
    const group = page.locator('.pp-tree__category[aria-expanded="true"]').first();
    await group.waitFor();
    const name = (await group.getAttribute('aria-label'))!;
    const toggle = page.getByRole('row', { name, exact: true }).first();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('link', { name: /^Winkelwagen/ }).click();
    await expectPath(page, '/checkout');
    await page.goBack();
    await expectPath(page, '/selector/catalog');
    await expect.poll(() => page.getByRole('row', { name, exact: true }).first().getAttribute('aria-expanded')).toBe('false');
    // The hidden screen is not read out or reachable meanwhile: one selector on the page.
    expect(await page.locator('section[data-screen="selector"]').count()).toBe(1);
  });

  it('chooses from the catalogue with the keyboard only and goes to the checkout', async () => {
    const page = await startAt('/selector/catalog');
    const leaf = page.getByRole('row', { name: 'Spandoek Mesh 270 g/m²' }).first();
    await leaf.waitFor();
    const inTree = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="treegrid"]')));
    for (let presses = 0; presses < 20 && !(await inTree()); presses++) await page.keyboard.press('Tab'); // the tree is one stop
    const focusedRow = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    for (let presses = 0; presses < 40 && (await focusedRow()) !== 'Spandoek Mesh 270 g/m²'; presses++) await page.keyboard.press('ArrowDown');
    await page.getByRole('region', { name: 'Informatie over Spandoek Mesh 270 g/m²' }).waitFor(); // focus opens the panel
    const focused = () =>
      page.evaluate(() => (document.activeElement && document.activeElement !== document.body ? document.activeElement.textContent ?? '' : ''));
    await page.keyboard.press('Enter');
    await expectPath(page, '/printer');
    const label = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    for (let presses = 0; presses < 40 && (await label()) !== 'Originelen, regel 1'; presses++) await page.keyboard.press('Tab');
    for (const value of ['2', '3', '1500', '800', 'gevel']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    expect(await label()).toBe('Originelen, regel 2'); // Tab in the last remark added a line
    for (let presses = 0; presses < 40 && (await focused()) !== 'Volgende'; presses++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectPath(page, '/printer/finishes');
    // The URL changes before the finishes screen replaces the copies screen and takes focus: Tab
    // only once it is there, or the copies' own "Volgende" may still hold focus.
    await page.locator('.pp-finish-groups').waitFor();
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[data-screen="printer-finishes"]')));
    for (let presses = 0; presses < 80 && (await focused()) !== 'Volgende'; presses++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // no finish chosen: nothing to complete, so the print is complete
    const modal = page.getByRole('dialog', { name: 'Toegevoegd aan winkelwagen' });
    await modal.waitFor();
    expect(await modal.getByRole('cell').allInnerTexts()).toEqual(['2', '3', '1500 x 800']);
    for (let presses = 0; presses < 5 && (await focused()) !== 'Afrekenen'; presses++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectPath(page, '/checkout');
  });

  it('sends /printer without a current product to the selector and shows flags as an icon grid', async () => {
    const page = await startAt('/printer');
    await expectPath(page, '/selector/personal');
    await goInApp(page, '/selector/flags');
    await page.getByRole('button', { name: 'Beachflags' }).click();
    await page.getByRole('button', { name: 'Wave' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    expect(await crumbs.getByRole('listitem').allInnerTexts()).toEqual(['Vlaggen', 'Beachflags', 'Wave']);
    await expectNoA11yViolations(page, 'selector icon grid');
  });

  it('imports an .xlsx made by write-excel-file: problems first, then only the valid lines', async () => {
    const page = await startAt('/selector/catalog');
    await page.getByRole('row', { name: FRONTLIT }).first().click();
    await expectPath(page, '/printer');
    await chooseFile(page, 'regels.csv', Buffer.from('1,2,3'), 'text/csv');
    await expectToast(page, 'geen Excel-bestand (.xlsx)');
    const sheet = await xlsxByWriteExcelFile([
      [1, 5, 2000, 1000, 'voorgevel'],
      [2, 'tien', 1500, 700, 'zijgevel'],
      [1, 3, 30, 700, null],
    ]);
    await chooseFile(page, 'regels.xlsx', sheet, XLSX_MIME);
    const dialog = page.getByRole('dialog', { name: 'Het bestand bevat fouten' });
    await dialog.waitFor();
    expect(await dialog.getByRole('cell').allInnerTexts()).toEqual(['3', 'B', 'Aantal: geen geheel getal', '4', 'C', 'Breedte: minimaal 45']);
    await expectNoA11yViolations(page, 'excel problems');
    expect(await page.getByRole('textbox', { name: 'Aantal, regel 1' }).inputValue()).toBe(''); // nothing imported yet
    await dialog.getByRole('button', { name: 'Alleen de 1 goede regels importeren' }).click();
    expect(await page.getByRole('textbox', { name: 'Breedte (mm), regel 1' }).inputValue()).toBe('2000');
    expect(await page.getByRole('textbox', { name: 'Opmerking, regel 1' }).inputValue()).toBe('voorgevel');
    expect(await page.getByRole('textbox', { name: 'Originelen, regel 2' }).count()).toBe(0);
  });

  it('imports an .xlsx made by LibreOffice from a CSV', async () => {
    const page = await startAt('/selector/catalog');
    await page.getByRole('row', { name: FRONTLIT }).first().click();
    await chooseFile(page, 'regels.xlsx', xlsxByLibreOffice(), XLSX_MIME);
    await expectToast(page, '2 regels geïmporteerd');
    expect(await page.getByRole('textbox', { name: 'Originelen, regel 2' }).inputValue()).toBe('3');
  });

  // Timing of both (keystrokes with 1,000 lines, import of 10,000) is measured by `npm run bench`.
  it('imports 10,000 lines under the app\'s own CSP (the sheet reader\'s blob: worker is allowed)', { timeout: 240_000 }, async () => {
    const page = await startAt('/selector/catalog');
    page.setDefaultTimeout(60_000);
    await page.getByRole('row', { name: FRONTLIT }).first().click();
    const rows = Array.from({ length: 10_000 }, (_, row) => [1, 2, 1000 + (row % 50), 500, `r${row}`]);
    await chooseFile(page, 'tienduizend.xlsx', await xlsxByWriteExcelFile(rows), XLSX_MIME);
    await page.getByText('10.000 regels geïmporteerd').waitFor();
    expect(await page.getByText('Totaal: 20.000 exemplaren in 10.000 regels').count()).toBe(1);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expectPath(page, '/printer/finishes');
  });
});
