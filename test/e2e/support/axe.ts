import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(fileURLToPath(new URL('../../../node_modules/axe-core/axe.min.js', import.meta.url)), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe-core in the page; fails on any violation, minor and moderate too, naming them. (Serious
 * and critical only let two unnamed search landmarks on the order overviews through.)
 */
export async function expectNoA11yViolations(page: Page, screen: string): Promise<void> {
  // Let fade-ins finish: half-transparent text would be judged on its passing contrast.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined');
  // Evaluated over the DevTools protocol: the app's CSP (script-src 'self') forbids inline scripts.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    // Only violations are read: axe then skips building selectors for every passing node.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }));
  });
  if (violations.length > 0) {
    const lines = violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
    throw new Error(`axe found ${violations.length} violation(s) on ${screen}:\n${lines.join('\n')}`);
  }
}
