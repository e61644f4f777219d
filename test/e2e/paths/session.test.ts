// The session machine's generated paths, replayed in Chromium against the real server: what the customer does for each event, and what the page shows in each state.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { issueAccessToken } from '../../../src/server/modules/auth/access-token.js';
import { DEMO_PASSWORD, toastTexts } from '../support/app.js';
import { chromiumAvailable } from '../support/browser.js';
import { portalInChromium } from '../support/portal.js';
import { goInApp } from '../configure-support.js';
import { sessionModel, sessionUnreachable } from './session.model.js';
import { describePaths, type MachineTable } from './support/runner.js';

const haveChromium = chromiumAvailable();

interface SessionWorld {
  email: string;
  name: string;
  /** Logged in as far as the customer knows (spec section 4: a logout always logs out here). */
  loggedIn: boolean;
  /** A boot call other than the specs check failed, and no retry since. */
  bootBroken: boolean;
  /** The "new specifications" badge must be gone (downloaded, or the check could not tell). */
  specsSeen: boolean;
  loginRefused: boolean;
  /** How the customer logs in (the form's button waits, or a login link's page shows its progress). */
  loginBy: 'password' | 'token' | null;
  partner: string | null;
  /** The heart last pressed: whether it should show on, and whether its save is still waiting for the server. */
  /** shown: its panel (with the heart) is open; a new boot after a partner choice closes it. */
  favourite: { product: string; on: boolean; saving: boolean; shown: boolean } | null;
  otherTab: Page | null;
  otherPartner: string | null;
}

const CUSTOMER = { email: 'klant@example.nl', name: 'Karin de Klant' };
const PARTNER = { email: 'partner@example.nl', name: 'Peter Partner' };
/** The refresh path renames its user on the server: its own user, so no other path sees it. */
const RENAMED = { email: 'jan.devries@example.nl', name: 'Jan de Vries', renamed: 'Jan Ververst' };
const PARTNERS = ['Sportclub Vooruit', 'Festival Noorderlicht'];
/** One API route, with or without a query. */
const api = (path: string) => new RegExp(`/api/v1/${path}(\\?.*)?$`);
const FAILED = { status: 500, body: { message: 'Storing in de test' } };

/** Every selector of the session's screens in one place (roles and accessible names of the spec). */
const ui = {
  email: (page: Page) => page.getByLabel('E-mailadres', { exact: true }),
  password: (page: Page) => page.getByLabel('Wachtwoord', { exact: true }),
  loginButton: (page: Page) => page.getByRole('button', { name: 'Inloggen', exact: true }),
  accountMenu: (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`(Ingelogd als|Logged in as) ${name}`) }),
  menuItem: (page: Page, name: RegExp) => page.getByRole('menuitem', { name }),
  partnerDialog: (page: Page) => page.getByRole('dialog', { name: /Kies een partner|Choose a partner/ }),
  partnerButton: (page: Page, name: string) => ui.partnerDialog(page).getByRole('button', { name, exact: true }),
  cancelPartner: (page: Page) => ui.partnerDialog(page).getByRole('button', { name: /Annuleren|Cancel/ }),
  bootSpinner: (page: Page) => page.getByRole('progressbar', { name: /Bezig met laden|Loading/ }),
  bootAlert: (page: Page) => page.getByRole('alert').filter({ hasText: /mislukt|failed/ }),
  retry: (page: Page) => page.getByRole('button', { name: /Opnieuw proberen|Try again/ }),
  blocked: (page: Page) => page.getByRole('alert').filter({ hasText: /Meerdere tabbladen|Several tabs|Multiple tabs/ }),
  favourite: (page: Page, product: string) => page.getByRole('button', { name: new RegExp(`(Favoriet|Favourite|Favorite): ${product}`) }),
  newSpecsBadge: (page: Page) => page.getByRole('button', { name: /nieuwe specificaties|new specifications/ }),
  productInfo: (page: Page, product: string) => page.getByRole('region', { name: new RegExp(product) }),
};

const visible = (locator: ReturnType<Page['getByRole']>) => locator.first().waitFor({ state: 'visible', timeout: 20_000 });
const pathname = (page: Page) => new URL(page.url()).pathname;

