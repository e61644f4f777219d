import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchChromium } from '../support/browser.js';
import { pageFindings, type Finding } from './page-checks.js';

const haveChromium = chromiumAvailable();

/** The visual check's own fixtures: each defect it must catch, and a page it must pass. */
describe.skipIf(!haveChromium)('the visual check in Debian Chromium', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 390, height: 700 } });
  });
  afterAll(() => browser?.close());

  async function findingsOf(body: string): Promise<Finding[]> {
    await page.setContent(`<!doctype html><html lang="nl"><body style="margin:0;font-family:system-ui,sans-serif">${body}</body></html>`);
    return page.evaluate(pageFindings);
  }

  it('passes a clean page with accented text, euros and an icon with a name', async () => {
    const findings = await findingsOf('<main><h1>Spandoek één – € 12,50 × 2 m² …</h1><button aria-label="Sluiten"><svg aria-hidden="true" width="16" height="16"></svg></button><img src="data:," alt=""></main>');
    expect(findings).toEqual([]);
  });

  it('catches an emoji that the machine has no font for (the tofu box)', async () => {
    const findings = await findingsOf('<button>🗑</button><span>⧉ kopie</span>');
    expect(findings.filter((finding) => finding.kind === 'glyph').map((finding) => finding.what.slice(0, 9))).toEqual(['U+1F5D1 "', 'U+29C9 "⧉']);
  });

  it('catches a missing glyph in a placeholder and in CSS generated content', async () => {
    const findings = await findingsOf('<style>.x::after{content:"🛒"}</style><input placeholder="👤 naam" aria-label="naam"><p class="x">mand</p>');
    expect(findings.filter((finding) => finding.kind === 'glyph')).toHaveLength(2);
  });

  it('catches a page wider than the phone and an element sticking out of it', async () => {
    const findings = await findingsOf('<div style="width:600px">breed</div>');
    expect(findings.map((finding) => finding.kind)).toEqual(['overflow', 'overflow']);
  });

  it('accepts a wide table inside its own scroll frame', async () => {
    const findings = await findingsOf('<div style="overflow-x:auto"><table><tr><td style="min-width:900px">rij</td></tr></table></div>');
    expect(findings).toEqual([]);
  });

  it('catches row actions hidden behind the scroll of a table frame', async () => {
    const findings = await findingsOf('<div style="overflow-x:auto;width:300px"><table><tr><td style="min-width:400px">rij</td><td><button>Opnieuw</button></td></tr></table></div>');
    expect(findings.map((finding) => finding.kind)).toEqual(['clipped']);
    expect(findings[0]!.what).toContain('hides 1 button');
  });

  it('catches a card that hides the end of its content (overflow hidden)', async () => {
    const findings = await findingsOf('<section style="height:60px;overflow:hidden"><p>Regel 1</p><p>Breedte</p><p>Acties</p></section>');
    expect(findings.map((finding) => finding.kind)).toEqual(['clipped']);
    expect(findings[0]!.what).toContain('cuts off its content');
  });

  it('catches a fixed-height row whose content runs into the next row', async () => {
    const findings = await findingsOf('<div role="table"><div role="row" style="height:40px;overflow:visible"><div role="cell"><input aria-label="Aantal"><p>Aantal moet minimaal 1 zijn</p><p>en nog een regel</p></div></div></div>');
    expect(findings.map((finding) => finding.kind)).toEqual(['clipped']);
  });

  it('catches text cut off in a table cell, in a button and by an ellipsis', async () => {
    const findings = await findingsOf(`
      <table style="table-layout:fixed;width:100px"><tr><td style="overflow:hidden;white-space:nowrap">Opnieuw bestellen alstublieft</td></tr></table>
      <button style="width:60px;white-space:nowrap;overflow:hidden">Accepteren en betalen</button>
      <p style="width:80px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Minimaal besteld product: 2</p>`);
    expect(findings.map((finding) => finding.kind)).toEqual(['clipped', 'clipped', 'clipped']);
    expect(findings[2]!.what).toContain('ellipsis');
  });

  it('catches a picture without alt and an empty role=img', async () => {
    const findings = await findingsOf('<img src="data:,"><span role="img"></span><svg role="img" aria-label="Vlag"></svg>');
    expect(findings.map((finding) => finding.kind)).toEqual(['no-alt', 'no-alt']);
  });
});
