// `npm test`: the type check and lint (zero warnings) run beside the vitest projects (unit, views,
// paths, then e2e); one plain summary line at the end counts each check that failed as a failure.
// Arguments go to vitest (`npm test -- test/domain`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const node = process.execPath;
const report = 'test-results/vitest.json';

/** Runs node with args; `quiet` keeps its output until it ends, so it does not interleave with vitest's. */
function run(name, args, { quiet = false } = {}) {
  const started = Date.now();
  const child = spawn(node, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (quiet && output.trim()) console.log(`\n--- ${name} ---\n${output.trim()}`);
      console.log(`${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve(code ?? 1);
    });
  });
}

rmSync(report, { force: true });
// Both keep what they learnt in node_modules/.cache, so a run after a small change checks only what
// the change touched (a fresh clone has no cache and checks everything). ESLint compares contents,
// not modification times, so a checkout that rewrites files cannot hide a warning.
const cache = 'node_modules/.cache/printportal';
// TypeScript 7's native compiler (the `typescript-native` alias) checks the project in a tenth of
// 5.9's time with the same tsconfig; `typescript` 5.9 stays for typescript-eslint, which needs its API.
const [typecheck, lint, vitest] = await Promise.all([
  run('type check (tsc)', ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', `${cache}/tsc.tsbuildinfo`], { quiet: true }),
  run('lint (eslint)', ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '--cache', '--cache-strategy', 'content', '--cache-location', `${cache}/eslint`, '.'], { quiet: true }),
  run('vitest', ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]),
]);

const checksFailed = [typecheck, lint].filter((status) => status !== 0).length;
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = summary.numPendingTests + summary.numTodoTests;
  console.log(`\ntests: ${summary.numPassedTests} passed, ${summary.numFailedTests + checksFailed} failed, ${skipped} skipped`);
} else {
  console.log(`tests: 0 passed, ${1 + checksFailed} failed`);
}
process.exit(typecheck || lint || vitest);