async function apiLogin(page: Page, email: string): Promise<void> {
  const answer = await page.request.post('/api/v1/auth/login', {
    data: { type: 'password', email, password: DEMO_PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.status()).toBeLessThan(300);
}

async function openAccountMenu(page: Page, world: SessionWorld): Promise<void> {
  await ui.accountMenu(page, world.name).click();
}

async function expectLoggedInScreen(page: Page, world: SessionWorld): Promise<void> {
  expect(world.loggedIn).toBe(true);
  await visible(ui.accountMenu(page, world.name));
}

const loginForm = async (page: Page, world: SessionWorld) => {
  // Logged out for the customer: the login form, and the app is gone.
  expect(world.loggedIn).toBe(false);
  await expect.poll(() => pathname(page)).toMatch(/^\/login/);
  await visible(ui.email(page));
  expect(await ui.loginButton(page).isEnabled()).toBe(true);
  expect(await ui.accountMenu(page, '').count()).toBe(0);
  if (world.loginRefused) await expect.poll(async () => (await toastTexts(page)).length).toBeGreaterThan(0);
};

const bootScreen = async (page: Page, world: SessionWorld) => {
  expect(world.loggedIn).toBe(true);
  await expect.poll(() => pathname(page)).toBe('/loading');
  await expect.poll(() => ui.bootSpinner(page).count()).toBe(1);
  expect(await ui.retry(page).count()).toBe(0);
  expect(await ui.accountMenu(page, '').count()).toBe(0);
};

/** Pointing at a product's name in the selector's tree shows its information, with the star. */
async function showProductInfo(page: Page, product: string): Promise<void> {
  await goInApp(page, '/selector/catalog');
  const row = page.getByRole('row', { name: product }).first();
  // The row in the middle of the window, so its panel fits below it: clicking the heart must not
  // scroll, or the pointer would leave the row and the panel close (since the search field above
  // the tree, the row sits lower).
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await row.locator('.pp-leaf__name').hover();
  await visible(ui.productInfo(page, product));
}

const bootedScreen = async (page: Page, world: SessionWorld) => {
  expect(world.bootBroken).toBe(false);
  await expectLoggedInScreen(page, world);
  await expect.poll(() => pathname(page)).not.toMatch(/^\/(login|loading)/);
  if (world.specsSeen) await expect.poll(() => ui.newSpecsBadge(page).count()).toBe(0);
  if (world.partner) await expect.poll(() => page.getByText(world.partner!, { exact: true }).count()).toBeGreaterThan(0);
  if (world.favourite) {
    if (!world.favourite.shown) await showProductInfo(page, world.favourite.product);
    world.favourite.shown = true;
    const heart = ui.favourite(page, world.favourite.product).first();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe(String(world.favourite.on));
    // Pending while POST /favorite is held.
    await expect.poll(async () => (await heart.getAttribute('data-pending')) === 'true').toBe(world.favourite.saving);
  }
  expect(await ui.partnerDialog(page).count()).toBe(0);
};

const choosing = (pending: boolean) => async (page: Page, world: SessionWorld) => {
  expect(world.loggedIn).toBe(true);
  await visible(ui.partnerDialog(page));
  for (const name of PARTNERS) await expect.poll(() => ui.partnerButton(page, name).isEnabled()).toBe(!pending);
};

const table: MachineTable<SessionWorld> = {
  actors: ['session'],
  world: () => ({ ...CUSTOMER, loggedIn: false, bootBroken: false, specsSeen: false, loginRefused: false, loginBy: null, partner: null, favourite: null, otherTab: null, otherPartner: null }),
  open: async (page, world, path) => {
    const restored = path.events[1];
    if (path.events[0]!.type === 'session.restore' && restored?.type === 'xstate.done.actor.restoreSession') {
      // A session from an earlier visit: the refresh cookie of a login.
      const partner = (restored.output as { status: number }).status === 206;
      const user = partner ? PARTNER : path.events.some((event) => event.type === 'session.refreshed') ? RENAMED : CUSTOMER;
      Object.assign(world, { email: user.email, name: user.name });
      await apiLogin(page, user.email);
    } else if (path.events[0]!.type !== 'session.restore') {
      await page.goto('/login');
      await visible(ui.email(page));
    }
  },
  actions: {
    'session.restore': { ui: async ({ page }) => void (await page.goto('/')) },
    'login.password': {
      ui: async ({ page, rest, world }) => {
        const answer = rest[0]!;
        const user = (answer.output as { status?: number } | undefined)?.status === 206 ? PARTNER : CUSTOMER;
        Object.assign(world, { email: user.email, name: user.name, loginBy: 'password' });
        await ui.email(page).fill(user.email);
        await ui.password(page).fill(answer.type.includes('error') ? 'Verkeerd2026!' : DEMO_PASSWORD);
        await ui.password(page).press('Enter');
      },
    },
    'login.token': {
      ui: async ({ page, rest, world }) => {
        const user = (rest[0]!.output as { status?: number } | undefined)?.status === 206 ? PARTNER : CUSTOMER;
        Object.assign(world, { email: user.email, name: user.name, loginBy: 'token' });
        const link = portal.server.admin('login-link', user.email).trim().split(/\s+/).find((part) => part.includes('?token='))!;
        const token = rest[0]!.type.includes('error') ? 'ongeldig' : new URL(link).searchParams.get('token')!;
        await page.goto(`/login?token=${token}`);
      },
    },
    'partner.choose': {
      ui: async ({ page, world }) => {
        world.partner = PARTNERS[0]!;
        if (world.favourite) world.favourite.shown = false;
        await ui.partnerButton(page, PARTNERS[0]!).click();
      },
    },
    'partner.switch': {
      ui: async ({ page, world }) => {
        await openAccountMenu(page, world);
        await ui.menuItem(page, /Wissel van partner|Switch partner/).click();
      },
    },
    'partner.cancel': { ui: async ({ page }) => ui.cancelPartner(page).click() },
    'boot.retry': { ui: async ({ page, world }) => { world.bootBroken = false; await ui.retry(page).click(); } },
    'specs.downloaded': {
      ui: async ({ page, world }) => {
        world.specsSeen = true;
        await openAccountMenu(page, world);
        await ui.menuItem(page, /Specificaties downloaden|Download specifications/).click();
      },
    },
    'favorite.toggle': {
      ui: async ({ page, world }) => {
        // The product's name in the user's language (the partner account works in English).
        const english = (await page.locator('html').getAttribute('lang')) === 'en';
        const product = english ? 'Banner Mesh 270 g/m²' : 'Spandoek Mesh 270 g/m²';
        await showProductInfo(page, product);
        const before = await ui.favourite(page, product).first().getAttribute('aria-pressed');
        // Shown as it was until the server answers (the path holds POST /favorite).
        world.favourite = { product, on: before === 'true', saving: true, shown: true };
        await ui.favourite(page, product).first().click();
      },
    },
    'favorite.changed': { answer: { url: api('favorite/\\d+'), then: (world) => void (world.favourite = { ...world.favourite!, on: !world.favourite!.on, saving: false }) } },
    'favorite.failed': { answer: { url: api('favorite/\\d+'), fail: FAILED, then: (world) => void (world.favourite = { ...world.favourite!, saving: false }) } },
    'session.refreshed': {
      ui: async ({ page, world }) => {
        // The name changes on the server meanwhile; the expired token's refresh brings it here.
        await page.evaluate(async (name) => {
          const headers = { Authorization: `Bearer ${localStorage.getItem('pp.token') ?? ''}`, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
          const current = (await (await fetch('/api/v1/settings', { headers })).json()) as { user: Record<string, unknown>; settings: Record<string, unknown> };
          const { user, settings } = current;
          const form = { name, email: user.email, phone: user.phone, lang: user.lang, approve_pdf: settings.approve_pdf, pickup_default: settings.pickup_default, zoom_text: settings.zoom_text, default_address_id: settings.default_address_id };
          await fetch('/api/v1/settings', { method: 'PUT', headers, body: JSON.stringify(form) });
        }, RENAMED.renamed);
        const token = await page.evaluate(() => localStorage.getItem('pp.token'));
        const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { sub: string; partner?: number };
        const config = { jwtSecret: new TextEncoder().encode(portal.server.jwtSecret) } as never;
        const expired = await issueAccessToken({ config, now: () => new Date(Date.now() - 60 * 60 * 1000) }, Number(claims.sub), claims.partner ?? null);
        await page.evaluate((value) => localStorage.setItem('pp.token', value), expired);
        world.name = RENAMED.renamed;
        // The next call (the orders overview, opened in the app) is answered 401 token_expired.
        await goInApp(page, '/overview/orders');
      },
    },
    'tabs.conflict': {
      ui: async ({ page, world }) => {
        // Another tab of the same browser works for a different partner.
        const other = world.otherTab ?? (await page.context().newPage());
        world.otherTab = other;
        if (other.url() === 'about:blank') await other.goto('/');
        await ui.accountMenu(other, world.name).click();
        await ui.menuItem(other, /Wissel van partner|Switch partner/).click();
        // A partner neither this tab nor the other one works for now (a change of partner).
        await visible(ui.partnerDialog(other));
        const names = (await ui.partnerDialog(other).getByRole('button').allInnerTexts()).map((name) => name.trim());
        const otherNow = world.otherPartner ?? world.partner;
        const choice = names.find((name) => name !== world.partner && name !== otherNow && !/Annuleren|Cancel/.test(name))!;
        world.otherPartner = choice;
        const button = ui.partnerButton(other, choice);
        await button.click();
      },
    },
    'session.logout': {
      ui: async ({ page, world }) => {
        await openAccountMenu(page, world);
        await ui.menuItem(page, /Uitloggen|Log out/).click();
        world.loggedIn = false;
      },
    },
    'xstate.done.actor.restoreSession': { answer: { url: '**/api/v1/auth/refresh', then: (world) => void (world.loggedIn = true) } },
    'xstate.error.actor.restoreSession': { answer: { url: '**/api/v1/auth/refresh' } },
    'xstate.done.actor.login': { answer: { url: '**/api/v1/auth/login', then: (world) => void (world.loggedIn = true) } },
    'xstate.error.actor.login': { answer: { url: '**/api/v1/auth/login', then: (world) => void (world.loginRefused = true) } },
    'xstate.done.actor.choosePartner': { answer: { url: '**/api/v1/auth/partner/*' } },
    'xstate.error.actor.choosePartner': { answer: { url: '**/api/v1/auth/partner/*', fail: FAILED, then: (world) => void (world.partner = null) } },
    'xstate.done.actor.logout': { answer: { url: '**/api/v1/auth/logout' } },
    'xstate.error.actor.logout': { answer: { url: '**/api/v1/auth/logout', fail: FAILED } },
    'xstate.done.actor.loadCatalog': { answer: { url: api('catalog') } },
    'xstate.error.actor.loadCatalog': { answer: { url: api('catalog'), fail: FAILED, then: (world) => void (world.bootBroken = true) } },
    'xstate.done.actor.loadProducts': { answer: { url: api('products') } },
    'xstate.error.actor.loadProducts': { answer: { url: api('products'), fail: FAILED, then: (world) => void (world.bootBroken = true) } },
    'xstate.done.actor.loadFinishes': { answer: { url: api('finishes') } },
    'xstate.error.actor.loadFinishes': { answer: { url: api('finishes'), fail: FAILED, then: (world) => void (world.bootBroken = true) } },
    'xstate.done.actor.loadAddresses': { answer: { url: api('addresses') } },
    'xstate.error.actor.loadAddresses': { answer: { url: api('addresses'), fail: FAILED, then: (world) => void (world.bootBroken = true) } },
    'xstate.done.actor.checkSpecs': { answer: { url: api('specs/check') } },
    // Spec section 4: not knowing is no reason to stop the boot, and no "new" badge.
    'xstate.error.actor.checkSpecs': { answer: { url: api('specs/check'), fail: FAILED, then: (world) => void (world.specsSeen = true) } },
  },
  checks: {
    unauthenticated: loginForm,
    restoring: async (page, world) => {
      // Finding out whether an earlier session lives: neither the login form nor the app yet.
      expect(world.loggedIn).toBe(false);
      expect(await ui.accountMenu(page, '').count()).toBe(0);
      expect(await ui.loginButton(page).count()).toBe(0);
    },
    // By the way the customer logs in (not by what happens to be on the page): the form's button
    // waits, or a login link's page shows its progress.
    loggingIn: async (page, world) => {
      expect(world.loginBy).not.toBeNull();
      if (world.loginBy === 'password') await expect.poll(() => ui.loginButton(page).getAttribute('data-pending')).toBe('true');
      else await visible(page.getByRole('progressbar', { name: /Bezig met inloggen|Logging in/ }));
    },
    choosingPartner: choosing(false),
    switchingPartner: choosing(true),
    'authenticated.booting.catalog.loading': bootScreen,
    'authenticated.booting.catalog.loaded': bootScreen,
    'authenticated.booting.products.loading': bootScreen,
    'authenticated.booting.products.loaded': bootScreen,
    'authenticated.booting.finishes.loading': bootScreen,
    'authenticated.booting.finishes.loaded': bootScreen,
    'authenticated.booting.addresses.loading': bootScreen,
    'authenticated.booting.addresses.loaded': bootScreen,
    'authenticated.booting.specs.checking': bootScreen,
    'authenticated.booting.specs.checked': bootScreen,
    'authenticated.bootFailed': async (page, world) => {
      expect(world.bootBroken).toBe(true);
      await visible(ui.bootAlert(page));
      expect(await ui.retry(page).isEnabled()).toBe(true);
    },
    'authenticated.booted': bootedScreen,
    loggingOut: async (page, world) => {
      // The customer asked to log out; the app waits for the server's answer with the menu closed.
      expect(world.loggedIn).toBe(false);
      expect(await ui.menuItem(page, /Uitloggen|Log out/).count()).toBe(0);
    },
    blocked: async (page) => {
      await visible(ui.blocked(page));
      expect(await ui.accountMenu(page, '').count()).toBe(0);
    },
  },
};

const portal = haveChromium ? portalInChromium() : (undefined as never);

describe.skipIf(!haveChromium)('session paths in Chromium against the real server', () => {
  describePaths({ model: sessionModel, table, unreachable: sessionUnreachable, portal });
});
