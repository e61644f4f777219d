import { readdirSync, readFileSync } from 'node:fs';
import { and, not, or } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DIAGRAMS_PATH, diagramsMarkdown, guardText, MACHINES } from '../../scripts/machine-diagrams.js';

describe('machine diagrams (npm run machines)', () => {
  it('are up to date with the machine definitions (run `npm run machines` after changing a machine)', () => {
    expect(readFileSync(DIAGRAMS_PATH, 'utf8')).toBe(diagramsMarkdown());
  });

  it('show every machine in machines/', () => {
    const files = readdirSync(new URL('../../machines', import.meta.url)).filter((file) => file.endsWith('.machine.ts'));
    expect(MACHINES).toHaveLength(files.length);
  });

  it('name the guards inside and/or/not (the Mermaid reading is in diagrams-mermaid.test.ts)', () => {
    expect(guardText(and(['hasLines', not('isBusy')]))).toBe('and(hasLines, not(isBusy))');
    expect(guardText(or([{ type: 'isOwner' }, 'isAdmin']))).toBe('or(isOwner, isAdmin)');
    expect(guardText(() => true)).toBe('inline guard');
  });
});
