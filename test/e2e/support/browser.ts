import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium is there (installed by .ci/run when absent); never downloads a browser. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI) throw new Error(`Chromium is missing at ${CHROMIUM_PATH} and CI is set: browser tests cannot be skipped`);
  console.warn(`\n!!! BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium) !!!\n`);
  return false;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
