// ESLint (flat config): typescript-eslint, react-hooks, and the layout rules of DESIGN.md section 2
// as import zones, plus no import cycles. `npm run lint` runs it with zero warnings allowed.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noTypeCycle } from './scripts/eslint/import-graph.js';

// The zones of DESIGN.md section 2, as import patterns (regular expressions on the import path).
const zone = (regex, message, allowTypeImports = true) => ({ regex, message, allowTypeImports });
const serverOnlyTypes = zone('(^|/)server/', 'Browser code never imports src/server (only `import type`).');
const noActorsOrApi = zone('(^|/)(actors|api)(/|\\.js$)', 'Components render snapshots and send events: no actors or api of a feature.');
const FEATURES = ['session', 'catalog', 'print', 'checkout', 'orders', 'account'];
/** From inside feature `own`, another feature is reached only through its index.ts. */
const throughIndex = (own) =>
  zone(`^(\\.\\./)+(${FEATURES.filter((name) => name !== own).join('|')})/(?!index\\.js$)`, `Features import each other only through their index.ts (src/features/*/index.ts).`, false);
/** src/shared serves the app and every feature; it imports neither. */
const sharedStaysBelow = zone('(^|/)(features|app)/', 'src/shared imports nothing of src/app or src/features.');

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'data/**', 'node_modules/**', 'test-results/**', 'locales/**', 'src/shared/i18n/po.d.ts', 'coverage/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, house: { rules: { 'no-type-cycle': noTypeCycle } } },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-undef': 'off', // TypeScript checks names
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // File names and paths are cleaned of control characters on purpose.
      'no-control-regex': 'off',
      'house/no-type-cycle': 'error',
      'import-x/no-self-import': 'error',
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverOnlyTypes] }],
    },
  },
  { files: ['src/server/**', 'test/**', 'bench/**', 'scripts/**', '*.ts'], rules: { '@typescript-eslint/no-restricted-imports': 'off' } },
  ...FEATURES.flatMap((feature) => [
    { files: [`src/features/${feature}/**`], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverOnlyTypes, throughIndex(feature)] }] } },
    {
      files: [`src/features/${feature}/components/**`],
      rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverOnlyTypes, throughIndex(feature), noActorsOrApi] }] },
    },
  ]),
  { files: ['src/shared/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverOnlyTypes, sharedStaysBelow] }] } },
  {
    files: ['src/shared/ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverOnlyTypes, noActorsOrApi, zone('(^|/)(features|app|machines)/', 'shared/ui only wraps react-aria-components.')] }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [zone('^\\.\\./', 'src/domain imports nothing of ours outside itself.', false)] }] },
  },
  {
    // A folder of src/domain (pricing/, preflight/) may use the domain's other files, one level up.
    files: ['src/domain/*/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [zone('^\\.\\./\\.\\./', 'src/domain imports nothing of ours outside itself.', false)] }] },
  },
  {
    // machines/ are pure: only xstate, valibot and src/domain; no React, no DOM, no fetch, no clock
    // or randomness (DESIGN.md section 2).
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            zone('^\\.\\./src/(?!domain/)', 'machines/ import only xstate, valibot and src/domain.', false),
            zone('^(?!xstate|valibot|\\.)', 'machines/ import only xstate, valibot and src/domain.', false),
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'XMLHttpRequest', 'crypto'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now' }, { object: 'Math', property: 'random' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'Time comes in through input or events.' }],
    },
  },
  {
    // No SQL outside queries files (DESIGN.md section 2): Kysely's query builders and sql`...` live
    // in a module's queries.ts (or queries/ folder), which routes and rules call by name.
    files: ['src/server/**/*.ts'],
    // Migrations and the demo seed write the schema and its first rows; they are SQL by nature.
    ignores: ['**/queries.ts', '**/queries/**', 'src/server/db/migrations/**', 'src/server/db/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive|transaction)$/]',
          message: 'SQL belongs in a queries file (DESIGN.md section 2).',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']", message: 'SQL belongs in a queries file (DESIGN.md section 2).' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Tests fake library objects (requests, streams) where a precise type adds nothing.
    files: ['test/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
