import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIAGRAMS_PATH, diagramsMarkdown, MACHINES } from '../../scripts/machine-diagrams.js';
import { readdirSync } from 'node:fs';

describe('machine diagrams (npm run machines)', () => {
  it('are up to date with the machine definitions (run `npm run machines` after changing a machine)', () => {
    expect(readFileSync(DIAGRAMS_PATH, 'utf8')).toBe(diagramsMarkdown());
  });

  it('show every machine in machines/', () => {
    const files = readdirSync(new URL('../../machines', import.meta.url)).filter((file) => file.endsWith('.machine.ts'));
    expect(MACHINES).toHaveLength(files.length);
  });
});
