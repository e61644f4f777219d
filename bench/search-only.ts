/**
 * `npx tsx bench/search-only.ts`: only the product-search figures of `npm run bench` (Chromium and
 * Node), against the real server with BOOT_PRODUCTS more products; faster than the whole bench.
 */
import { buildStale } from '../scripts/build-steps.mjs';
import { launchChromium } from '../test/e2e/support/browser.js';
import { startServer } from '../test/e2e/support/server.js';
import { addProducts, BOOT_PRODUCTS } from './boot-figures.js';
import { searchFigures, searchFiguresInNode } from './search-figures.js';

await buildStale();
const [server, browser] = await Promise.all([startServer(), launchChromium()]);
addProducts(server, BOOT_PRODUCTS);
try {
  console.table([...(await searchFiguresInNode(server)), ...(await searchFigures(browser, server))]);
} finally {
  await browser.close();
  await server.stop();
}
