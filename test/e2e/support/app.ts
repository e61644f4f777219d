import { expect, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Drukwerk2026!';

export interface Session {
  context: BrowserContext;
  page: Page;
  /**
   * Ends the customer's visit: the context goes back to its browser's pool, emptied (see
   * `emptied`), for the next session of the same server. A test that gave the context something no
   * reset takes back (a fake clock) closes `context` instead.
   */
  end: () => Promise<void>;
}

/** Playwright's viewport for a new context, which a reused one gets back. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };
/** Waits for what the page shows, never a fixed time: generous, so a busy machine only slows a test down. */
const DEFAULT_TIMEOUT = 30_000;

/** The events a test may listen to ('close' stays: Playwright's own waits listen to it). */
const PAGE_EVENTS = ['console', 'dialog', 'download', 'filechooser', 'frameattached', 'framedetached', 'framenavigated', 'load', 'domcontentloaded', 'pageerror', 'popup', 'request', 'requestfailed', 'requestfinished', 'response', 'websocket', 'worker'];
const CONTEXT_EVENTS = ['console', 'dialog', 'page', 'request', 'requestfailed', 'requestfinished', 'response', 'weberror'];

/**
 * Idle contexts per browser connection and server. A new context costs Chromium a profile and a
 * renderer process, and the app's scripts are compiled again for it: 1.05 CPU-seconds to show the
 * login screen and 2.09 to log in, against 0.25 and 0.67 in a reused one, whose cache (scripts
 * are immutable, the API is no-store) keeps their compiled code.
 */
const idle = new WeakMap<Browser, Map<string, Session[]>>();

/** The sessions a test holds now (not ended). */
const inUse = new WeakSet<Session>();

function idleOf(browser: Browser, baseURL: string): Session[] {
  const servers = idle.get(browser) ?? new Map<string, Session[]>();
  idle.set(browser, servers);
  const sessions = servers.get(baseURL) ?? [];
  servers.set(baseURL, sessions);
  return sessions;
}

/**
 * A context as a new one is, as far as the app and the test can tell: other tabs closed, no
 * listener or route of the last test, no cookie, permission or header, the origin's storage empty
 * (local, session, IndexedDB, caches), the default viewport and timeout, on a blank page.
 */
async function emptied({ context, page }: Session, baseURL: string): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto(new URL('/favicon.svg', baseURL).href);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
    for (const key of await caches.keys()) await caches.delete(key);
  });
  await page.goto('about:blank');
  await Promise.all([context.clearCookies(), context.clearPermissions(), context.setOffline(false), context.setExtraHTTPHeaders({})]);
  await page.setViewportSize(DEFAULT_VIEWPORT);
  page.setDefaultTimeout(DEFAULT_TIMEOUT);
}

/** A browser context with one page for the server at `baseURL`: an emptied one from the pool, or a new one. */
export async function newSession(browser: Browser, baseURL: string): Promise<Session> {
  const reused = idleOf(browser, baseURL).pop();
  if (reused) {
    inUse.add(reused);
    return reused;
  }
  const context = await browser.newContext({ baseURL, locale: 'nl-NL', acceptDownloads: true, viewport: DEFAULT_VIEWPORT });
  const page = await context.newPage();
  page.setDefaultTimeout(DEFAULT_TIMEOUT);
  const session: Session = {
    context,
    page,
    end: async () => {
      // Ended twice, a session would be handed to two tests at once.
      if (!inUse.delete(session)) return;
      try {
        await emptied(session, baseURL);
      } catch {
        // A crashed page or a closed context cannot be vouched for: it is not reused.
        await context.close().catch(() => undefined);
        return;
      }
      idleOf(browser, baseURL).push(session);
    },
  };
  inUse.add(session);
  return session;
}

/**
 * Ends the session when the current test has passed. A failed test's page stays as it failed
 * (vitest runs onTestFailed, and its screenshot, after onTestFinished) and is not reused.
 */
export function endAfterTest(session: Pick<Session, 'end'>): void {
  onTestFinished(async ({ task }) => {
    if (task.result?.state !== 'fail') await session.end();
  });
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
