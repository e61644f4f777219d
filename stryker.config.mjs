// Stryker (mutation testing): `npm run test:mutation` runs it once per group below, each
// group mutating one machine (with the pure helpers it uses) against only that machine's tests.
// Nearly every mutant of a machine is static (the config is built at import time), so a mutant
// re-runs every test that imports the machine: small groups keep a full run near half an hour.
// The group is chosen with MUTATION_GROUP (scripts/test-mutation.mjs sets it).

/** name → files mutated and the test files run against them. */
export const groups = {
  account: { mutate: ['machines/account.machine.ts'], tests: ['test/machines/account.machine.test.ts', 'test/machines/account.behaviour.test.ts'] },
  address: { mutate: ['machines/address.machine.ts'], tests: ['test/machines/address.machine.test.ts'] },
  'after-order': { mutate: ['machines/after-order.machine.ts'], tests: ['test/machines/after-order.machine.test.ts', 'test/machines/after-order.behaviour.test.ts'] },
  cart: { mutate: ['machines/cart.machine.ts', 'machines/cart-items.ts'], tests: ['test/machines/cart.machine.test.ts', 'test/machines/cart.behaviour.test.ts', 'test/machines/cart-edit.behaviour.test.ts'] },
  checkout: {
    mutate: ['machines/checkout.machine.ts', 'machines/order-payload.ts'],
    tests: ['test/machines/checkout.machine.test.ts', 'test/machines/checkout.behaviour.test.ts'],
  },
  'finish-sides': { mutate: ['machines/finish-sides.machine.ts'], tests: ['test/machines/finish-sides.machine.test.ts', 'test/machines/finish-sides.behaviour.test.ts'] },
  'password-reset': {
    mutate: ['machines/password-reset.machine.ts'],
    tests: ['test/machines/password-reset.machine.test.ts', 'test/machines/password-reset.behaviour.test.ts'],
  },
  'order-detail': { mutate: ['machines/order-detail.machine.ts'], tests: ['test/machines/order-detail.machine.test.ts', 'test/machines/order-detail.behaviour.test.ts'] },
  'order-list': { mutate: ['machines/order-list.machine.ts'], tests: ['test/machines/order-list.machine.test.ts', 'test/machines/order-list.behaviour.test.ts'] },
  'print-price': { mutate: ['machines/print-price.machine.ts'], tests: ['test/machines/print-price.machine.test.ts', 'test/machines/print-price.behaviour.test.ts'] },
  print: {
    mutate: ['machines/print.machine.ts', 'machines/print-build.ts', 'machines/line-edits.ts'],
    tests: ['test/machines/print.machine.test.ts', 'test/machines/print.behaviour.test.ts'],
  },
  'sheet-import': { mutate: ['machines/sheet-import.machine.ts'], tests: ['test/machines/sheet-import.behaviour.test.ts'] },
  session: {
    mutate: ['machines/session.machine.ts', 'machines/favorites.ts', 'machines/session-errors.ts'],
    tests: ['test/machines/session.machine.test.ts', 'test/machines/session.behaviour.test.ts'],
  },
  upload: {
    mutate: ['machines/upload.machine.ts'],
    tests: ['test/machines/upload.machine.test.ts', 'test/machines/upload-uploader.test.ts', 'test/machines/upload.behaviour.test.ts'],
  },
  // The rules of src/domain the machines import (not part of the machines/ threshold).
  domain: {
    mutate: [
      'src/domain/money.ts',
      'src/domain/copy-lines.ts',
      'src/domain/plus-frame.ts',
      'src/domain/finish-choices.ts',
      'src/domain/finish-rules.ts',
      'src/domain/finish-sides.ts',
      'src/domain/finish-lists.ts',
      'src/domain/delivery-date.ts',
      'src/domain/delivery-instant.ts',
    ],
    tests: [
      'test/domain/money-dates.test.ts',
      'test/domain/copy-lines.test.ts',
      'test/domain/finish-choices.test.ts',
      'test/domain/finish-rules.test.ts',
      'test/domain/finish-sides.test.ts',
      // typeInLine (whole-number), the PlusFrame and copy-line schemas (validators), finish lists (order-print).
      'test/domain/whole-number.test.ts',
      'test/domain/validators.property.test.ts',
      'test/domain/order-print.test.ts',
    ],
  },
};

const name = process.env.MUTATION_GROUP ?? 'print';
const group = groups[name];
if (!group) throw new Error(`Unknown mutation group '${name}' (one of: ${Object.keys(groups).join(', ')})`);
const out = `reports/mutation/${name}`;
// The test files go to vitest.mutation.config.ts (the worker processes inherit the environment),
// not to Stryker's `testFiles`: with a test filter Stryker 9.6 activates a static mutant only after
// the machine was imported, so every static mutant "survives" (stryker-js issue #6144).
// test/support/mutation-imports.test.ts imports each mutated file (MUTATION_FILES), so that a
// mutant that makes the import throw counts as killed (Stryker counts it as survived).
process.env.MUTATION_TESTS = [...group.tests, 'test/support/mutation-imports.test.ts'].join(',');
process.env.MUTATION_FILES = group.mutate.join(',');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: group.mutate,
  // Not 'perTest': a mutant in a function made at import time (`params: ({ event }) => event`) is
  // static, yet perTest gives it a test filter, and with a filter Stryker 9.6 activates it only
  // after the import: it would "survive" every time (stryker-js issue #6144). Nearly every mutant
  // of a machine is static and re-runs all its tests anyway, so 'all' costs little.
  coverageAnalysis: 'all',
  concurrency: 2,
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: `${out}/incremental.json`,
  reporters: ['json', 'html', 'clear-text', 'progress-append-only'],
  jsonReporter: { fileName: `${out}/mutation.json` },
  htmlReporter: { fileName: `${out}/index.html` },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'dist-server', 'data', 'coverage', 'test-results', 'reports', 'bench', 'test/e2e'],
  cleanTempDir: true,
};
