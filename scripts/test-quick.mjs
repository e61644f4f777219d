// `npm run test:quick`: only the tests whose imports reach a changed file (vitest --changed), in the
// in-process projects (unit, views, paths); the browser suite and the type check stay with `npm test`.
// The change is what is not committed yet, or, on a clean tree, the last commit.
// `npm run test:quick -- <base>` compares with another commit or branch instead (e.g. main).
import { spawnSync } from 'node:child_process';

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
const base = process.argv[2] ?? (git('status', '--porcelain') ? 'HEAD' : 'HEAD~1');
console.log(`Tests related to the changes since ${base} (unit, views, paths):`);

const vitest = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--changed', base, '--passWithNoTests', '--project', 'unit', '--project', 'views', '--project', 'paths'],
  { stdio: 'inherit' },
);
process.exit(vitest.status ?? 1);
