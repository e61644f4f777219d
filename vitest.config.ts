import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { InterleavedSequencer } from './test/support/interleaved-sequencer.js';

/** Unit test files that use vi.mock: they run in a project with a module graph per file. */
const MOCKS_MODULES = ['test/server/catalog/specs-cache.test.ts'];
/**
 * The views share one module graph and page per worker, as the unit project does: importing the
 * app and setting up a page again for each file cost more than its tests (the path files: 30 % of
 * their CPU). dom-setup.ts empties the page, the storage and the timers after every test, and each
 * test stops its actors.
 */
const SHARED_PAGE = { isolate: false, setupFiles: ['test/support/dom-setup.ts'] };
/**
 * Path files with a page of their own: print-preview replaces a module (vi.mock); the portal's
 * tabs.conflict path, after other files on a shared page, saw no block (the cause is not found yet).
 */
const OWN_PAGE_PATHS = ['test/paths/print-preview.paths.test.tsx', 'test/paths/portal.paths.test.tsx'];
/** Views that read the page's address and the tab's storage at load (the inspector): a page of their own. */
const OWN_PAGE_VIEWS = ['test/views/inspect.test.tsx'];

/**
 * Babel runs only on the files that use a Lingui macro (`@lingui/core/macro`, `@lingui/react/macro`):
 * given for every file, it parsed and printed each of the ~600 modules of every project again, a
 * fifth of the suite's CPU, where the default transform (TypeScript and JSX) is many times faster.
 */
const usesMacro = (id: string) => readFileSync(id.split('?')[0]!, 'utf8').includes('/macro\'');
const macroBabel = (id: string) => (usesMacro(id) ? { plugins: ['@lingui/babel-plugin-lingui-macro'] } : {});

export default defineConfig({
  plugins: [react({ babel: macroBabel }), lingui()],
  test: {
    // Four workers on two cores: browser files spend much of their time waiting (for Chromium, the
    // server, a screen), so about two of them run beside two in-process files (the sequencer
    // interleaves the two kinds) and the cores stay busy.
    maxWorkers: 4,
    sequence: { sequencer: InterleavedSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // One module graph per worker, not per file: these files build their own app, database
          // and clock in each test, and re-importing the server for each of ~140 files cost a third
          // of the project's CPU. A test that leaves state behind in a module shows up as a failure
          // in another file, which is a fault to fix, not to isolate away.
          isolate: false,
          exclude: [...MOCKS_MODULES],
          include: ['test/domain/**/*.test.ts', 'test/machines/**/*.test.ts', 'test/server/**/*.test.ts', 'test/i18n/**/*.test.ts'],
          setupFiles: ['test/support/english-texts.ts'],
          globalSetup: ['test/support/postgres-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module (vi.mock) need a module graph of their own: in the shared
          // one, another file may have loaded the real module first.
          name: 'unit-mocks',
          environment: 'node',
          setupFiles: ['test/support/english-texts.ts'],
          include: [...MOCKS_MODULES],
          globalSetup: ['test/support/postgres-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          environment: 'happy-dom',
          include: ['test/views/**/*.test.tsx'],
          exclude: [...OWN_PAGE_VIEWS],
          ...SHARED_PAGE,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'views-own-page',
          environment: 'happy-dom',
          include: [...OWN_PAGE_VIEWS],
          setupFiles: ['test/support/dom-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Generated path tests: the machines' paths drive the real screens.
          name: 'paths',
          environment: 'happy-dom',
          include: ['test/paths/**/*.test.tsx'],
          exclude: [...OWN_PAGE_PATHS],
          ...SHARED_PAGE,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'paths-own-page',
          environment: 'happy-dom',
          include: [...OWN_PAGE_PATHS],
          setupFiles: ['test/support/dom-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/support/global-setup.ts'],
          // Beside the other projects: every file starts its own compiled server with a fresh data
          // folder and its own connection to the run's Chromium, so files need not wait for each
          // other. One module graph per worker: each file imported playwright-core and the server's
          // modules again (1.6 s of import a file); the files keep no state in modules.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
