// `npm run test:paths`: runs the generated path tests of every machine in machines/ and prints,
// per machine, the states reached and the transitions taken out of those its definition has.
// The figures are written by test/support/path-coverage.ts when PATHS_COVERAGE_DIR is set.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'test-results/paths';
rmSync(dir, { recursive: true, force: true });

const status = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'unit', 'test/machines', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, PATHS_COVERAGE_DIR: dir } },
).status ?? 1;

// Every machines/foo-bar.machine.ts exports a machine with id 'fooBar' (DESIGN.md section 2).
const machineIds = readdirSync('machines')
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => file.replace(/\.machine\.ts$/, '').replace(/-(\w)/g, (_, letter) => letter.toUpperCase()))
  .sort();

const rows = machineIds.map((id) => {
  const file = join(dir, `${id}.json`);
  if (!existsSync(file)) return { id, figures: null };
  return { id, figures: JSON.parse(readFileSync(file, 'utf8')) };
});

const cell = (part) => `${part.covered}/${part.total}`;
const table = [
  ['machine', 'states', 'transitions', ''],
  ...rows.map(({ id, figures }) => {
    if (!figures) return [id, '-', '-', 'no path tests reported'];
    const complete = figures.states.missing.length === 0 && figures.transitions.missing.length === 0;
    return [id, cell(figures.states), cell(figures.transitions), complete ? 'all' : 'INCOMPLETE'];
  }),
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
console.log('\nPath coverage of the machines (states reached, transitions taken / defined):');
for (const row of table) console.log(row.map((value, column) => value.padEnd(widths[column])).join('  ').trimEnd());

for (const { id, figures } of rows) {
  if (!figures) continue;
  for (const missing of figures.states.missing) console.log(`  ${id}: state not reached: ${missing}`);
  for (const missing of figures.transitions.missing) console.log(`  ${id}: transition not taken: ${missing}`);
}

const incomplete = rows.some(({ figures }) => !figures || figures.states.missing.length + figures.transitions.missing.length > 0);
process.exit(status !== 0 || incomplete ? 1 : 0);
