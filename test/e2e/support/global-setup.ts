import { existsSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildStale } from '../../../scripts/build-steps.mjs';
import { CHROMIUM_PATH, launchSharedChromium } from './browser.js';
import { makeSeededTemplate } from './server.js';

/**
 * Browser tests run against what `npm start` runs: built once here, before any worker starts. The
 * costs every file used to pay again are paid once too: one Chromium that every file connects to
 * (each test still gets its own browser context), and a seeded database that each file's server
 * copies, so every file still starts from fresh demo data.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildStale();
  const [template, chromium] = await Promise.all([
    makeSeededTemplate(),
    existsSync(CHROMIUM_PATH) ? launchSharedChromium() : Promise.resolve(null),
  ]);
  project.provide('seededDataDir', template);
  project.provide('chromiumEndpoint', chromium?.endpoint ?? null);
  return async () => {
    await chromium?.browser.close();
    rmSync(template, { recursive: true, force: true });
  };
}
