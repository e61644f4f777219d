import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/cli';
import { loginAreaFiles } from './scripts/login-area.js';

const root = fileURLToPath(new URL('.', import.meta.url));
const loginArea = loginAreaFiles(root).map((file) => `<rootDir>/${file}`);

/**
 * Three catalogues per language: `login` holds the texts of what the first page load imports
 * (loaded with it), `messages` the rest of the app (loaded with the first lazy screen), `server`
 * the server's own texts (its refusals), which the browser never loads. The server loads all three
 * (src/server/platform/i18n) for the texts of src/domain/texts it words as the browser does.
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
    {
      path: '<rootDir>/locales/{locale}/server',
      include: ['<rootDir>/src/server'],
    },
  ],
});
