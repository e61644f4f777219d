import { expect } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Drukwerk2026!';

export interface Session {
  context: BrowserContext;
  page: Page;
}

export async function newSession(browser: Browser, baseURL: string): Promise<Session> {
  const context = await browser.newContext({ baseURL, locale: 'nl-NL', acceptDownloads: true });
  const page = await context.newPage();
  // Waits for what the page shows, never a fixed time: generous, so a busy machine only slows a test down.
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/** Fills the login modal (Dutch labels before login) and submits with Enter. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByLabel('Wachtwoord', { exact: true }).press('Enter');
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 15_000 });
}

export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title(), { timeout: 20_000 }).toBe(title);
}

/** The text of every visible toast. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator('.pp-toast').allInnerTexts();
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(async () => (await toastTexts(page)).some((toast) => toast.includes(text)), { timeout: 20_000 }).toBe(true);
}

/** The bytes of a finished download (over a connection to the run's Chromium there is no local path). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
