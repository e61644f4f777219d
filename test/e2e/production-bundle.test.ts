import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(join(dir, entry.name)) : /\.(js|html|css)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

// dist/ is built (when stale) by the e2e global setup.
describe('production bundle', () => {
  it('contains no trace of the Stately inspector (dev only, behind ?inspect)', () => {
    const offenders = builtFiles(DIST).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /@statelyai|statelyai|createBrowserInspector|stately\.ai\/inspect|VITE_INSPECT/.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it('contains no trace of the machine panel (src/app/inspect: dev and VITE_INSPECT=1 builds only)', () => {
    // Its class names and the key of the tab's choice are in its code and stylesheet and nowhere else.
    const offenders = builtFiles(DIST).filter((file) => /pp-inspector|pp\.inspect\b/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('has the app and its lazy chunks', () => {
    const files = builtFiles(DIST);
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
  });
});
