import { describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { ProductSchema, type Product } from '../../src/domain/catalog.js';
import { foldCase } from '../../src/domain/search-fold.js';
import { SYNONYMS } from '../../src/domain/search-synonyms.js';
import { expectNoA11yViolations } from './support/axe.js';
import { DEMO_PASSWORD, expectPath, endAfterTest, newSession } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { goInApp, login } from './configure-support.js';

const haveChromium = chromiumAvailable();
const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** The demo catalogue as the Dutch customer's browser receives it. */
async function demoProducts(url: string): Promise<Product[]> {
  const login = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST', headers: XHR, body: JSON.stringify({ type: 'password', email: 'klant@example.nl', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${url}/api/v1/products`, { headers: { ...XHR, Authorization: `Bearer ${token}` } });
  return v.parse(v.array(ProductSchema), await answer.json());
}

const words = (text: string) => foldCase(text).split(/\s+/);

/**
 * A query a customer could type for the product without the catalogue's own word for it: a synonym
 * of a group that names the product and whose words the name does not hold (the name's own words
 * of that group left out), e.g. "banner Textiel Vlaggendoek 115 g/m²".
 */
function synonymQuery(product: Product): string {
  const name = foldCase(product.name);
  for (const group of SYNONYMS) {
    // English words first: the names are Dutch, so the synonym is the other language's word where it can be.
    const groupWords = [...group.en, ...group.nl];
    const synonym = groupWords.find((word) => !word.includes(' ') && !name.includes(foldCase(word)));
    if (!synonym) continue;
    const rest = words(product.name).filter((word) => !groupWords.some((groupWord) => foldCase(groupWord) === word));
    // Only groups the search says name the product are fair: the card must say so (type, fire, sides) or its text.
    const named = (group.fireResistant && product.fire_resistant) || (group.doubleSided && product.sides === 2)
      || (group.types?.length === 1 && group.types[0] === typeOfCode(product.default_code));
    if (named) return [synonym, ...rest].join(' ');
  }
  throw new Error(`no synonym names ${product.name}`);
}

/** The demo catalogue's article codes name their chapter. */
function typeOfCode(code: string): string {
  if (code.startsWith('SPD-') || code.startsWith('TEX-')) return 'banner';
  if (code.startsWith('BF-') || code.startsWith('GV-') || code.startsWith('BV-') || code.startsWith('VLAG-')) return 'flag';
  if (code.startsWith('HEK-')) return 'fence_banner';
  if (code.startsWith('FOL-')) return 'adhesive';
  if (code.startsWith('VB-')) return 'vsign';
  if (code.startsWith('PF-')) return 'plusframe';
  return 'banner';
}

/** Two neighbouring letters of the name's longest word swapped. */
function typoOf(name: string): string {
  const all = name.split(/\s+/);
  const longest = all.filter((word) => /^\p{L}+$/u.test(word)).reduce((best, word) => (word.length > best.length ? word : best), '');
  let at = Math.floor(longest.length / 2);
  while (at < longest.length - 1 && longest[at] === longest[at - 1]) at += 1;
  const typo = longest.slice(0, at - 1) + longest[at] + longest[at - 1] + longest.slice(at + 1);
  return all.map((word) => (word === longest ? typo : word)).join(' ');
}

describe.skipIf(!haveChromium)('finding a product: search and product cards in Chromium', () => {
  const portal = portalInChromium();

  async function startAt(path: string): Promise<Page> {
    const session = await newSession(portal.browser, portal.server.url);
    endAfterTest(session);
    const { page } = session;
    onTestFailed(async ({ task }) => {
      await page.screenshot({ path: `/tmp/pp-e2e-${task.name.slice(0, 30).replace(/\W+/g, '-')}.png`, fullPage: true }).catch(() => undefined);
    });
    await login(page);
    await goInApp(page, path);
    return page;
  }

  it('the navbar search finds every product by a synonym and by a typo', async () => {
    const products = await demoProducts(portal.server.url);
    expect(products.length).toBeGreaterThanOrEqual(40);
    const page = await startAt('/');
    const search = page.getByRole('searchbox', { name: 'Zoek een product', exact: true });
    for (const product of products) {
      for (const query of [synonymQuery(product), typoOf(product.name)]) {
        await search.fill(query);
        const hit = page.getByRole('option').filter({ has: page.locator('.pp-search__name').getByText(product.name, { exact: true }) });
        await hit.waitFor({ timeout: 5_000 }).catch(() => {
          throw new Error(`"${query}" does not find ${product.name}`);
        });
      }
    }
  });

  it('is keyboard first: type, arrow down, Enter opens the product; axe finds nothing with the hits open', async () => {
    const page = await startAt('/selector/catalog');
    await page.getByLabel('Product zoeken', { exact: true }).focus();
    await page.keyboard.type('spandok');
    await page.getByRole('option').nth(2).waitFor();
    await expectNoA11yViolations(page, 'selector search with hits');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const highlighted = page.locator('[role="option"][data-focused] .pp-search__name');
    await highlighted.waitFor();
    const name = await highlighted.innerText();
    expect(name).toMatch(/^Spandoek /);
    await page.keyboard.press('Enter');
    await expectPath(page, '/printer');
    await page.getByText(name, { exact: true }).first().waitFor();
  });

  it('asks before a product found in the navbar replaces a print being entered', async () => {
    const page = await startAt('/selector/catalog');
    const search = page.getByRole('searchbox', { name: 'Zoek een product', exact: true });
    await search.fill('SPD-FL510');
    await page.getByRole('option').first().waitFor();
    await search.press('Enter');
    await expectPath(page, '/printer');
    await page.getByRole('textbox', { name: 'Aantal, regel 1' }).fill('3');
    const pick = async () => {
      await search.fill('beachflag wave');
      await page.getByRole('option').first().waitFor();
      await search.press('Enter');
    };
    await pick();
    const dialog = page.getByRole('alertdialog', { name: 'Print verlaten?' });
    await dialog.getByRole('button', { name: 'Blijven' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectPath(page, '/printer');
    expect(await page.getByRole('textbox', { name: 'Aantal, regel 1' }).inputValue()).toBe('3');
    await pick();
    await dialog.getByRole('button', { name: 'Verlaten' }).click();
    await expectPath(page, '/printer');
    await page.getByRole('heading', { name: /^Beachflag Wave/ }).waitFor();
  });

  it('shows every product of every chapter as a card with a drawing and a price, remembers the choice, filters', async () => {
    const page = await startAt('/selector/catalog');
    await page.getByRole('radio', { name: 'Kaarten' }).click();
    const seen = new Set<string>();
    for (const chapter of ['catalog', 'frames', 'vsigns', 'fence_banners', 'flags', 'adhesive']) {
      await goInApp(page, `/selector/${chapter}`);
      await expectPath(page, `/selector/${chapter}`);
      const cards = page.locator('.pp-card');
      await cards.first().waitFor();
      for (const card of await cards.all()) {
        seen.add((await card.getAttribute('data-product')) ?? '');
        expect(await card.locator('svg.pp-drawing path').count()).toBeGreaterThan(0);
        expect(await card.locator('.pp-card__amount').innerText()).toMatch(/^vanaf € \d/);
        await card.getByRole('button', { name: /^Favoriet: / }).waitFor();
        await card.getByRole('button', { name: /^Kiezen: / }).waitFor();
      }
    }
    expect(seen.size).toBe((await demoProducts(portal.server.url)).length);
    await expectNoA11yViolations(page, 'product cards');

    // Kept in this browser: a new page opens the selector as cards again.
    await page.reload();
    await page.locator('.pp-card').first().waitFor();
    await goInApp(page, '/selector/catalog');
    await page.locator('.pp-cards__filters').getByText('Brandvertragend', { exact: true }).click();
    await expect.poll(async () => (await page.locator('.pp-card').allInnerTexts()).every((text) => text.includes('Brandvertragend (B1)'))).toBe(true);
    const fireResistant = await page.locator('.pp-card').count();
    expect(fireResistant).toBeGreaterThan(0);
    await page.locator('.pp-cards__filters').getByText('Dubbelzijdig', { exact: true }).click();
    await expect.poll(() => page.locator('.pp-card').count()).toBeLessThan(fireResistant);
    expect((await page.locator('.pp-card').allInnerTexts()).every((text) => text.includes('Enkel- of dubbelzijdig'))).toBe(true);
  });

  it('on a phone a tap on a product opens its facts and heart instead of choosing it', async () => {
    const phone = await portal.browser.newContext({ baseURL: portal.server.url, locale: 'nl-NL', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const tab = await phone.newPage();
      tab.setDefaultTimeout(30_000);
      await login(tab);
      await goInApp(tab, '/selector/catalog');
      await tab.getByRole('row', { name: 'Spandoek Backlit 500 g/m²' }).locator('.pp-leaf__name').tap();
      const info = tab.getByRole('region', { name: 'Informatie over Spandoek Backlit 500 g/m²' });
      await info.waitFor();
      expect(new URL(tab.url()).pathname).toBe('/selector/catalog');
      const heart = info.getByRole('button', { name: 'Favoriet: Spandoek Backlit 500 g/m²' });
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.tap();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
      await info.getByRole('button', { name: 'Kiezen' }).tap();
      await expectPath(tab, '/printer');
    } finally {
      await phone.close();
    }
  });
});
