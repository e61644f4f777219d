// The print machine's generated paths (with its finishSides child's answers), replayed in Chromium
// against the real server: the wizard and the cart's edit dialog as the customer
// uses them, and what the page shows in each state.
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { toastTexts } from '../support/app.js';
import { chromiumAvailable } from '../support/browser.js';
import { portalInChromium } from '../support/portal.js';
import { demoPrints, seedCart } from '../checkout-support.js';
import { fillLine, goInApp } from '../configure-support.js';
import { printModel, printUnreachable, printUnreachableStates } from './print.model.js';
import { loggedInBefore } from './support/login.js';
import { describePaths, type MachineTable } from './support/runner.js';

const haveChromium = chromiumAvailable();

interface PrintWorld {
  frameName: string;
  quantity: number;
  /** The copies typed are valid (else Next is refused with a toast). */
  linesTyped: boolean;
  nextRefused: boolean;
  support: boolean;
  saved: boolean;
  editing: boolean;
  /** The customer left the wizard (Leave in its dialog). */
  left: boolean;
}

/** Every selector of the wizard and the edit dialog in one place (roles and names of the spec). */
const ui = {
  next: (page: Page) => page.getByRole('button', { name: /^(Volgende|Next)$/ }),
  back: (page: Page) => page.getByRole('button', { name: /^(Terug|Back)$/ }).last(),
  title: (page: Page, name: string) => page.getByRole('heading', { level: 1, name }),
  support: (page: Page) => page.getByRole('checkbox', { name: /^(Steun|Support)$/ }),
  added: (page: Page) => page.getByRole('dialog', { name: /Toegevoegd aan winkelwagen|Added to cart/ }),
  continue: (page: Page) => ui.added(page).getByRole('button', { name: /Verder winkelen|Continue shopping/ }),
  editButton: (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`${name} (bewerken|edit)`, 'i') }),
  editDialog: (page: Page) => page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^(Opslaan|Save)$/ }) }),
  save: (page: Page) => page.getByRole('button', { name: /^(Opslaan|Save)$/ }),
  crumb: (page: Page, name: RegExp) => page.getByRole('navigation', { name: /Stappen|Steps/ }).getByRole('button', { name }),
  leaveDialog: (page: Page) => page.getByRole('alertdialog', { name: /Print verlaten\?|Leave (the |this )?print\?/ }),
  stay: (page: Page) => ui.leaveDialog(page).getByRole('button', { name: /^(Blijven|Stay)$/ }),
  leave: (page: Page) => ui.leaveDialog(page).getByRole('button', { name: /^(Verlaten|Leave)$/ }),
  quantity: (scope: Page | ReturnType<Page['getByRole']>, row = 1) => scope.getByRole('textbox', { name: new RegExp(`^(Aantal|Quantity), (regel|line) ${row}$`) }),
};

const pathname = (page: Page) => new URL(page.url()).pathname;

/** A wizard step; `asking`: the leave dialog is open over it (the step as it was behind it). */
const wizard = (step: '/printer' | '/printer/finishes', asking = false) => async (page: Page, world: PrintWorld) => {
  await expect.poll(() => pathname(page)).toBe(step);
  await ui.title(page, world.frameName).waitFor();
  expect(await ui.added(page).count()).toBe(0);
  if (asking) {
    await ui.leaveDialog(page).waitFor();
    await expect.poll(() => ui.leaveDialog(page).innerText()).toContain(world.frameName);
    return;
  }
  await expect.poll(() => ui.leaveDialog(page).count()).toBe(0);
  await expect.poll(() => ui.next(page).isEnabled()).toBe(true);
};

const copiesStep = (asking: boolean) => async (page: Page, world: PrintWorld) => {
  await wizard('/printer', asking)(page, world);
  if (world.nextRefused && !asking) await expect.poll(async () => (await toastTexts(page)).length).toBeGreaterThan(0);
  if (world.linesTyped) await expect.poll(() => ui.quantity(page).inputValue()).toBe(String(world.quantity));
};

const finishesStep = (asking: boolean) => async (page: Page, world: PrintWorld) => {
  await wizard('/printer/finishes', asking)(page, world);
  await expect.poll(() => ui.support(page).isChecked()).toBe(world.support);
};

/** Completed on the finishes step: the added-to-cart dialog lists the print over that step, at its URL. */
const addedOverFinishes = async (page: Page, world: PrintWorld) => {
  await ui.added(page).waitFor();
  expect(await ui.added(page).getByRole('cell').allInnerTexts()).toContain(String(world.quantity));
  expect(pathname(page)).toBe('/printer/finishes');
};

