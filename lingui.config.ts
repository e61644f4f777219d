import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import { loginAreaFiles } from './scripts/login-area.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const loginArea = loginAreaFiles(root).map((file) => `<rootDir>/${file}`);

/**
 * Two catalogues per language: `login` holds the texts of what the first page load imports
 * (loaded with it), `messages` the rest of the app (loaded with the first lazy screen).
 */
export default defineConfig({
  sourceLocale: 'nl',
  locales: ['nl', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/login',
      include: loginArea,
    },
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: ['**/node_modules/**', '<rootDir>/src/server/**', ...loginArea],
    },
  ],
});
