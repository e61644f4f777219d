import { describe, expect, it } from 'vitest';
import { lexContent, type Operand } from '../../../src/server/modules/files/pdf-analysis/content-lexer.js';

const run = (text: string | Uint8Array, tokens = 1_000) => {
  const seen: [string, Operand[]][] = [];
  const read = lexContent(typeof text === 'string' ? Buffer.from(text, 'latin1') : text, { operators: tokens }, (operator, operands) => seen.push([operator, operands]));
  return { read, seen };
};

describe('content stream lexer', () => {
  it('reads operators with their number and name operands, skipping strings, arrays, comments and inline images', () => {
    const { read, seen } = run('q 100 0 0 50 10 20 cm /Im1 Do Q % note (\n BT (a \\) b (c) d) Tj [(x) -20 (y)] TJ ET BI /W 2 /H 1 ID \x00EI\xff\n EI 1 0 0 rg');
    expect(read).toBe(true);
    expect(seen.map(([operator]) => operator)).toEqual(['q', 'cm', 'Do', 'Q', 'BT', 'Tj', 'TJ', 'ET', 'BI', 'rg']);
    expect(seen[1]![1]).toEqual([100, 0, 0, 50, 10, 20]);
    expect(seen[2]![1]).toEqual([{ name: 'Im1' }]);
  });

  it('stops at its token bound, operands counted too, and keeps few operands of a run without operators', () => {
    expect(run('1 '.repeat(5_000)).read).toBe(false);
    expect(run('1 '.repeat(5_000), 10_000).read).toBe(true);
    const { seen } = run(`${'7 '.repeat(5_000)}1 2 3 4 5 6 cm`, 10_000);
    expect(seen[0]![1].slice(-6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seen[0]![1].length).toBeLessThanOrEqual(17);
  });
});
