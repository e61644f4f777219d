// Toasts (spec section 9: they stay 8 seconds) never lie over the navbar, a heading or anything the
// customer can press, at 390, 768 and 1280 px, in Dutch and English. Checkout is where they used to
// cover "Winkelwagen"/"Cart", "Uw producten" and the place-order buttons. The toasts sit under the
// sticky navbar and push the content down; like the navbar they are top chrome that content can be
// scrolled under, so on a scrolled page what the customer saw stays visible when a toast comes.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectPath, newSession, submitLogin } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { demoPrints, seedCart } from './checkout-support.js';

const haveChromium = chromiumAvailable();
const WIDTHS = [390, 768, 1280] as const;
/** `TOAST_SHOTS=/tmp/shots` keeps a screenshot of each case. */
const SHOTS = process.env.TOAST_SHOTS;

/**
 * The navbar, headings and controls in the window as "description@top": those a toast lies over
 * (`covered`), and those free of the top chrome (navbar and toasts) and of the sticky order buttons
 * (`free`, each with its element kept in window.__ppFree to be looked up again).
 */
function underToasts(): { covered: string[]; free: number } {
  const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const region = document.querySelector('.pp-toasts');
  const toasts = [...document.querySelectorAll('.pp-toast')].map((toast) => toast.getBoundingClientRect());
  const chrome = [document.querySelector('.pp-navbar'), document.querySelector('.pp-order-form__buttons')]
    .flatMap((element) => (element ? [element.getBoundingClientRect()] : []));
  const inWindow = (rect: DOMRect) => rect.bottom > 0 && rect.top < window.innerHeight && rect.width > 0;
  const targets = [...document.querySelectorAll<HTMLElement>('.pp-navbar, h1, h2, h3, button, a[href], input, select, textarea, [role="button"]')]
    .filter((element) => !region?.contains(element) && element.checkVisibility() && inWindow(element.getBoundingClientRect()));
  const name = (element: HTMLElement) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
  const covered = targets.filter((element) => toasts.some((toast) => overlaps(toast, element.getBoundingClientRect()))).map(name);
  const free = targets.filter((element) => {
    const rect = element.getBoundingClientRect();
    return !element.closest('.pp-navbar, .pp-order-form__buttons') && ![...toasts, ...chrome].some((box) => overlaps(box, rect));
  });
  (window as unknown as { __ppFree: HTMLElement[] }).__ppFree = free;
  return { covered, free: free.length };
}

/** Of the elements free before (underToasts), those a toast now lies over. */
function nowUnderToasts(): string[] {
  const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const toasts = [...document.querySelectorAll('.pp-toast')].map((toast) => toast.getBoundingClientRect());
  return (window as unknown as { __ppFree: HTMLElement[] }).__ppFree
    .filter((element) => element.isConnected && toasts.some((toast) => overlaps(toast, element.getBoundingClientRect())))
    .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
}

