import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export interface Portal {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * The real server (fresh data folder) and Debian's Chromium for one test file: started before its
 * first test, stopped after its last. Call it at the top of a describe block.
 */
export function portalInChromium(): Portal {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the portal starts in beforeAll');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the portal starts in beforeAll');
      return browser;
    },
  };
}
