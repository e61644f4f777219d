import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import writeExcelFile from 'write-excel-file/node';
import { expectPath, submitLogin } from './support/app.js';

export const HEADER = ['originals', 'quantity', 'width', 'height', 'remark'];

/** An .xlsx made by write-excel-file (the library the template download uses too). */
export async function xlsxByWriteExcelFile(rows: (string | number | null)[][]): Promise<Buffer> {
  const data = [HEADER, ...rows].map((row) => row.map((value) => (value === null ? null : { value })));
  return writeExcelFile(data as never).toBuffer();
}

/**
 * A real .xlsx converted by LibreOffice Calc from test/fixtures/copies-libreoffice.csv
 * (`soffice --headless --convert-to xlsx copies-libreoffice.csv`), committed so that CI machines
 * need no office suite. Rows: 1 x 4 x 1200 x 600 'achter', 3 x 1 x 900 x 900 'voor'.
 */
export function xlsxByLibreOffice(): Buffer {
  return readFileSync(fileURLToPath(new URL('../fixtures/copies-libreoffice.xlsx', import.meta.url)));
}

export async function login(page: Page, email = 'klant@example.nl'): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email);
  await expectPath(page, '/');
}

/** Goes to a path inside the app without reloading it (the router handles the history change). */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function fillLine(page: Page, row: number, values: { originals: number; quantity: number; width?: number; height?: number }) {
  await page.getByRole('textbox', { name: `Originelen, regel ${row}` }).fill(String(values.originals));
  await page.getByRole('textbox', { name: `Aantal, regel ${row}` }).fill(String(values.quantity));
  if (values.width !== undefined) await page.getByRole('textbox', { name: `Breedte (mm), regel ${row}` }).fill(String(values.width));
  if (values.height !== undefined) await page.getByRole('textbox', { name: `Hoogte (mm), regel ${row}` }).fill(String(values.height));
}

export async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * On the finishes step: opens the finish's group (one is open at a time), picks the finish and
 * presses one of its sides. `finish` and `side` may be patterns, for a check in either language.
 */
export async function chooseFinishSide(page: Page, group: 'edge' | 'eyelets' | 'pockets' | 'other', finish: string | RegExp, side: string | RegExp): Promise<void> {
  const item = page.locator(`.pp-finish-groups__item[data-group="${group}"]`);
  if ((await item.getAttribute('data-expanded')) === null) await item.locator('.pp-finish-groups__trigger').click();
  await item.locator('.pp-finish-option', { has: page.locator('.pp-finish-option__name', { hasText: finish }) }).click();
  const sidesName = typeof finish === 'string' ? `Zijden voor ${finish}` : /^(Zijden voor|Sides for) /;
  await item.getByRole('group', { name: sidesName }).getByRole('button', { name: side, exact: typeof side === 'string' }).click();
}