async function shot(page: Page, what: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${what.replace(/\W+/g, '-')}.png` });
}

/** At the top of the page nothing at all is under a toast: the content moved down. */
async function expectNothingCovered(page: Page, what: string): Promise<void> {
  await expect.poll(async () => (await page.evaluate(underToasts)).covered, { message: what, timeout: 20_000 }).toEqual([]);
  await shot(page, what);
}

type Box = { x: number; y: number; width: number; height: number };
const sameBox = (a: Box | null, b: Box | null) => a !== null && b !== null && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** The button's box once it is enabled and has kept its place for five frames. */
async function stillBox(page: Page, name: string): Promise<Box> {
  const button = page.getByRole('button', { name, exact: true });
  await expect.poll(() => button.isEnabled(), { message: `${name} is enabled` }).toBe(true);
  let box: Box | null = null;
  let still = 0;
  for (let frame = 0; still < 5; frame++) {
    if (frame > 600) throw new Error(`${name} keeps moving`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const now = await button.boundingBox();
    still = sameBox(box, now) ? still + 1 : 0;
    box = now;
  }
  if (!box) throw new Error(`${name} is not shown`);
  return box;
}

/**
 * Presses a (sticky) button where it is drawn, as a finger or mouse does: aimed only once the button
 * is enabled and has kept its place for five frames (the cart's prices and notices arrive after the
 * page and move what is below them). Below the window (on a phone or tablet the cart's totals fill
 * the first screen, and the buttons stick to the bottom only once the order form is in view), the
 * page is first scrolled with the wheel until the whole button shows: a click outside the window
 * reaches nothing.
 */
async function pressWhereShown(page: Page, name: string, beforePress?: () => Promise<unknown>): Promise<void> {
  const height = page.viewportSize()?.height ?? 0;
  let box = await stillBox(page, name);
  for (let tries = 0; box.y + box.height > height; tries++) {
    if (tries > 20) throw new Error(`${name} stays below the window`);
    await page.mouse.move(10, height / 2);
    await page.mouse.wheel(0, box.y + box.height - height + 1);
    box = await stillBox(page, name);
  }
  if (box.y < 0) throw new Error(`${name} is above the window`);
  await beforePress?.();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function closeToasts(page: Page): Promise<void> {
  while ((await page.locator('.pp-toast__close').count()) > 0) await page.locator('.pp-toast__close').first().click();
  await page.locator('.pp-toasts').waitFor({ state: 'detached' });
}

describe.skipIf(!haveChromium)('toasts leave the navbar, headings and buttons free', () => {
  const portal = portalInChromium();

  for (const [email, lang, placeOrder] of [['klant@example.nl', 'nl', 'Bestelling plaatsen'], ['partner@example.nl', 'en', 'Place order']] as const) {
    it(`at checkout in ${lang}: on arrival, on place order at the top and at the end of the page`, { timeout: 120_000 }, async () => {
      const { page, end } = await newSession(portal.browser, portal.server.url);
      await page.goto('/login');
      await submitLogin(page, email);
      if (email.startsWith('partner')) await page.getByRole('button', { name: 'Festival Noorderlicht' }).click();
      await expectPath(page, '/');
      const prints = await demoPrints(page);
      // No reference (place order is refused with a toast) and no expedition (a toast on arrival).
      await page.route('**/api/v1/expedition', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
      for (const width of WIDTHS) {
        await seedCart(page, [prints.banner, prints.frame], { reference: '' });
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/checkout');
        await page.locator('.pp-cart-item').first().waitFor({ timeout: 30_000 });
        await page.locator('.pp-toast').first().waitFor();
        await expectNothingCovered(page, `${lang} ${width} arrival`);

        // The refusal's toast comes beside the arrival's (which may already have had its 8 seconds
        // on a busy machine, so counting toasts would depend on the machine's speed).
        const onArrival = await page.locator('.pp-toast').allInnerTexts();
        // Where the buttons first show: at the top of the page (1280 px) nothing at all is under a
        // toast; where the customer scrolled to them (390, 768), what was in view stays visible.
        await pressWhereShown(page, placeOrder, () => page.evaluate(underToasts));
        await expect.poll(async () => (await page.locator('.pp-toast').allInnerTexts()).some((text) => !onArrival.includes(text))).toBe(true);
        await expect.poll(() => page.evaluate(nowUnderToasts), { message: `${lang} ${width} place order where first shown`, timeout: 20_000 }).toEqual([]);
        if (await page.evaluate(() => window.scrollY === 0)) await expectNothingCovered(page, `${lang} ${width} place order at the top`);
        else await shot(page, `${lang} ${width} place order where first shown`);
        await closeToasts(page);

        // Scrolled to the end: what the customer sees stays visible when the toast comes.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(() => window.scrollY > 0 && window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
        const before = await page.evaluate(underToasts);
        expect(before.free).toBeGreaterThan(3);
        await pressWhereShown(page, placeOrder);
        await page.locator('.pp-toast').first().waitFor();
        await expect.poll(() => page.evaluate(nowUnderToasts), { message: `${lang} ${width} place order at the end`, timeout: 20_000 }).toEqual([]);
        await shot(page, `${lang} ${width} place order at the end`);
        await closeToasts(page);
      }
      await end();
    });
  }

  it('on the login screens: a refused login leaves the dialog free (nl)', { timeout: 60_000 }, async () => {
    const { page, end } = await newSession(portal.browser, portal.server.url);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/login');
      await submitLogin(page, 'klant@example.nl', 'niet-het-wachtwoord');
      await page.locator('.pp-toast').first().waitFor();
      await expectNothingCovered(page, `login ${width} refused`);
      await closeToasts(page);
    }
    await end();
  });
});
