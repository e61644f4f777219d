// The keyboard budget (DESIGN.md section 11): a new two-line banner order with a hem all round, keyboard only, from /login to
// the confirmation in at most 40 Tab/Enter/arrow/Space presses (typed characters not counted).
import { describe, expect, it, onTestFailed } from 'vitest';
import { expectNoA11yViolations } from './support/axe.js';
import { expectPath, endAfterTest, newSession } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { expectFocusOnHeading, hasFocus, KeyCounter } from './keyboard-support.js';
import { goInApp, login } from './configure-support.js';

const haveChromium = chromiumAvailable();
const BUDGET = 40;
const BANNER = 'Spandoek Frontlit 510 g/m²';
const HEM = 'Zoom (gestikt)';

describe.skipIf(!haveChromium)('keyboard budget in Chromium', () => {
  const portal = portalInChromium();

  it(`orders a two-line banner with a hem all round in at most ${BUDGET} presses`, async () => {
    const session = await newSession(portal.browser, portal.server.url);
    endAfterTest(session);
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    onTestFailed(async () => {
      await page.screenshot({ path: '/tmp/pp-e2e-keyboard-budget.png', fullPage: true }).catch(() => undefined);
    });
    const keys = new KeyCounter(page);

    keys.on('login');
    await page.goto('/login');
    const email = page.getByLabel('E-mailadres', { exact: true });
    await expectNoA11yViolations(page, 'login');
    await keys.moveTo(email);
    await keys.type('klant@example.nl');
    await keys.moveTo(page.getByLabel('Wachtwoord', { exact: true }));
    await keys.type('Drukwerk2026!');
    await keys.press('Enter');

    keys.on('home');
    await expectPath(page, '/');
    await expectFocusOnHeading(page);
    await expectNoA11yViolations(page, 'home');
    await keys.moveTo(page.getByRole('link', { name: 'Kies een product' }));
    await keys.press('Enter');

    keys.on('selector');
    await expectPath(page, '/selector/personal'); // klant@ has favourites
    await expectFocusOnHeading(page);
    await expectNoA11yViolations(page, 'selector');
    const chapters = page.getByRole('listbox', { name: 'Hoofdstukken' });
    await keys.press('Shift+Tab'); // the chapter list is one stop, just before the heading
    expect(await hasFocus(chapters.getByRole('option', { name: 'Mijn assortiment' }))).toBe(true);
    await keys.moveTo(chapters.getByRole('option', { name: 'Catalogus' }), 'ArrowDown');
    await keys.press('Enter');
    await expectPath(page, '/selector/catalog');
    await expectFocusOnHeading(page, 'Catalogus');
    await keys.press('Tab'); // the product tree is one stop
    const banner = page.getByRole('treegrid', { name: 'Catalogus' }).getByRole('row', { name: BANNER, exact: true });
    await keys.moveTo(banner, 'ArrowDown');
    await page.getByRole('region', { name: `Informatie over ${BANNER}` }).waitFor(); // the info panel opens on keyboard focus
    await keys.press('Enter');

    keys.on('copies');
    await expectPath(page, '/printer');
    await expectFocusOnHeading(page, BANNER);
    await expectNoA11yViolations(page, 'copies');
    const cell = (field: string, row: number) => page.getByRole('textbox', { name: `${field}, regel ${row}` });
    const lines = [
      [1, ['1', '2', '2000', '1000']],
      [2, ['2', '3', '1500', '500']],
    ] as const;
    for (const [row, values] of lines) {
      await keys.moveTo(cell('Originelen', row));
      await keys.type(values[0]);
      for (const [field, value] of [['Aantal', values[1]], ['Breedte (mm)', values[2]], ['Hoogte (mm)', values[3]]] as const) {
        await keys.moveTo(cell(field, row));
        await keys.type(value);
      }
      await keys.moveTo(cell('Opmerking', row));
      await keys.press('Tab'); // Tab in the remark adds a line and goes to it (spec)
      await expect.poll(() => hasFocus(cell('Originelen', row + 1))).toBe(true);
    }
    await keys.press('Tab'); // leaving the added line empty removes it and leaves the table
    await expect.poll(() => cell('Originelen', 3).count()).toBe(0);
    expect(await page.getByText('Totaal: 8 exemplaren in 2 regels').count()).toBe(1);
    await keys.moveTo(page.getByRole('button', { name: 'Volgende' }));
    await keys.press('Enter');

    keys.on('finishes');
    await expectPath(page, '/printer/finishes');
    await expectFocusOnHeading(page);
    await expectNoA11yViolations(page, 'finishes');
    // The edge group is open with the hem as its finish: Tab passes the group's heading and the
    // finish choice (one stop) to the hem's sides, around first.
    const around = page.getByRole('group', { name: `Zijden voor ${HEM}` }).getByRole('button', { name: 'Rondom' });
    await keys.moveTo(around);
    await keys.press('Enter');
    await expect.poll(() => around.getAttribute('aria-pressed')).toBe('true');
    await expectNoA11yViolations(page, 'finishes with a hem all round');
    await keys.moveTo(page.getByRole('button', { name: 'Volgende' }));
    await keys.press('Enter');

    keys.on('added to cart');
    const modal = page.getByRole('dialog', { name: 'Toegevoegd aan winkelwagen' });
    await modal.waitFor();
    await expectNoA11yViolations(page, 'added to cart');
    await keys.moveTo(modal.getByRole('button', { name: 'Afrekenen' }));
    await keys.press('Enter');

    keys.on('checkout');
    await expectPath(page, '/checkout');
    await expectFocusOnHeading(page);
    await expectNoA11yViolations(page, 'checkout');
    const reference = page.getByRole('textbox', { name: 'Referentie' });
    await keys.moveTo(reference);
    await keys.type('Gevel Noord');
    const phone = page.getByRole('textbox', { name: 'Telefoon' });
    if ((await phone.inputValue()).length < 10) {
      await keys.moveTo(phone);
      await keys.type('0201234567');
    }
    // Enter in a field places nothing: it takes the customer to the button, which places the order.
    await keys.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Bestelling plaatsen');
    expect(page.url()).toContain('/checkout');
    await keys.press('Enter');

    keys.on('confirmation');
    await page.waitForURL((url) => url.pathname === '/confirmed' && /^\d+$/.test(url.searchParams.get('orders') ?? ''));
    await expectFocusOnHeading(page);
    await expectNoA11yViolations(page, 'confirmation');

    console.log(`keyboard budget: ${keys.report()}`);
    expect(keys.total, keys.report()).toBeLessThanOrEqual(BUDGET);
  });

  it('has a skip link as the first Tab stop that jumps over the navbar to the content', async () => {
    const session = await newSession(portal.browser, portal.server.url);
    endAfterTest(session);
    const { page } = session;
    await login(page);
    await goInApp(page, '/selector/catalog');
    await expectFocusOnHeading(page, 'Catalogus');
    const skip = page.getByRole('link', { name: 'Naar de inhoud' });
    for (let presses = 0; presses < 20 && !(await hasFocus(skip)); presses++) await page.keyboard.press('Shift+Tab');
    expect(await hasFocus(skip)).toBe(true);
    await page.keyboard.press('Shift+Tab'); // nothing before it: the focus leaves the page
    expect(await page.evaluate(() => document.activeElement === document.body || document.activeElement === null)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await hasFocus(skip)).toBe(true);
    expect((await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0); // shown while it has the focus
    await expectNoA11yViolations(page, 'skip link');
    await page.keyboard.press('Enter');
    await expectFocusOnHeading(page, 'Catalogus');
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Tab'); // the first stop in the content, not the navbar's logo
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});
