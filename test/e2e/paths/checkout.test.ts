// The checkout machine's generated paths, replayed in Chromium against the real server: the cart and order form as the customer uses them, the server's answers, and what the
// page shows in each state.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { toastTexts } from '../support/app.js';
import { chromiumAvailable } from '../support/browser.js';
import { portalInChromium } from '../support/portal.js';
import { demoPrints, seedCart } from '../checkout-support.js';
import { fillLine, goInApp } from '../configure-support.js';
import { checkoutModel, checkoutUnreachable, checkoutUnreachableStates } from './checkout.model.js';
import { loggedInBefore } from './support/login.js';
import { describePaths, type MachineTable } from './support/runner.js';

const haveChromium = chromiumAvailable();

interface CheckoutWorld {
  /** The cart the page holds, by the model's names. */
  cart: string;
  bannerName: string;
  /** The schema's refusal the customer was told about (a toast per field). */
  invalidShown: boolean;
  /** The server's own refusal message (405), until the next submit. */
  refusal: string | null;
  failed: boolean;
  placed: boolean;
  expeditionFailed: boolean;
}

const REFUSAL = 'Dit product is niet meer leverbaar (test)';
const CONFIGURED = 'Spandoek Mesh 270 g/m²';

/** Every selector of the checkout in one place (roles and accessible names of the spec). */
const ui = {
  place: (page: Page) => page.getByRole('button', { name: /^(Bestelling plaatsen|Place order)$/ }),
  reference: (page: Page) => page.getByRole('textbox', { name: /^(Referentie|Reference)$/ }),
  addressButton: (page: Page) => page.locator('#pp-address-button'),
  addressDialog: (page: Page) => page.getByRole('dialog', { name: /^(Bezorgadres|Delivery address)$/ }),
  remove: (page: Page) => page.getByRole('button', { name: / (verwijderen|remove)$/i }),
  removeDialog: (page: Page) => page.getByRole('alertdialog', { name: /Print verwijderen\?|Remove (the |this )?print\?/ }),
  choosePurchaser: (page: Page) => page.getByRole('button', { name: /Besteller kiezen|Choose (the )?purchaser/ }),
  courierNotice: (page: Page) => page.getByText(/transportberekening|transport calculation/),
  /** The transport line of the order's totals: a spinner while the expedition is asked, its amount once answered. */
  transportTotal: (page: Page) => page.getByTestId('transport-total'),
  transportSpinner: (page: Page) => ui.transportTotal(page).getByRole('progressbar', { name: /Transportkosten worden berekend|Calculating transport costs/ }),
  retryExpedition: (page: Page) => page.locator('[data-notice="courier-cost"]').getByRole('button', { name: /^(Opnieuw proberen|Try again)$/ }),
  /** The server's refusal, next to the order buttons. */
  refusalAlert: (page: Page) => ui.place(page).locator('xpath=ancestor::form').getByRole('alert').filter({ hasText: REFUSAL }),
  item: (page: Page, name: string) => page.getByRole('heading', { name }),
};

const pathname = (page: Page) => new URL(page.url()).pathname;
const hasToast = async (page: Page, text: RegExp) => expect.poll(async () => (await toastTexts(page)).some((toast) => text.test(toast))).toBe(true);