const table: MachineTable<PrintWorld> = {
  actors: ['print', 'printEdit'],
  world: () => ({ frameName: '', quantity: 2, linesTyped: false, nextRefused: false, support: false, saved: false, editing: false, left: false }),
  open: async (page, world, path) => {
    await loggedInBefore(page);
    const prints = await demoPrints(page);
    world.frameName = prints.frameName;
    world.quantity = prints.frame.copies[0]!.quantity;
    if (path.events[0]!.type === 'print.edit') await seedCart(page, [{ ...prints.frame, frames: [] }], { reference: 'PO-1' });
    await page.goto(path.events[0]!.type === 'print.edit' ? '/checkout' : '/selector/catalog');
    await page.getByRole('link', { name: /^Winkelwagen|^Cart/ }).first().waitFor({ timeout: 30_000 });
  },
  actions: {
    'print.start': {
      ui: async ({ page, world }) => {
        await goInApp(page, '/selector/frames');
        // A product is a row of the selector's tree: a click chooses it.
        await page.getByRole('row', { name: world.frameName }).first().click();
      },
    },
    'lines.edit': {
      ui: async ({ page, world }) => {
        world.linesTyped = true;
        if (world.editing) {
          await ui.quantity(ui.editDialog(page)).fill(String(world.quantity + 1));
          world.quantity += 1;
        } else {
          await fillLine(page, 1, { originals: 1, quantity: world.quantity, width: 1000, height: 2000 });
        }
      },
    },
    'copies.next': {
      ui: async ({ page, world }) => {
        world.nextRefused = !world.linesTyped;
        await ui.next(page).click();
      },
    },
    'frame.change': {
      ui: async ({ page, world }) => {
        world.support = !world.support;
        // The label is what a pointer hits (the input itself is visually hidden).
        await (world.editing ? ui.editDialog(page) : page).locator('label').filter({ hasText: /^(Steun|Support)$/ }).click();
      },
    },
    'finishes.next': { ui: async ({ page }) => ui.next(page).click() },
    'step.back': { ui: async ({ page }) => ui.back(page).click() },
    // Leaving: Back on the copies step, the Selection crumb on the finishes step (its Back is step.back).
    'leave.request': {
      ui: async ({ page }) => {
        if (pathname(page) === '/printer') await ui.back(page).click();
        else await ui.crumb(page, /^(Selectie|Selection)$/).click();
      },
    },
    'leave.cancel': { ui: async ({ page }) => ui.stay(page).click() },
    'leave.confirm': { ui: async ({ page, world }) => { world.left = true; await ui.leave(page).click(); } },
    'print.done': { ui: async ({ page }) => ui.continue(page).click() },
    'print.edit': {
      ui: async ({ page, world }) => {
        world.editing = true;
        world.linesTyped = true;
        await ui.editButton(page, world.frameName).first().click();
      },
    },
    'print.save': { ui: async ({ page, world }) => { world.saved = true; await ui.save(page).click(); } },
    'xstate.snapshot.finishSides': { answer: {} },
  },
  checks: {
    idle: async (page, world) => {
      // No print in the making: the selector (after leaving or "continue shopping"), or the cart.
      expect(await ui.added(page).count()).toBe(0);
      await expect.poll(() => pathname(page)).toMatch(world.editing ? /^\/checkout/ : /^\/selector/);
      expect(await ui.leaveDialog(page).count()).toBe(0);
      // A print left is gone: the wizard no longer opens it (it sends the customer back to the selector).
      if (world.left) {
        await goInApp(page, '/printer');
        await expect.poll(() => pathname(page)).toMatch(/^\/selector/);
      }
    },
    'active.copies.editing': copiesStep(false),
    'active.copies.confirmingLeave': copiesStep(true),
    'active.finishes.editing': finishesStep(false),
    'active.finishes.confirmingLeave': finishesStep(true),
    editing: async (page, world) => {
      const dialog = ui.editDialog(page);
      await dialog.waitFor();
      await expect.poll(() => ui.quantity(dialog).inputValue()).toBe(String(world.quantity));
      await expect.poll(() => dialog.getByRole('checkbox', { name: /^(Steun|Support)$/ }).isChecked()).toBe(world.support);
    },
    // Saved in the cart's edit dialog: the dialog closes and the cart shows the print as edited.
    'complete.fromCart': async (page, world) => {
      expect(world.editing && world.saved).toBe(true);
      await expect.poll(() => ui.editDialog(page).count()).toBe(0);
    },
    'complete.fromFinishes': addedOverFinishes,
  },
};

const portal = haveChromium ? portalInChromium() : (undefined as never);

describe.skipIf(!haveChromium)('print paths in Chromium against the real server', () => {
  describePaths({ model: printModel, table, unreachable: printUnreachable, unreachableStates: printUnreachableStates, portal });
});
