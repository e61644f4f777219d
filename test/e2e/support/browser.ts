import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { freePort } from '../../support/server-port.js';
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

/**
 * The run's one Chromium, started by the global setup, and the DevTools address files connect to.
 * Each file speaks the DevTools protocol to Chromium itself: through Playwright's browser server,
 * every command and event of every file was relayed by vitest's main process as well.
 */
export async function launchSharedChromium(): Promise<{ browser: Browser; endpoint: string }> {
  const port = await freePort();
  const browser = await chromium.launch({ ...CHROMIUM_OPTIONS, args: [...CHROMIUM_OPTIONS.args, `--remote-debugging-port=${port}`] });
  return { browser, endpoint: `http://127.0.0.1:${port}` };
}

/**
 * A connection to the run's Chromium: contexts made through it are this file's own, and closing it
 * closes them. Without the run's Chromium (a bench, or a run without the e2e setup) a Chromium of its own.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = providedByRun('chromiumEndpoint');
  return endpoint ? chromium.connectOverCDP(endpoint) : chromium.launch(CHROMIUM_OPTIONS);
}
