// `npm run test:paths`: runs the generated path tests (test/paths: the machines' paths drive the
// real screens; test/e2e/paths: the same in Chromium when that exists) and prints per machine and
// layer: paths generated and run, states reached and transitions taken out of those defined.
// `npm run test:paths -- --path "<name>"` replays exactly that path, printing its steps (and fails if
// none has it, naming the closest names).
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
// With --path the files filter by PATHS_ONLY themselves (no `-t`): their table checks still run
// and their figures (with every path's name, for the suggestions) are still written.
const vitest = (project, files) =>
  spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', project, ...files, ...rest], { stdio: 'inherit', env }).status ?? 1;

// With --path only the file of that machine runs (a path's name starts with its machine id).
const machineOf = (name) => name.split(':')[0].trim();
const viewFiles = readdirSync('test/paths').filter((file) => file.endsWith('.paths.test.tsx'));
const views = only ? viewFiles.filter((file) => file.startsWith(`${kebab(machineOf(only))}.`)) : viewFiles;
let status = views.length > 0 ? vitest('paths*', views.map((file) => join('test/paths', file))) : 0;
// The Chromium layer (test/e2e/paths, against the real server and database) where Chromium exists;
// with --path only that machine's file, whose runner also reads PATHS_ONLY.
const chromium = existsSync('test/e2e/paths') && existsSync('/usr/bin/chromium');
if (chromium) {
  const files = readdirSync('test/e2e/paths').filter((file) => file.endsWith('.test.ts'));
  const picked = only ? files.filter((file) => file === `${kebab(machineOf(only))}.test.ts`) : files;
  const e2e = picked.length > 0 ? vitest('e2e', picked.map((file) => join('test/e2e/paths', file))) : 0;
  status = status || e2e;
}

const reports = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
const rows = reports.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8'))).sort((a, b) => a.machine.localeCompare(b.machine) || a.layer.localeCompare(b.layer));

// A layer that cannot reach some states or transitions (the Chromium layer lists them with the
// reason) says how many, and they are named below the table: "17/20" alone reads like a gap.
const unreachableOf = (figures, part) => Object.keys(figures.unreachable?.[part] ?? {});
const cell = (figures, part) => {
  const count = unreachableOf(figures, part).length;
  return `${figures[part].covered}/${figures[part].total}${count > 0 ? ` (${count} unreachable)` : ''}`;
};
const verdict = (figures) => {
  const failed = figures.failed ? `${figures.failed} FAILED` : '';
  if (only) return failed || (figures.paths > 0 ? '(one path)' : '(no such path)');
  const complete = figures.states.missing.length === 0 && figures.transitions.missing.length === 0;
  const reachable = unreachableOf(figures, 'states').length + unreachableOf(figures, 'transitions').length > 0 ? 'all reachable' : 'all';
  return [failed, complete ? reachable : 'INCOMPLETE'].filter(Boolean).join(', ');
};
const table = [
  ['machine', 'layer', 'paths', 'states', 'transitions', ''],
  ...rows.map((figures) => [figures.machine, figures.layer, String(figures.paths), cell(figures, 'states'), cell(figures, 'transitions'), verdict(figures)]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
console.log('\nGenerated paths through the screens (states reached, transitions taken / defined):');
for (const row of table) console.log(row.map((value, column) => value.padEnd(widths[column])).join('  ').trimEnd());
if (!only) for (const figures of rows) printUnreachable(figures);

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
if (only && ran === 0 && !rows.some((figures) => figures.failed)) {
  console.error(`\nNo generated path is named "${only}".`);
  const known = [...new Set(rows.flatMap((figures) => figures.names ?? []))];
  if (known.length > 0) console.error(`Did you mean:\n${closestOf(only, known).map((name) => `  --path "${name}"`).join('\n')}`);
  else console.error(`No machine "${machineOf(only)}" has generated paths (a path's name starts with its machine's id); the closest: ${closestOf(machineOf(only), machineIdsWithPaths()).join(', ')}.`);
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

/** The unreachable states and transitions of one row, grouped by their reason. */
function printUnreachable(figures) {
  for (const part of ['states', 'transitions']) {
    const byReason = new Map();
    for (const [name, reason] of Object.entries(figures.unreachable?.[part] ?? {})) byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
    for (const [reason, names] of byReason) {
      const what = names.length === 1 ? part.replace(/s$/, '') : part;
      console.log(`  ${figures.machine} (${figures.layer}): ${names.length} ${what} unreachable (${reason}): ${names.join('; ')}`);
    }
  }
}

/** The machines with a file of view paths (their ids, as path names start). */
function machineIdsWithPaths() {
  return viewFiles.map((file) => camel(file.replace(/\.paths\.test\.tsx$/, '')));
}

/** The three names nearest to `wanted` (edit distance, ignoring case), nearest first. */
function closestOf(wanted, names) {
  const target = wanted.toLowerCase();
  return names
    .map((name) => ({ name, distance: editDistance(target, name.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map(({ name }) => name);
}

/** Levenshtein distance: the fewest insertions, deletions and substitutions from a to b. */
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}
