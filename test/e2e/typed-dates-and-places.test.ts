// What the customer is shown is what the business records: a typed delivery date, the overview's
// place, the thank-you page after another login, and axe at the moments a customer meets.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from './support/axe.js';
import { expectPath, expectToast, newSession, submitLogin } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { fillLine, goInApp, login } from './configure-support.js';
import { apiCall, demoPrints, seedCart } from './checkout-support.js';
import { addDays, isoWeekday } from '../../src/domain/delivery-date.js';
import { isoDateIn } from '../../src/domain/delivery-moment.js';

const haveChromium = chromiumAvailable();
const FRONTLIT = 'Spandoek Frontlit 510 g/m²';

/** Today in Amsterdam: the delivery rules count from it. */
const today = () => isoDateIn(new Date());
/** `2026-12-08` as typed into the Dutch segments: `08122026`. */
const typed = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`;
/** The first day from `from` on that `fits`. */
function firstDay(from: string, fits: (day: string) => boolean): string {
  let day = from;
  while (!fits(day)) day = addDays(day, 1);
  return day;
}

/** Runs the named axe rules (moderate ones too); answers each finding with where it is. */
async function axeFindings(page: Page, rules: string[]): Promise<string[]> {
  await expectNoA11yViolations(page, page.url());
  return page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly });
    return result.violations.map((violation) => `${violation.id} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  }, rules);
}

