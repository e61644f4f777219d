import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

// Vitest for Stryker (stryker.config.mjs): only the test files of the group being mutated
// (MUTATION_TESTS, set by stryker.config.mjs), without the views and browser projects of
// vitest.config.ts (whose global setup builds the app).
const tests = process.env.MUTATION_TESTS?.split(',') ?? ['test/domain/**/*.test.ts', 'test/machines/**/*.test.ts'];

/** Stryker stops a mutant at its first failing test: the import check and the short behaviour tests go first. */
class QuickFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => (file.moduleId.endsWith('mutation-imports.test.ts') ? 0 : file.moduleId.includes('.behaviour.') ? 1 : 2);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  test: {
    name: 'unit',
    environment: 'node',
    include: tests,
    sequence: { sequencer: QuickFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
