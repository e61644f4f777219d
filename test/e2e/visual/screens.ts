// Every screen of the portal, reached the way a customer reaches it, for the visual check.
import type { Page, Route } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/app.js';
import { chooseFinishSide, goInApp } from '../configure-support.js';

export interface Screen {
  name: string;
  /** Brings the page to this screen (from the previous one) and waits until it is drawn. */
  open: (page: Page) => Promise<void>;
  /** Run again after each width change (e.g. to hover the product again). */
  afterResize?: (page: Page) => Promise<void>;
  /** Extra findings of this screen at each width. */
  check?: (page: Page) => Promise<string[]>;
}

export interface Account {
  lang: 'nl' | 'en';
  email: string;
}

async function settled(page: Page, selector: string, waitForSpinners = true): Promise<void> {
  await page.locator(selector).first().waitFor({ state: 'visible' });
  if (waitForSpinners) await page.waitForFunction(() => !Array.from(document.querySelectorAll('.pp-spinner')).some((spinner) => spinner.checkVisibility()));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function visit(page: Page, path: string, selector: string): Promise<void> {
  await goInApp(page, path);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  await settled(page, selector);
}

/** The login area, before anyone logs in (a fresh page, logged out). */
export const LOGGED_OUT: Screen[] = [
  { name: 'login', open: async (page) => { await page.goto('/login'); await settled(page, 'input[type="password"]'); } },
  { name: 'forgot', open: async (page) => { await page.goto('/login/forgot'); await settled(page, '.pp-modal input'); } },
  { name: 'reset', open: async (page) => { await page.goto('/login/reset/visual-check?email=klant%40example.nl'); await settled(page, '.pp-modal input'); } },
];

/**
 * Logging in: the partner chooser (partner accounts) and the boot screen, held on screen by
 * holding the catalogue's answer until its check is done.
 */
export function loggingIn(account: Account): Screen[] {
  let release: (() => void) | undefined;
  const hold = async (route: Route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  };
  const screens: Screen[] = [];
  const submit = async (page: Page) => {
    await page.route('**/api/v1/catalog', hold, { times: 1 });
    await page.goto('/login');
    await page.locator('input[type="email"]').fill(account.email);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('input[type="password"]').press('Enter');
  };
  if (account.email.startsWith('partner')) {
    screens.push({ name: 'partner chooser', open: async (page) => { await submit(page); await settled(page, '.pp-partner-list button'); } });
    screens.push({ name: 'loading', open: async (page) => { await page.locator('.pp-partner-list button').first().click(); await settled(page, '.pp-boot', false); } });
  } else {
    screens.push({ name: 'loading', open: async (page) => { await submit(page); await settled(page, '.pp-boot', false); } });
  }
  screens.push({
    name: 'home',
    open: async (page) => {
      release?.();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
      await settled(page, '.pp-navbar');
      await settled(page, 'main h1, main h2');
    },
  });
  return screens;
}

const hoverFirstProduct = async (page: Page) => {
  await page.locator('.pp-leaf').first().hover();
  await page.locator('.pp-info').waitFor();
};

/** The screens behind the login, in an order that builds the data the next one needs. */
export const LOGGED_IN: Screen[] = [
  { name: 'selector personal', open: (page) => visit(page, '/selector/personal', '[data-screen="selector"]') },
  { name: 'selector catalog', open: (page) => visit(page, '/selector/catalog', '.pp-tree__leaf') },
  { name: 'selector product info', open: hoverFirstProduct, afterResize: hoverFirstProduct },
  { name: 'selector icon grid', open: (page) => visit(page, '/selector/flags', '.pp-grid__button') },
  // The product cards (the switch's second option), then back to the tree the screens below expect.
  {
    name: 'selector cards',
    open: async (page) => {
      await visit(page, '/selector/catalog', '[data-screen="selector"]');
      await page.locator('.pp-layout-switch__option').nth(1).click();
      await settled(page, '.pp-card');
    },
  },
  // The navbar's search with its hits open (a typo in the query), over the tree again.
  {
    name: 'search hits',
    open: async (page) => {
      await page.locator('.pp-layout-switch__option').first().click();
      await settled(page, '.pp-tree__leaf');
      await page.locator('.pp-navbar__search input').fill('spandok');
      await settled(page, '.pp-search__panel:not([hidden]) [role="option"]');
    },
  },
  // An empty cart says so and leads back to the products.
  { name: 'empty checkout', open: (page) => visit(page, '/checkout', '.pp-checkout__cart a[href^="/selector/"]') },
  {
    name: 'printer copies with messages',
    open: async (page) => {
      await visit(page, '/selector/catalog', '.pp-tree__leaf');
      // A double-sided product (A/B column) whose minimum quantity can be missed.
      const leaf = page.locator('.pp-leaf').filter({ hasText: /dubbelzijdig|double-sided/i }).first();
      await leaf.hover();
      await page.locator('.pp-info .pp-button--primary').click();
      await page.waitForURL((url) => url.pathname === '/printer');
      const row = page.locator('.pp-lines [data-row="0"]').first();
      await row.waitFor();
      const inputs = row.locator('input[type="text"], input:not([type])');
      await inputs.nth(0).fill('2');
      await inputs.nth(1).fill('0');
      await inputs.nth(2).fill('10');
      await inputs.nth(3).fill('20000');
      await page.locator('.pp-wizard__nav .pp-button--primary').click();
      await settled(page, '.pp-cell__error');
    },
  },
  {
    name: 'printer copies',
    open: async (page) => {
      const inputs = page.locator('.pp-lines [data-row="0"]').first().locator('input[type="text"], input:not([type])');
      await inputs.nth(1).fill('4');
      await inputs.nth(2).fill('1000');
      await inputs.nth(3).fill('800');
      await page.locator('.pp-price__amount').waitFor();
    },
  },
  {
    name: 'printer finishes',
    open: async (page) => {
      await page.locator('.pp-wizard__nav .pp-button--primary').click();
      await page.waitForURL((url) => url.pathname === '/printer/finishes');
      await settled(page, '.pp-finish-editor, .pp-notice');
      // Eyelets all round, so the preview here and in the cart draws them at every width.
      await chooseFinishSide(page, 'eyelets', /^(Ringen om de 500 mm|Eyelets every 500 mm)$/, /^(Rondom|Around)$/);
      await page.locator('.pp-chosen').waitFor();
    },
  },
  {
    name: 'added to cart',
    open: async (page) => {
      await page.locator('.pp-wizard__nav .pp-button--primary').click();
      await settled(page, '.pp-modal .pp-added__lines');
    },
  },
  {
    name: 'checkout',
    open: async (page) => {
      await page.locator('.pp-modal .pp-dialog__actions .pp-button--primary').click();
      await page.waitForURL((url) => url.pathname === '/checkout');
      await settled(page, '.pp-cart-item');
      await settled(page, '.pp-order-form__buttons');
    },
  },
  {
    name: 'checkout with toasts',
    open: async (page) => {
      // Without a reference the order is refused with toasts: they must leave the buttons free.
      await page.locator('.pp-order-form__buttons .pp-button--primary').click();
      await settled(page, '.pp-toast');
    },
    check: (page) =>
      page.evaluate(() => {
        const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const toasts = Array.from(document.querySelectorAll('.pp-toast')).map((toast) => toast.getBoundingClientRect());
        return Array.from(document.querySelectorAll('.pp-order-form__buttons button'))
          .filter((button) => toasts.some((toast) => overlaps(toast, button.getBoundingClientRect())))
          .map((button) => `a toast covers the button "${button.textContent}"`);
      }),
  },
  {
    name: 'checkout edit modal',
    open: async (page) => {
      while ((await page.locator('.pp-toast__close').count()) > 0) await page.locator('.pp-toast__close').first().click({ timeout: 2000 }).catch(() => undefined);
      await page.locator('.pp-cart-item__actions .pp-button--secondary').first().click();
      await settled(page, '.pp-modal .pp-lines');
    },
  },
  {
    name: 'overview orders',
    open: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('.pp-modal').waitFor({ state: 'detached' });
      await visit(page, '/overview/orders', '.pp-table, .pp-empty');
    },
  },
  { name: 'overview quotes', open: (page) => visit(page, '/overview/quotes', '.pp-table, .pp-empty') },
  { name: 'overview templates', open: (page) => visit(page, '/overview/templates', '.pp-table, .pp-empty') },
  { name: 'overview invoices', open: (page) => visit(page, '/overview/invoices', '.pp-table, .pp-empty') },
  {
    name: 'order detail',
    open: async (page) => {
      await visit(page, '/overview/orders', '.pp-table a[href^="/order/"]');
      const href = (await page.locator('.pp-table a[href^="/order/"]').first().getAttribute('href'))!;
      await visit(page, href, '[data-screen="order"] article');
    },
  },
  { name: 'settings', open: (page) => visit(page, '/settings', '[data-screen="settings"] input') },
  { name: 'confirmed', open: (page) => visit(page, '/confirmed?orders=1,2', '.pp-confirmed') },
  { name: '404', open: (page) => visit(page, '/this-page-does-not-exist', '.pp-not-found') },
];
