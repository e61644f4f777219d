// `npm run test:quick`: the tests of a change, for the edit-test loop (`npm test` stays the gate).
// - unit and views: every test whose imports reach a changed file (vitest --changed);
// - paths: only the path tests of a changed machine (machines/<name>.machine.ts) or a changed path
//   test itself: every path test imports nearly every machine, so "related" would be all of them;
// - no browser and no type check.
// The change is what is not committed yet, or, on a clean tree, the last commit.
// `npm run test:quick -- <base>` compares with another commit or branch instead (e.g. main).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
const base = process.argv[2] ?? (git('status', '--porcelain') ? 'HEAD' : 'HEAD~1');
const changed = [...new Set([...git('diff', '--name-only', base).split('\n'), ...git('ls-files', '--others', '--exclude-standard').split('\n')])].filter(Boolean);

function pathTestOf(file) {
  if (/^test\/paths\/[^/]+\.paths\.test\.tsx$/.test(file)) return file;
  const machine = /^machines\/([^/]+)\.machine\.ts$/.exec(file)?.[1];
  return machine ? `test/paths/${machine}.paths.test.tsx` : null;
}
const pathTests = [...new Set(changed.map(pathTestOf))].filter((file) => file && existsSync(file));

const vitest = (args) => spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], { stdio: 'inherit' }).status ?? 1;

console.log(`Tests of the changes since ${base}: unit and views by their imports${pathTests.length ? `, and ${pathTests.join(', ')}` : ''}`);
const related = vitest(['--changed', base, '--passWithNoTests', '--project', 'unit', '--project', 'unit-mocks', '--project', 'views', '--project', 'views-own-page']);
const paths = pathTests.length > 0 ? vitest(['--project', 'paths*', ...pathTests]) : 0;
process.exit(related || paths);
