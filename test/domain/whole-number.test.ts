import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from '../../src/domain/whole-number.js';

describe('parseWholeNumber: what a Dutch or English user types in a number field', () => {
  it.each([
    ['12', 'nl', 12],
    [' 12 ', 'nl', 12],
    ['0012', 'en', 12],
    ['1.000', 'nl', 1000],
    ['1,000', 'en', 1000],
    ['12.500', 'nl', 12500],
    ['10,000', 'en', 10000],
  ] as const)('reads %j in %s as %i', (text, language, value) => {
    expect(parseWholeNumber(text, language)).toEqual({ kind: 'number', value });
  });

  it.each(['', '   '])('reads %j as blank', (text) => {
    expect(parseWholeNumber(text, 'nl')).toEqual({ kind: 'blank' });
  });

  it.each([
    ['12,5', 'nl', 'integer'],
    ['12.5', 'nl', 'integer'],
    ['12.5', 'en', 'integer'],
    ['12,5', 'en', 'integer'],
    ['1,000', 'nl', 'integer'],
    ['12.500', 'en', 'integer'],
    ['0,5', 'nl', 'integer'],
    ['12,', 'nl', 'integer'],
    ['-5', 'nl', 'min'],
    ['- 5', 'en', 'min'],
    ['-12,5', 'nl', 'min'],
    ['abc', 'nl', 'type'],
    ['12abc', 'en', 'type'],
    ['1e3', 'en', 'type'],
    ['1.00.0', 'nl', 'type'],
  ] as const)('refuses %j in %s (%s) instead of changing it', (text, language, keyword) => {
    expect(parseWholeNumber(text, language)).toEqual({ kind: 'refused', keyword });
  });
});

describe('a copy line keeps refused text as typed and is not valid until it is a whole number', () => {
  it('reports 12,5 on quantity at once and never stores 125', async () => {
    const { newCopyLine, typeInLine, validateCopyLines } = await import('../../src/domain/copy-lines.js');
    const product = { fixed_width: 0, fixed_height: 0, sides: 1, min_order_qty: 0, kind: 'sheet' } as const;
    let line = { ...newCopyLine(product), originals: 1, width: 1000, height: 500 };
    line = typeInLine(line, 'quantity', '12,5', 'nl');
    expect(line).toMatchObject({ quantity: null, typed: { quantity: '12,5' } });
    expect(validateCopyLines([line], product).issues).toEqual([
      { row: 0, field: 'quantity', keyword: 'integer', message: 'Quantity must be a whole number' },
    ]);
    line = typeInLine(line, 'quantity', '-5', 'nl');
    expect(validateCopyLines([line], product).issues).toEqual([
      { row: 0, field: 'quantity', keyword: 'min', message: 'Quantity must be at least 1', params: { min: 1 } },
    ]);
    line = typeInLine(line, 'quantity', ' 12 ', 'nl');
    expect(line.quantity).toBe(12);
    expect('typed' in line).toBe(false);
    expect(validateCopyLines([line], product).issues).toEqual([]);
  });

  it('a line with only refused text is not an empty line (it is reported, not skipped)', async () => {
    const { newCopyLine, typeInLine, validateCopyLines } = await import('../../src/domain/copy-lines.js');
    const product = { fixed_width: 0, fixed_height: 0, sides: 1, min_order_qty: 0, kind: 'sheet' } as const;
    const line = typeInLine(newCopyLine(product), 'originals', 'abc', 'nl');
    expect(validateCopyLines([line], product).issues).toContainEqual(expect.objectContaining({ field: 'originals', keyword: 'type' }));
  });
});
