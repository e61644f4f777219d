import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { providedByRun } from './run-provided.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const CHROMIUM_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

/** Debian's Chromium is there (installed by .ci/run when absent); never downloads a browser. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI) throw new Error(`Chromium is missing at ${CHROMIUM_PATH} and CI is set: browser tests cannot be skipped`);
  console.warn(`\n!!! BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium) !!!\n`);
  return false;
}

/** The run's one Chromium, started by the global setup; files connect to it. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM_OPTIONS);
}

/**
 * A connection to the run's Chromium: contexts made through it are this file's own, and closing it
 * closes them. Without the run's Chromium (a bench, or a run without the e2e setup) a Chromium of its own.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = providedByRun('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_OPTIONS);
}
