// `node scripts/record-test-durations.mjs`: keeps each test file's duration of the last `npm test`
// (test-results/vitest.json) in test/support/file-durations.json, which the suite's sequencer reads
// where vitest's own cache has no timing yet (a fresh clone, CI): the longest files start first
// there too, instead of a long browser file starting last and running alone at the end.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
/** The file's path in the repository (a report of another clone names its own folder). */
const inRepository = (path) => {
  const here = relative(process.cwd(), path);
  return here.startsWith('..') ? path.replace(/^.*?\/(test\/)/, '$1') : here;
};
const durations = Object.fromEntries(
  report.testResults
    .map((file) => [inRepository(file.name), Math.round((file.endTime - file.startTime) / 100) * 100])
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync('test/support/file-durations.json', `${JSON.stringify(durations, null, 2)}\n`);
console.log(`recorded the durations of ${Object.keys(durations).length} test files in test/support/file-durations.json`);