describe.skipIf(!haveChromium)('typed dates, kept places and fresh logins in Chromium', () => {
  const portal = portalInChromium();

  /** The checkout with a banner in the cart (and `details`); answers the days the expedition closed. */
  async function checkout(page: Page, details: Record<string, unknown> = {}): Promise<{ disabled: string[] }> {
    const prints = await demoPrints(page);
    await seedCart(page, [prints.banner], { reference: 'PO-typed', ...details });
    const expedition = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/expedition');
    await page.goto('/checkout');
    const answer = (await (await expedition).json()) as { deadlines: { disabled: string[] } };
    await page.getByRole('heading', { name: prints.bannerName }).waitFor({ timeout: 30_000 });
    return { disabled: answer.deadlines.disabled };
  }

  /** Types a date into the delivery date's segments with the keyboard, from the day on. */
  async function typeDate(page: Page, date: string): Promise<void> {
    const field = page.getByRole('group', { name: /Leverdatum/ });
    await field.getByRole('spinbutton').first().click();
    await page.keyboard.type(typed(date));
  }

  const shownDate = (page: Page) =>
    page.getByRole('group', { name: /Leverdatum/ }).getByRole('spinbutton').evaluateAll((segments) => segments.map((segment) => segment.textContent).join('-'));
  const dutch = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

  it('stores exactly the working day typed into the date segments', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const { disabled } = await checkout(page);
    // An open Thursday at least two weeks on (day 28 at most), typed over an open day of the month
    // after it: its day in that month is a Saturday or Sunday, so the first two digits typed make a
    // weekend date on the way, which must not move anything.
    const open = (day: string) => isoWeekday(day) <= 5 && !disabled.includes(day);
    const nextMonth = (day: string) => addDays(`${day.slice(0, 8)}28`, 7).slice(0, 8);
    const thursday = firstDay(addDays(today(), 14), (day) =>
      isoWeekday(day) === 4 && Number(day.slice(8)) <= 28 && open(day) && isoWeekday(`${nextMonth(day)}${day.slice(8)}`) >= 6);
    await checkout(page, { delivery_date: firstDay(`${nextMonth(thursday)}01`, open) });
    await typeDate(page, thursday);
    expect(await shownDate(page)).toBe(dutch(thursday));
    expect(await page.locator('.pp-date-picker .pp-field__error').count()).toBe(0);
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.waitForURL((url) => url.pathname === '/confirmed');
    const id = Number(new URL(page.url()).searchParams.get('orders'));
    const stored = await apiCall<{ delivery_date: string }>(page, 'GET', `orders/${id}`);
    expect(stored.body.delivery_date.slice(0, 10)).toBe(thursday);
    await end();
  });

  it('keeps a typed Saturday or closing day and says why it cannot be delivered on; the order is not sent', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const { disabled } = await checkout(page);
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/order') orders.push(request.url());
    });
    const saturday = firstDay(addDays(today(), 14), (day) => isoWeekday(day) === 6);
    await typeDate(page, saturday);
    expect(await shownDate(page)).toBe(dutch(saturday));
    const reason = page.locator('.pp-date-picker .pp-field__error');
    expect(await reason.innerText()).toBe('Op zaterdag en zondag leveren we niet; kies een werkdag.');
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expectToast(page, 'Op zaterdag en zondag leveren we niet; kies een werkdag.');
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(orders).toEqual([]);

    // A public holiday or closing day on a weekday (Christmas, New Year, the company's own).
    const closed = disabled.find((day) => day > addDays(today(), 2) && isoWeekday(day) <= 5)!;
    await typeDate(page, closed);
    expect(await shownDate(page)).toBe(dutch(closed));
    expect(await reason.innerText()).toBe('Op de gekozen leverdatum zijn we gesloten; kies een andere datum.');
    await end();
  });

  it('keeps the overview search when the customer goes home and back to Orders', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await menu.getByRole('link', { name: 'Orders', exact: true }).click();
    await expectPath(page, '/overview/orders');
    const search = page.getByRole('searchbox', { name: 'Zoek op referentie of nummer' });
    await search.fill('Nieuwjaar');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Nieuwjaar');
    await expect.poll(() => page.locator('tr[data-order]').count()).toBe(1);
    await page.getByRole('link', { name: 'PrintPortal, naar home' }).click();
    await expectPath(page, '/');
    await menu.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/overview/orders' && url.searchParams.get('q') === 'Nieuwjaar');
    expect(await search.inputValue()).toBe('Nieuwjaar');
    await expect.poll(() => page.locator('tr[data-order]').count()).toBe(1);
    // Home's own link to all orders goes back there too.
    await page.getByRole('link', { name: 'PrintPortal, naar home' }).click();
    await expectPath(page, '/');
    // The desk's lists arrive after the page: each pushes the links below it down, so a click aimed
    // before they are in could land on the order row that just took the link's place.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Bezig met laden' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Alle orders' }).click();
    // Polled, so a failure names the address the click led to.
    await expect.poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/overview\/orders\?q=Nieuwjaar$/);
    await expect.poll(() => page.locator('tr[data-order]').count()).toBe(1);
    await end();
  });

  it('after a logout, Back and a new login go home, not to the thank-you page of the earlier order', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await login(page);
    const prints = await demoPrints(page);
    await seedCart(page, [prints.banner], { reference: 'PO-thanks' });
    await page.goto('/checkout');
    await page.getByRole('heading', { name: prints.bannerName }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await page.getByRole('heading', { name: 'Bedankt voor uw bestelling!' }).waitFor();
    await page.getByRole('link', { name: 'Terug naar home' }).click();
    await expectPath(page, '/');
    await page.getByRole('button', { name: /Ingelogd als Karin de Klant/ }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expectPath(page, '/login');
    // Back: the thank-you page the customer saw before going home, now asked for while logged out.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/login' && (url.searchParams.get('url') ?? '').startsWith('/confirmed'));
    await submitLogin(page, 'klant@example.nl');
    await expectPath(page, '/');
    expect(await page.getByRole('heading', { name: 'Bedankt voor uw bestelling!' }).count()).toBe(0);
    await end();
  });

  it('is axe-clean at once after login and on the partner chooser, and on finishes', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    // Sent to login first: its toast is still there on the next screens.
    await page.goto('/');
    await expectPath(page, '/login?url=%2F');
    await submitLogin(page, 'klant@example.nl');
    await expectPath(page, '/');
    expect(await axeFindings(page, ['role-img-alt', 'heading-order'])).toEqual([]);
    await goInApp(page, '/selector/personal');
    await page.getByRole('row', { name: FRONTLIT }).first().click();
    await expectPath(page, '/printer');
    await fillLine(page, 1, { originals: 1, quantity: 2, width: 1000, height: 500 });
    await page.getByRole('button', { name: 'Volgende' }).click();
    await expectPath(page, '/printer/finishes');
    await page.locator('.pp-finish-groups').waitFor();
    expect(await axeFindings(page, ['role-img-alt', 'heading-order'])).toEqual([]);
    await end();

    const partner = await newSession(portal.browser, portal.server.url);
    await partner.page.goto('/');
    await expectPath(partner.page, '/login?url=%2F');
    await submitLogin(partner.page, 'partner@example.nl');
    await partner.page.locator('.pp-partner-list button').first().waitFor();
    expect(await axeFindings(partner.page, ['role-img-alt', 'heading-order'])).toEqual([]);
    await partner.end();
  });

  it('names every field of a copy line on a phone with its line', async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    await page.setViewportSize({ width: 390, height: 800 });
    await login(page);
    await goInApp(page, '/selector/personal');
    await page.getByRole('row', { name: FRONTLIT }).first().click();
    await expectPath(page, '/printer');
    await page.getByRole('button', { name: 'Regel 1 dupliceren' }).click();
    for (const field of ['Originelen', 'Aantal', 'Breedte (mm)', 'Hoogte (mm)', 'Opmerking']) {
      for (const row of [1, 2]) expect(await page.getByRole('textbox', { name: `${field}, regel ${row}`, exact: true }).count(), `${field}, regel ${row}`).toBe(1);
    }
    expect(await page.getByRole('textbox', { name: 'Originelen', exact: true }).count()).toBe(0);
    expect(await axeFindings(page, ['heading-order', 'label'])).toEqual([]);
    await end();
  });
});
