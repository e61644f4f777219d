// `npm run test:mutation [-- <group> ...] [--force]`: runs Stryker once per group of
// stryker.config.mjs (one machine with its helpers and only its tests; 'domain' for the rules of
// src/domain the machines use), one run at a time, then prints per file the mutants, how they
// ended and the mutation score. Exits non-zero when the machines/ files of the groups run score
// below 85 %. Reports: reports/mutation/<group>/{mutation.json,index.html}; `--force` ignores the
// incremental file and tests every mutant again. `--concurrency=<n>` sets Stryker's test runner
// processes (the config has 2; use 1 on a shared machine). `--mutate=<file>[:<lines>]` narrows a
// group to one file or a line range (Stryker's `--mutate`, e.g. `--mutate=machines/print.machine.ts:100-150`)
// when a full group run is too slow; the group's tests stay the same.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { groups } from '../stryker.config.mjs';

const THRESHOLD = 85;
const args = process.argv.slice(2);
const force = args.includes('--force');
const passed = args.filter((arg) => /^--(concurrency|mutate)=/.test(arg)).flatMap((arg) => arg.split(/=(.*)/s, 2));
const asked = args.filter((arg) => !arg.startsWith('--'));
const unknown = asked.filter((name) => !(name in groups));
if (unknown.length > 0) {
  console.error(`Unknown group(s): ${unknown.join(', ')}. Groups: ${Object.keys(groups).join(', ')}`);
  process.exit(2);
}
const names = asked.length > 0 ? asked : Object.keys(groups);

const STATES = ['Killed', 'Survived', 'NoCoverage', 'Timeout'];
const rows = [];
let failedRun = false;
for (const name of names) {
  const started = Date.now();
  console.log(`\n=== Stryker: ${name} (${groups[name].mutate.join(', ')})`);
  const status = spawnSync(
    process.execPath,
    ['node_modules/@stryker-mutator/core/bin/stryker.js', 'run', 'stryker.config.mjs', ...(force ? ['--force'] : []), ...passed],
    { stdio: 'inherit', env: { ...process.env, MUTATION_GROUP: name } },
  ).status;
  const minutes = (Date.now() - started) / 60_000;
  const report = `reports/mutation/${name}/mutation.json`;
  if (status !== 0 || !existsSync(report)) {
    failedRun = true;
    console.error(`Stryker failed for ${name} (exit ${status}).`);
    continue;
  }
  const { files } = JSON.parse(readFileSync(report, 'utf8'));
  for (const [file, { mutants }] of Object.entries(files)) {
    const count = Object.fromEntries(STATES.map((state) => [state, mutants.filter((m) => m.status === state).length]));
    rows.push({ group: name, file, minutes, ...count });
  }
}

const scoreOf = (row) => {
  const detected = row.Killed + row.Timeout;
  const valid = detected + row.Survived + row.NoCoverage;
  return valid === 0 ? 100 : (100 * detected) / valid;
};
const sum = (list) => Object.fromEntries(STATES.map((state) => [state, list.reduce((total, row) => total + row[state], 0)]));
const machineRows = rows.filter((row) => row.file.startsWith('machines/'));
const overall = sum(machineRows);

const line = (file, row, minutes = '') => [
  file,
  String(row.Killed + row.Survived + row.NoCoverage + row.Timeout),
  String(row.Killed),
  String(row.Survived),
  String(row.NoCoverage),
  String(row.Timeout),
  `${scoreOf(row).toFixed(1)} %`,
  minutes,
];
const table = [
  ['file', 'mutants', 'killed', 'survived', 'no coverage', 'timeout', 'score', 'run (min)'],
  ...rows.map((row, index) => line(row.file, row, rows[index - 1]?.group === row.group ? '' : row.minutes.toFixed(1))),
];
if (machineRows.length > 0) table.push(line('machines/ overall', overall));
const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
console.log('\nMutation score per file (killed + timeout) / (killed + timeout + survived + no coverage):');
for (const row of table) console.log(row.map((value, column) => value.padEnd(widths[column])).join('  ').trimEnd());

const below = machineRows.length > 0 && scoreOf(overall) < THRESHOLD;
if (below) console.error(`\nmachines/ scores ${scoreOf(overall).toFixed(1)} %, below the ${THRESHOLD} % threshold.`);
process.exit(failedRun || below ? 1 : 0);