async function configurePrint(page: Page): Promise<void> {
  await goInApp(page, '/selector/catalog');
  // A product is a row of the selector's tree: a click chooses it.
  await page.getByRole('row', { name: CONFIGURED }).first().click();
  await page.waitForURL((url) => url.pathname === '/printer');
  await fillLine(page, 1, { originals: 1, quantity: 2, width: 1000, height: 500 });
  await page.getByRole('button', { name: /^(Volgende|Next)$/ }).click();
  const added = page.getByRole('dialog', { name: /Toegevoegd aan winkelwagen|Added to cart/ });
  // Either the finishes step (a product with finishes) or, without one, the print is added at once.
  // (The wait that loses the race ends with the page; it must not count as a failure then.)
  const finishesStep = page.waitForURL((url) => url.pathname === '/printer/finishes').then(() => true, () => false);
  const addedAtOnce = added.waitFor().then(() => false, () => false);
  if (await Promise.race([finishesStep, addedAtOnce])) await page.getByRole('button', { name: /^(Volgende|Next)$/ }).click();
  await added.getByRole('button', { name: /Afrekenen|Check out/ }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
}

const editing = async (page: Page, world: CheckoutWorld) => {
  expect(world.placed).toBe(false);
  await expect.poll(() => pathname(page)).toBe('/checkout');
  if (world.cart === 'empty') {
    await expect.poll(() => ui.place(page).count()).toBe(0);
    return;
  }
  await expect.poll(() => ui.place(page).isEnabled()).toBe(true);
  expect(await ui.refusalAlert(page).count()).toBe(0);
  if (world.invalidShown) await hasToast(page, /Referentie|Reference/);
};

const table: MachineTable<CheckoutWorld> = {
  actors: ['checkout'],
  world: () => ({ cart: 'none', bannerName: '', invalidShown: false, refusal: null, failed: false, placed: false, expeditionFailed: false }),
  open: async (page, world) => {
    await loggedInBefore(page);
    const prints = await demoPrints(page);
    world.bannerName = prints.bannerName;
    await seedCart(page, [prints.banner], { reference: 'PO-4711' });
  },
  actions: {
    'cart.change': {
      ui: async ({ page, event, world }) => {
        const name = String(event.name);
        if (name === 'valid' && world.cart === 'none') {
          await page.goto('/checkout');
          await ui.item(page, world.bannerName).waitFor({ timeout: 30_000 });
        } else if (name === 'valid' || name === 'invalid') {
          await ui.reference(page).fill(name === 'valid' ? 'PO-4711' : '');
        } else if (name === 'otherAddress') {
          await ui.addressButton(page).click();
          await ui.addressDialog(page).locator('label:has(input[type="radio"]:not(:checked))').first().click();
          await ui.addressDialog(page).waitFor({ state: 'detached' });
        } else if (name === 'empty') {
          // Removing asks first (the cart's confirmingRemoval): the customer confirms.
          await ui.remove(page).first().click();
          await ui.removeDialog(page).getByRole('button', { name: /^(Verwijderen|Remove)$/ }).click();
          await ui.removeDialog(page).waitFor({ state: 'detached' });
        } else {
          await configurePrint(page);
        }
        world.cart = name;
        if (name === 'fresh') world.placed = false;
      },
    },
    'order.submit': {
      ui: async ({ page, world }) => {
        world.invalidShown = world.cart === 'invalid';
        world.refusal = null;
        world.failed = false;
        await ui.place(page).focus();
        await page.keyboard.press('Enter');
      },
    },
    'expedition.retry': { ui: async ({ page }) => ui.retryExpedition(page).click() },
    'xstate.done.actor.placeOrder': { answer: { url: /\/api\/v1\/order$/, then: (world) => void (world.placed = true) } },
    'xstate.error.actor.placeOrder': {
      answer: {
        url: /\/api\/v1\/order$/,
        fail: (event) => {
          const status = (event.error as { status?: number }).status ?? 500;
          return { status, body: { message: status === 405 ? REFUSAL : 'Storing (test)' } };
        },
        then: (world, event) => {
          if ((event.error as { status?: number }).status === 405) world.refusal = REFUSAL;
          else world.failed = true;
        },
      },
    },
    'xstate.done.actor.fetchExpedition': { answer: { url: /\/api\/v1\/expedition$/, then: (world) => void (world.expeditionFailed = false) } },
    'xstate.error.actor.fetchExpedition': {
      answer: { url: /\/api\/v1\/expedition$/, fail: { status: 500, body: { message: 'boom' } }, then: (world) => void (world.expeditionFailed = true) },
    },
  },
  checks: {
    'submit.editing': editing,
    'submit.submitting': async (page, world) => {
      await expect.poll(() => pathname(page)).toBe('/checkout');
      expect(world.placed).toBe(false);
      // Sent once: a second press sends nothing while the order is on its way.
      await expect.poll(() => ui.place(page).isDisabled()).toBe(true);
    },
    'submit.placed': async (page, world) => {
      expect(world.placed).toBe(true);
      await expect.poll(() => pathname(page)).toBe('/confirmed');
      expect(new URL(page.url()).searchParams.get('orders')).toMatch(/^\d+$/);
    },
    'submit.refused': async (page, world) => {
      expect(world.refusal).not.toBeNull();
      await expect.poll(() => pathname(page)).toBe('/checkout');
      await hasToast(page, new RegExp(world.refusal!.replace(/[()]/g, '\\$&')));
      // The reason stays next to the order buttons until the next submit.
      await ui.refusalAlert(page).waitFor();
      await expect.poll(() => ui.place(page).isEnabled()).toBe(world.cart !== 'empty');
    },
    'submit.failed': async (page, world) => {
      expect(world.failed).toBe(true);
      await expect.poll(() => pathname(page)).toBe('/checkout');
      await hasToast(page, /fout opgetreden bij het plaatsen|error occurred while placing/);
      await expect.poll(() => ui.place(page).isEnabled()).toBe(world.cart !== 'empty');
    },
    // The demo customer may not choose the purchaser: no colleagues, no notice about them.
    'purchasers.hidden': async (page) => {
      expect(await ui.choosePurchaser(page).count()).toBe(0);
      expect(await page.locator('[data-notice="purchasers"]').count()).toBe(0);
    },
    // The dialog opens and closes within the customer's change of address (the 'otherAddress' cart).
    'address.closed': async (page) => expect(await ui.addressDialog(page).count()).toBe(0),
    'address.open': async (page) => ui.addressDialog(page).waitFor(),
    'expedition.idle': async (page) => expect(await ui.courierNotice(page).count()).toBe(0),
    // On the confirmation, or with the print removed, no totals show: the expedition's state has nothing to show.
    'expedition.loading': async (page, world) => {
      if (world.placed || world.cart === 'empty') return;
      await ui.transportSpinner(page).waitFor();
      expect(await ui.courierNotice(page).count()).toBe(0);
    },
    'expedition.ready': async (page, world) => {
      expect(world.expeditionFailed).toBe(false);
      if (world.placed || world.cart === 'empty') return;
      // The transport is priced (an amount, free pickup or priced later), no longer being calculated.
      await expect.poll(() => ui.transportTotal(page).textContent()).toMatch(/€|Gratis \(afhalen\)|Free \(pickup\)|Prijs volgt|Price to follow/);
      expect(await ui.transportSpinner(page).count()).toBe(0);
      await expect.poll(() => ui.courierNotice(page).count()).toBe(0);
    },
    'expedition.failed': async (page, world) => {
      expect(world.expeditionFailed).toBe(true);
      if (world.placed) return;
      await expect.poll(() => ui.courierNotice(page).count()).toBeGreaterThan(0);
      await hasToast(page, /ophalen van de data|fetching the data/);
    },
  },
  transient: { 'submit.validating': 'order.submit' },
};

const portal = haveChromium ? portalInChromium() : (undefined as never);

describe.skipIf(!haveChromium)('checkout paths in Chromium against the real server', () => {
  describePaths({ model: checkoutModel, table, unreachable: checkoutUnreachable, unreachableStates: checkoutUnreachableStates, portal });
});
