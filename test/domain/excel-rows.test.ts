import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROW, isExampleRow, rowsToCopyLines } from '../../src/domain/excel-rows.js';
import { validateCopyLines, type ProductRules } from '../../src/domain/copy-lines.js';

const free: ProductRules = { fixed_width: 0, fixed_height: 0, sides: 1, min_order_qty: 0, kind: 'sheet' };
const fixed: ProductRules = { ...free, fixed_width: 850, fixed_height: 2000 };
const frame: ProductRules = { ...free, kind: 'frame' };
const header = ['originals', 'quantity', 'width', 'height', 'remark'];

describe('Excel rows to copy lines', () => {
  it.each([
    ['the Dutch example row with its mark', [...EXAMPLE_ROW.nl.cells, EXAMPLE_ROW.nl.mark], true],
    ['the English example row with its mark', [...EXAMPLE_ROW.en.cells, EXAMPLE_ROW.en.mark], true],
    ['the example row of a template handed out before the mark', [...EXAMPLE_ROW.nl.cells], true],
    ['a real line the customer marked by copying the example', [2, 5, 1200, 800, 'Gevel', '  voorbeeldregel: wordt niet geïmporteerd'], true],
    ['a real line with the same numbers', [1, 10, 3000, 1000, 'Spandoek voorgevel'], false],
    ['a real line whose remark mentions an example', [1, 10, 3000, 1000, 'Voorbeeld volgt per mail'], false],
  ])('%s: example row %s', (_name, cells, expected) => {
    expect(isExampleRow(cells)).toBe(expected);
  });

  it('leaves the template\'s example row out and counts it, so the customer can be told', () => {
    const sheet = [header, [...EXAMPLE_ROW.nl.cells, EXAMPLE_ROW.nl.mark], [2, 5, 1200, 800, 'Gevel'], ['x', 1, 100, 100, 'Zijkant']];
    const { lines, sheetRows, problems, examplesSkipped } = rowsToCopyLines(sheet, free);
    expect(examplesSkipped).toBe(1);
    expect(lines.map((line) => line.remark)).toEqual(['Gevel', 'Zijkant']);
    expect(sheetRows).toEqual([3, 4]);
    expect(problems.map((problem) => problem.sheetRow)).toEqual([4]);
  });

  it('skips the header and maps the five columns', () => {
    const { lines, problems } = rowsToCopyLines([header, [1, 10, 1000, 500, 'front'], ['2', ' 3 ', 600, 400, null]], free);
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      { originals: 1, quantity: 10, width: 1000, height: 500, sides: 1, abaa: 1, remark: 'front' },
      { originals: 2, quantity: 3, width: 600, height: 400, sides: 1, abaa: 1, remark: '' },
    ]);
    expect(validateCopyLines(lines, free).issues).toEqual([]);
  });

  it('a product with a fixed width keeps its fixed size and ignores the size columns', () => {
    const { lines, problems } = rowsToCopyLines([header, [1, 2, 'junk', 99999, 'x']], fixed);
    expect(problems).toEqual([]);
    expect(lines[0]).toMatchObject({ width: 850, height: 2000 });
  });

  it('reports cells that are not whole numbers or out of range by sheet row and column, and leaves them blank', () => {
    const { lines, problems } = rowsToCopyLines([header, [1, 2, 100, 100], ['one', 0, 44.5, 100], [1001, 10001, 100, 100]], free);
    expect(problems.map((problem) => [problem.sheetRow, problem.column, problem.field, problem.keyword])).toEqual([
      [3, 'A', 'originals', 'integer'],
      [3, 'B', 'quantity', 'min'],
      [3, 'C', 'width', 'integer'],
      [4, 'A', 'originals', 'max'],
      [4, 'B', 'quantity', 'max'],
    ]);
    expect(problems[0]?.message).toBe('Row 3, column A: not a whole number');
    expect(lines[1]).toMatchObject({ originals: null, quantity: null, width: null, height: 100 });
    expect(lines).toHaveLength(3);
  });

  it('uses the PlusFrame limits for PlusFrames', () => {
    const { problems } = rowsToCopyLines([header, [1, 51, 58, 10001]], frame);
    expect(problems.map((problem) => `${problem.column}:${problem.keyword}`)).toEqual(['B:max', 'C:min', 'D:max']);
  });

  it('skips empty rows, cuts long remarks, and stops at 10,000 lines', () => {
    const { lines, problems } = rowsToCopyLines([header, [null, '', undefined], [1, 1, 100, 100, 'r'.repeat(600)]], free);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.remark).toHaveLength(500);
    expect(problems).toEqual([expect.objectContaining({ sheetRow: 3, column: 'E', keyword: 'max_length' })]);
    const many = rowsToCopyLines([header, ...Array.from({ length: 10_001 }, () => [1, 1, 100, 100])], free);
    expect(many.lines).toHaveLength(10_000);
    expect(many.problems).toEqual([expect.objectContaining({ sheetRow: 10_002, field: 'rows', keyword: 'max_items' })]);
  });

  it('an empty sheet gives nothing', () => {
    expect(rowsToCopyLines([], free)).toEqual({ lines: [], sheetRows: [], problems: [], examplesSkipped: 0 });
    expect(rowsToCopyLines([header], free)).toEqual({ lines: [], sheetRows: [], problems: [], examplesSkipped: 0 });
  });

  // How fast is measured by `npm run bench` (editor figures), not here: a clock in a test fails on a busy machine.
  it('10,000 lines parse and validate, each kept', () => {
    const rows = [header, ...Array.from({ length: 10_000 }, (_, i) => [1 + (i % 5), 2, 1000, 500, `line ${i}`])];
    const { lines } = rowsToCopyLines(rows, free);
    expect(lines).toHaveLength(10_000);
    expect(lines[9_999]).toMatchObject({ originals: 5, remark: 'line 9999' });
    expect(validateCopyLines(lines, free).issues).toEqual([]);
  });
});
