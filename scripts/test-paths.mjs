// `npm run test:paths`: runs the generated path tests (test/paths: the machines' paths drive the
// real screens; test/e2e/paths: the same in Chromium when that exists) and prints per machine and
// layer: paths generated and run, states reached and transitions taken out of those defined.
// `npm run test:paths -- --path "<name>"` replays exactly that path (and fails if none has it).
// The figures are written by test/support/path-coverage.ts (`<layer>-<machine>.json`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'test-results/paths';
rmSync(dir, { recursive: true, force: true });

const args = process.argv.slice(2);
const at = args.indexOf('--path');
const only = at >= 0 ? args[at + 1] : undefined;
if (at >= 0 && !only) {
  console.error('--path needs the name of a path, e.g. --path "session: login.token"');
  process.exit(2);
}
const rest = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;

const env = { ...process.env, PATHS_COVERAGE_DIR: dir, ...(only ? { PATHS_ONLY: only } : {}) };
const vitest = (project, files, extra = []) =>
  spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', project, ...files, ...extra, ...rest], { stdio: 'inherit', env }).status ?? 1;

// With --path only the file of that machine runs (a path's name starts with its machine id).
const machineOf = (name) => name.split(':')[0].trim();
const viewFiles = readdirSync('test/paths').filter((file) => file.endsWith('.paths.test.tsx'));
const views = only ? viewFiles.filter((file) => file.startsWith(`${kebab(machineOf(only))}.`)) : viewFiles;
let status = views.length > 0 ? vitest('paths', views.map((file) => join('test/paths', file)), only ? ['-t', escapeRegExp(only)] : []) : 0;
// The Chromium layer (test/e2e/paths, against the real server and database) where Chromium exists;
// with --path only that machine's file, whose runner also reads PATHS_ONLY.
const chromium = existsSync('test/e2e/paths') && existsSync('/usr/bin/chromium');
if (chromium) {
  const files = readdirSync('test/e2e/paths').filter((file) => file.endsWith('.test.ts'));
  const picked = only ? files.filter((file) => file === `${kebab(machineOf(only))}.test.ts`) : files;
  const e2e = picked.length > 0 ? vitest('e2e', picked.map((file) => join('test/e2e/paths', file)), only ? ['-t', escapeRegExp(only)] : []) : 0;
  status = status || e2e;
}

const reports = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
const rows = reports.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8'))).sort((a, b) => a.machine.localeCompare(b.machine) || a.layer.localeCompare(b.layer));

const cell = (part) => `${part.covered}/${part.total}`;
const table = [
  ['machine', 'layer', 'paths', 'states', 'transitions', ''],
  ...rows.map((figures) => {
    const complete = figures.states.missing.length === 0 && figures.transitions.missing.length === 0;
    return [figures.machine, figures.layer, String(figures.paths), cell(figures.states), cell(figures.transitions), complete ? 'all' : only ? '(one path)' : 'INCOMPLETE'];
  }),
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
console.log('\nGenerated paths through the screens (states reached, transitions taken / defined):');
for (const row of table) console.log(row.map((value, column) => value.padEnd(widths[column])).join('  ').trimEnd());

// Every machine of machines/*.machine.ts (its id read from `createMachine({ id: ... })`, else the file
// name in camelCase) must have figures of the views layer: a machine without generated view paths (or
// whose path test did not report) fails the run.
const machineIds = readdirSync('machines').filter((file) => file.endsWith('.machine.ts')).map((file) => machineIdOf(file)).sort();
const withoutViews = machineIds.filter((id) => !rows.some((figures) => figures.machine === id && figures.layer === 'views'));
if (!only && withoutViews.length > 0) {
  console.error(`\nMachines without generated view paths (add test/paths/<machine>.paths.test.tsx): ${withoutViews.join(', ')}`);
}

if (!only) {
  for (const figures of rows) {
    for (const missing of figures.states.missing) console.log(`  ${figures.machine} (${figures.layer}): state not reached: ${missing}`);
    for (const missing of figures.transitions.missing) console.log(`  ${figures.machine} (${figures.layer}): transition not taken: ${missing}`);
  }
}

const ran = rows.reduce((sum, figures) => sum + figures.paths, 0);
if (only && ran === 0) {
  console.error(`\nNo generated path is named "${only}".`);
  process.exit(1);
}
const incomplete = !only && (withoutViews.length > 0 || rows.some((figures) => figures.states.missing.length + figures.transitions.missing.length > 0));
process.exit(status !== 0 || incomplete ? 1 : 0);

function kebab(id) {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
function machineIdOf(file) {
  const declared = /createMachine\(\{\s*id:\s*['"]([\w-]+)['"]/.exec(readFileSync(join('machines', file), 'utf8'));
  return declared ? declared[1] : camel(file.replace(/\.machine\.ts$/, ''));
}
function camel(name) {
  return name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
