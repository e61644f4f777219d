// `npm test`: type check, lint (zero warnings), then every vitest project (unit, views, e2e), then one plain summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const node = process.execPath;
const report = 'test-results/vitest.json';

function run(args) {
  return spawnSync(node, args, { stdio: 'inherit', env: process.env }).status ?? 1;
}

const typecheck = run(['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']);
if (typecheck !== 0) {
  console.error('Type check failed.');
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}

const lint = run(['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']);
if (lint !== 0) {
  console.error('Lint failed (npm run lint).');
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}

rmSync(report, { force: true });
const extra = process.argv.slice(2);
const status = run([
  'node_modules/vitest/vitest.mjs', 'run',
  '--reporter=default', '--reporter=json', `--outputFile.json=${report}`,
  ...extra,
]);

if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(`\ntests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`);
} else {
  console.log('tests: 0 passed, 1 failed');
}
process.exit(status);
