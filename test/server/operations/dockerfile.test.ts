import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, SERVER_MAIN } from '../../../scripts/build-steps.mjs';

/**
 * The Dockerfile read, not built (no container runs on the development machine or in CI): what
 * its build stage copies exists and is not kept out by .dockerignore, and what its runtime stage
 * starts and checks is what the build makes and the server answers.
 */
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');
const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));

it('copies into the build only files that exist and reach the build context', () => {
  const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) => match[1]!.split(' '));
  expect(copies.length).toBeGreaterThan(0);
  for (const source of copies) {
    expect(existsSync(join(ROOT, source)), source).toBe(true);
    expect(ignored, source).not.toContain(source);
  }
  // What `npm run build` reads must be in the context.
  for (const needed of ['src', 'machines', 'locales', 'public', 'scripts', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'tsconfig.json']) {
    expect(ignored, needed).not.toContain(needed);
  }
});

it('runs the compiled server as a user other than root, with a health check on a route of ours', () => {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  expect(runtime).toContain(`CMD ["node", "${relative(ROOT, SERVER_MAIN)}"]`);
  expect(runtime).toMatch(/^USER node$/m);
  expect(runtime).toMatch(/SKIP_BUILD=1/);
  expect(runtime).toContain("/api/v1/health'");
  expect(runtime).not.toMatch(/tsx|npm (install|ci|run)/);
});
