import { describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoA11yViolations } from './support/axe.js';
import { expectPath, endAfterTest, newSession } from './support/app.js';
import { chromiumAvailable } from './support/browser.js';
import { portalInChromium } from './support/portal.js';
import { fillLine, goInApp, login } from './configure-support.js';

const haveChromium = chromiumAvailable();
const FRONTLIT = 'Spandoek Frontlit 510 g/m²';

/**
 * A print is only accepted at a size it can be made in: a banner on a 5 m roll is welded from panels
 * up to 20 x 50 m, with its seams shown and priced; anything larger is refused, naming the maximum.
 */
describe.skipIf(!haveChromium)('the largest size a print can be made in, in Chromium', () => {
  const portal = portalInChromium();

  async function frontlitCopies(): Promise<Page> {
    const session = await newSession(portal.browser, portal.server.url);
    endAfterTest(session);
    const { page } = session;
    onTestFailed(async ({ task }) => {
      await page.screenshot({ path: `/tmp/pp-e2e-${task.name.slice(0, 30).replace(/\W+/g, '-')}.png`, fullPage: true }).catch(() => undefined);
    });
    await login(page);
    await goInApp(page, '/selector/personal');
    await page.getByRole('row', { name: FRONTLIT }).first().locator('.pp-leaf__name').hover();
    const info = page.getByRole('region', { name: `Informatie over ${FRONTLIT}` });
    await info.getByRole('button', { name: 'Kiezen' }).click();
    await expectPath(page, '/printer');
    return page;
  }

  it('refuses a 60 x 60 m banner under its width, naming the largest welded size, and stays on the copies', async () => {
    const page = await frontlitCopies();
    await fillLine(page, 1, { originals: 1, quantity: 1, width: 60_000, height: 60_000 });
    await page.getByRole('button', { name: 'Volgende' }).click();
    const width = page.getByRole('textbox', { name: 'Breedte (mm), regel 1' });
    await page.getByText('Maximaal 2000 x 5000 cm voor dit materiaal', { exact: true }).waitFor();
    await page.getByText('Geen prijs: Maximaal 2000 x 5000 cm voor dit materiaal', { exact: true }).waitFor();
    expect(await width.getAttribute('aria-invalid')).toBe('true');
    await expectPath(page, '/printer');
    await expectNoA11yViolations(page, 'copies with a print too large');
  });

  it('shows the seams of a banner wider than the roll and prices them with it', async () => {
    const page = await frontlitCopies();
    await fillLine(page, 1, { originals: 1, quantity: 1, width: 12_000, height: 8000 });
    await page.getByText('Regel 1: 1 naad van 12 m, gelast').waitFor();
    expect(await page.getByText('Breder dan de rol van 500 cm: uit banen gelast. Lasnaden worden per meter berekend.').count()).toBe(1);
    // 96 m² at EUR 12.50 less 20% = EUR 960, plus 12 m of seam at EUR 4.50.
    await expect.poll(() => page.locator('.pp-price__amount').textContent()).toBe('€ 1.014,00');
    await expectNoA11yViolations(page, 'copies with seams');
    await page.getByRole('textbox', { name: 'Hoogte (mm), regel 1' }).fill('5000');
    await expect.poll(() => page.getByText('Regel 1: 1 naad van 12 m, gelast').count()).toBe(0);
  });
});
