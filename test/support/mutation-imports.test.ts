import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/**
 * For Stryker only (vitest.mutation.config.ts adds it to a group's tests; no vitest project
 * includes test/support): imports each mutated file. A mutant that makes a machine's definition
 * throw (an unknown target, `states: {}`) fails every test file that imports it, but Stryker 9's
 * vitest runner sees a file that failed to import as one without tests and counts the mutant as
 * survived. Here the failed import is a failing test, as it is in `npm test`.
 */
const files = process.env.MUTATION_FILES?.split(',') ?? [];

it.each(files)('imports %s', async (file) => {
  await expect(import(resolve(file))).resolves.toBeDefined();
});
