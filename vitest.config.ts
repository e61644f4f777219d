import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/domain/**/*.test.ts', 'test/machines/**/*.test.ts', 'test/server/**/*.test.ts', 'test/i18n/**/*.test.ts'],
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
          // After the in-process projects (sequence.groupOrder), on both cores: every file starts
          // its own compiled server with a fresh data folder and its own Chromium.
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
