import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  duplicateLine,
  isEmptyLine,
  newCopyLine,
  runningTotal,
  typeInLine,
  typedIssues,
  validateCopyLines,
  type ProductRules,
} from '../../src/domain/copy-lines.js';
import { CopySchema } from '../../src/domain/copy.js';
import { PlusFrameCopySchema, PlusFrameDraftSchema, totalSizeIssues } from '../../src/domain/plus-frame.js';

const sheet: ProductRules = { fixed_width: 0, fixed_height: 0, sides: 1, min_order_qty: 0, kind: 'sheet' };
const doubleSheet: ProductRules = { ...sheet, sides: 2 };
const frame: ProductRules = { ...sheet, kind: 'frame' };
const fixed: ProductRules = { ...sheet, fixed_width: 850, fixed_height: 2000, kind: 'piece' };

const good = { originals: 1, quantity: 1, width: 100, height: 100, sides: 1, abaa: 1, remark: '' };

/** The single issue a line with `patch` gives, as `[field, keyword, message]`, or null. */
function only(product: ProductRules, patch: Record<string, unknown>) {
  const { issues } = validateCopyLines([{ ...good, ...patch }], product);
  return issues.map((issue) => [issue.field, issue.keyword, issue.message]);
}

describe('general copy line: every rule of spec section 5 with its message', () => {
  it.each([
    // field, value, keyword, message
    ['originals', 0, 'min', 'Originals must be at least 1'],
    ['originals', 1, null, null],
    ['originals', 1000, null, null],
    ['originals', 1001, 'max', 'Originals may not be greater than 1000'],
    ['originals', 1.5, 'integer', 'Originals must be a whole number'],
    ['originals', '3', 'integer', 'Originals must be a whole number'],
    ['originals', null, 'required', 'Originals is required'],
    ['quantity', 0, 'min', 'Quantity must be at least 1'],
    ['quantity', 1, null, null],
    ['quantity', 10000, null, null],
    ['quantity', 10001, 'max', 'Quantity may not be greater than 10000'],
    ['quantity', 2.5, 'integer', 'Quantity must be a whole number'],
    ['quantity', 'ten', 'integer', 'Quantity must be a whole number'],
    ['quantity', '', 'required', 'Quantity is required'],
    ['width', 44, 'min', 'Width must be at least 45'],
    ['width', 45, null, null],
    ['width', 58, null, null],
    ['width', 45.5, 'integer', 'Width must be a whole number'],
    ['width', Number.NaN, 'integer', 'Width must be a whole number'],
    ['height', 44, 'min', 'Height must be at least 45'],
    ['height', 45, null, null],
    ['height', 10001, null, null],
    ['height', '100', 'integer', 'Height must be a whole number'],
    ['sides', 0, 'in', 'Sides must be 1 or 2'],
    ['sides', 3, 'in', 'Sides must be 1 or 2'],
    ['sides', '2', 'in', 'Sides must be 1 or 2'],
    ['abaa', 3, 'in', 'Side choice must be 1 or 2'],
    ['remark', 'x'.repeat(501), 'max_length', 'Remark may have at most 500 characters'],
    ['remark', 5, 'type', 'Remark must be text'],
    ['remark', null, null, null],
  ])('%s = %j -> %s', (field, value, keyword, message) => {
    const { issues } = validateCopyLines([{ ...good, [field]: value }], sheet);
    if (keyword === null) {
      expect(issues).toEqual([]);
    } else {
      expect(issues).toEqual([expect.objectContaining({ row: 0, field, keyword, message })]);
    }
  });

  it('gives the limit as a param so the browser can translate min/max', () => {
    const [issue] = validateCopyLines([{ ...good, width: 10 }], sheet).issues;
    expect(issue?.params).toEqual({ min: 45 });
  });

  it.each([
    [{ sides: 2, abaa: undefined }, [['abaa', 'required', 'Side choice is required']]],
    [{ sides: 2, abaa: 1, originals: 1 }, [['originals', 'equal', 'Originals should be equal to 2']]],
    [{ sides: 2, abaa: 1, originals: 3 }, [['originals', 'equal', 'Originals should be equal to 2']]],
    [{ sides: 2, abaa: 1, originals: 2 }, []],
    [{ sides: 2, abaa: 2, originals: 7 }, []],
    [{ sides: 1, abaa: 1, originals: 7 }, []],
    [{ sides: 1, abaa: undefined, originals: 7 }, []],
  ])('double-sided rule %j', (patch, expected) => {
    expect(only(doubleSheet, patch)).toEqual(expected);
  });

  it('the A/B rule is reported together with problems in other fields of the line', () => {
    expect(only(doubleSheet, { sides: 2, abaa: 1, originals: 1, width: 10 })).toEqual([
      ['width', 'min', 'Width must be at least 45'],
      ['originals', 'equal', 'Originals should be equal to 2'],
    ]);
  });

  it('a single-sided line without abaa defaults it to 1', () => {
    const { copies } = validateCopyLines([{ ...good, abaa: undefined, remark: undefined }], sheet);
    expect(copies).toEqual([{ ...good, abaa: 1, remark: '' }]);
  });
});

describe('PlusFrame line', () => {
  it.each([
    ['quantity', 50, null, null],
    ['quantity', 51, 'max', 'Quantity may not be greater than 50'],
    ['quantity', 0, 'min', 'Quantity must be at least 1'],
    ['width', 58, 'min', 'Width must be at least 59'],
    ['width', 59, null, null],
    ['height', 58, 'min', 'Height must be at least 59'],
    ['height', 59, null, null],
    ['height', 10000, null, null],
    ['height', 10001, 'max', 'Height may not be greater than 10000'],
    ['originals', 1001, 'max', 'Originals may not be greater than 1000'],
    ['sides', null, 'required', 'Sides is required'],
  ])('%s = %j -> %s', (field, value, keyword, message) => {
    const patch = { width: 100, height: 100, [field]: value };
    expect(only(frame, patch)).toEqual(keyword === null ? [] : [[field, keyword, message]]);
  });

  it('sides 2 with A/B needs 2 originals', () => {
    expect(only(frame, { sides: 2, abaa: 1, originals: 1 })).toEqual([['originals', 'equal', 'Originals should be equal to 2']]);
  });

  describe('total size rule', () => {
    const minTen: ProductRules = { ...frame, min_order_qty: 10 };
    const line = (originals: number, quantity: number, sides = 1) => ({ ...good, originals, quantity, sides, abaa: 2 });
    const message = 'Minimaal besteld product moet totaal: 10 zijn';

    it('marks quantity AND originals of the first line with the minimum in the message', () => {
      const { issues } = validateCopyLines([line(1, 3), line(2, 3)], minTen);
      expect(issues).toEqual([
        { row: 0, field: 'quantity', keyword: 'total_min', message, params: { min: 10 } },
        { row: 0, field: 'originals', keyword: 'total_min', message, params: { min: 10 } },
      ]);
    });

    it.each([
      [[line(2, 5)], true], // 2 x 5 = 10
      [[line(3, 3)], false], // 9
      [[line(1, 4), line(3, 2)], true], // 4 + 6
      [[line(5, 9, 2)], false], // double-sided: just quantity, 9
      [[line(5, 10, 2)], true],
    ])('lines %j reach the minimum: %s', (lines, ok) => {
      expect(validateCopyLines(lines, minTen).issues.length === 0).toBe(ok);
    });

    it('first line means the first line that is not empty', () => {
      const { issues } = validateCopyLines([{ originals: null, quantity: null, width: null, height: null }, line(1, 1)], minTen);
      expect(issues.map((issue) => issue.row)).toEqual([1, 1]);
    });

    it('does not apply to general products or a minimum of 0', () => {
      expect(validateCopyLines([line(1, 1)], { ...sheet, min_order_qty: 10 }).issues).toEqual([]);
      expect(validateCopyLines([line(1, 1)], frame).issues).toEqual([]);
    });
  });
});

describe('empty lines', () => {
  const blank = { originals: null, quantity: '', width: undefined, height: '  ', sides: 2, abaa: 2, remark: 'note', id: 4 };

  it('a line with only remark, id, sides and abaa is empty when the product has no fixed size', () => {
    expect(isEmptyLine(blank, sheet)).toBe(true);
    expect(isEmptyLine({ ...blank, width: 100 }, sheet)).toBe(false);
    expect(isEmptyLine(blank, fixed)).toBe(false);
  });

  it('empty lines are skipped; rows keep their index', () => {
    const result = validateCopyLines([blank, { ...good, width: 1 }, good], sheet);
    expect(result.issues).toEqual([expect.objectContaining({ row: 1, field: 'width' })]);
  });

  it('only empty lines: originals and quantity of the first row are required', () => {
    expect(validateCopyLines([blank], sheet).issues.map((issue) => [issue.row, issue.field, issue.keyword])).toEqual([
      [0, 'originals', 'required'],
      [0, 'quantity', 'required'],
    ]);
    expect(validateCopyLines([], sheet).issues).toHaveLength(2);
  });

  it('with a fixed size a blank line is validated, not skipped', () => {
    const { issues } = validateCopyLines([{ ...blank, width: 850, height: 2000 }], fixed);
    expect(issues.map((issue) => issue.field)).toEqual(['originals', 'quantity']);
  });

  it('refuses a line of a fixed-size product at any other size, and takes it at its own', () => {
    const line = { originals: 1, quantity: 2, sides: 1, abaa: 1, remark: '' };
    expect(validateCopyLines([{ ...line, width: 850, height: 2000 }], fixed).issues).toEqual([]);
    const { issues, copies } = validateCopyLines([{ ...line, width: 850, height: 2000 }, { ...line, width: 100_000, height: 2000 }], fixed);
    expect(issues).toEqual([
      { row: 1, field: 'width', keyword: 'fixed', message: 'Width must be 850 mm for this product', params: { fixed: 850 } },
    ]);
    expect(copies).toHaveLength(1);
    expect(validateCopyLines([{ ...line, width: 45, height: 45 }], { ...sheet, fixed_width: 500 }).issues.map((issue) => issue.field)).toEqual(['width']);
  });
});

describe('new lines, duplicates, running total', () => {
  it('new line: sides from the product, abaa 1, fixed size preset', () => {
    expect(newCopyLine(sheet)).toEqual({ originals: null, quantity: null, width: null, height: null, sides: 1, abaa: 1, remark: '' });
    expect(newCopyLine(doubleSheet).sides).toBe(2);
    expect(newCopyLine(fixed)).toMatchObject({ width: 850, height: 2000 });
    expect(newCopyLine({ ...sheet, fixed_width: 500 })).toMatchObject({ width: 500, height: null });
  });

  it('a duplicate has no id', () => {
    expect(duplicateLine({ ...good, id: 9 })).toEqual(good);
  });

  it('a blank line of a product with only a fixed height is not empty; nor is a blank line with refused text, or something that is no line', () => {
    const blankLine = { originals: null, quantity: null, width: null, height: null, sides: 1, abaa: 1, remark: '' };
    expect(isEmptyLine(blankLine, { fixed_width: 0, fixed_height: 2000 })).toBe(false);
    expect(isEmptyLine(blankLine, fixed)).toBe(false);
    expect(isEmptyLine({ ...blankLine, typed: { width: '12,5' } }, sheet)).toBe(false);
    expect(isEmptyLine('x', sheet)).toBe(false);
    expect(isEmptyLine(null, sheet)).toBe(false);
    expect(typedIssues(null, 0, sheet)).toEqual([]);
  });

  it('text typed in a field says only why it is refused, once per field', () => {
    const integer = { row: 0, field: 'width', keyword: 'integer', message: 'Width must be a whole number' };
    expect(validateCopyLines([{ ...good, width: null, typed: { width: '12,5' } }], sheet).issues).toEqual([integer]);
    expect(validateCopyLines([{ ...good, width: -5.5 }], sheet).issues).toEqual([integer]);
  });

  it('one cell that is no number does not hide the errors of the other cells: all at once', () => {
    const line = { ...good, originals: 2000, quantity: 0, width: null, height: 20, typed: { width: 'abc' } };
    expect(validateCopyLines([line], sheet).issues.map((issue) => [issue.field, issue.keyword])).toEqual([
      ['width', 'type'],
      ['originals', 'max'],
      ['quantity', 'min'],
      ['height', 'min'],
    ]);
  });

  it.each([
    ['a non-number in originals', { ...good, height: 10, originals: null, typed: { originals: 'x' } }, [['originals', 'type'], ['height', 'min']]],
    ['two non-numbers', { ...good, width: null, height: null, typed: { width: 'x', height: '-5' } }, [['width', 'type'], ['height', 'min']]],
    ['a non-number on an A/B line', { ...good, quantity: null, sides: 2, abaa: 1, originals: 3, typed: { quantity: 'q' } }, [['quantity', 'type'], ['originals', 'equal']]],
  ])('%s: every cell of the line is reported', (_name, line, expected) => {
    expect(validateCopyLines([line], doubleSheet).issues.map((issue) => [issue.field, issue.keyword])).toEqual(expected);
  });

  it('a product with only a fixed width has a fixed size too', () => {
    const blankLine = { originals: null, quantity: null, width: null, height: null, sides: 1, abaa: 1, remark: '' };
    expect(isEmptyLine(blankLine, { fixed_width: 850, fixed_height: 0 })).toBe(false);
  });

  it('typing: an emptied field is blank (null); a number typed in one field keeps the refused text of another', () => {
    const typedIn = { ...newCopyLine(sheet), width: 100, typed: { height: 'x' } };
    expect(typeInLine(typedIn, 'width', '', 'nl')).toEqual({ ...typedIn, width: null });
    expect(typeInLine({ ...typedIn, typed: { width: '12,5', height: 'x' } }, 'width', '100', 'nl')).toEqual(typedIn);
  });

  it('typed text that reads as a number in Dutch but was refused in English is reported as not an integer', () => {
    expect(typedIssues({ typed: { width: '1.500' } }, 2, sheet)).toEqual([{ row: 2, field: 'width', keyword: 'integer', message: 'Width must be a whole number' }]);
  });

  it('the PlusFrame total is only checked once every line is readable', () => {
    const plusFrame = { ...frame, min_order_qty: 10 };
    const plusLine = { ...good, width: 1000, height: 1000 };
    expect(validateCopyLines([plusLine, { ...plusLine, width: 1 }], plusFrame).issues.map((issue) => [issue.row, issue.keyword])).toEqual([[1, 'min']]);
  });

  it('the minimum total is a PlusFrame rule only', () => {
    expect(validateCopyLines([good], { ...sheet, min_order_qty: 10 }).issues).toEqual([]);
  });

  it('the running total ignores what is not a positive number', () => {
    expect(runningTotal([{ originals: -2, quantity: 3 }, { originals: '5', quantity: 3 }, { originals: Number.POSITIVE_INFINITY, quantity: 1 }, { originals: Number.NaN, quantity: 1 }])).toBe(0);
  });

  it('running total counts pieces of the lines typed so far', () => {
    expect(runningTotal([{ originals: 2, quantity: 3 }, { originals: 4, quantity: 5, sides: 2 }, { originals: null, quantity: 7 }])).toBe(6 + 5);
  });
});

describe('wire schemas', () => {
  it('a copy on the wire must carry abaa even when single-sided', () => {
    const result = v.safeParse(CopySchema, { ...good, abaa: undefined });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Side choice is required');
  });

  it('the PlusFrame wire schema keeps the PlusFrame limits', () => {
    expect(v.safeParse(PlusFrameCopySchema, { ...good, quantity: 51, width: 100, height: 100 }).success).toBe(false);
    expect(v.safeParse(CopySchema, { ...good, quantity: 51 }).success).toBe(true);
  });

  it('a PlusFrame line on the wire must carry abaa too; a PlusFrame draft may leave it out', () => {
    const plus = { ...good, width: 1000, height: 2000, abaa: undefined };
    expect(v.safeParse(PlusFrameCopySchema, plus).success).toBe(false);
    expect(v.safeParse(PlusFrameDraftSchema, plus).success).toBe(true);
  });

  it('refuses more than 10,000 lines in one go, and takes exactly 10,000', () => {
    expect(validateCopyLines(Array.from({ length: 10_001 }, () => good), sheet)).toEqual({
      issues: [{ field: 'copies', keyword: 'max_items', message: 'No more than 10000 lines', params: { max: 10_000 } }],
      copies: [],
      rows: [],
    });
    expect(validateCopyLines(Array.from({ length: 10_000 }, () => good), sheet).issues).toEqual([]);
  });
});

describe('the PlusFrame total (totalSizeIssues)', () => {
  it('marks quantity and originals of the first line when the lines hold fewer pieces than the minimum', () => {
    const issue = { row: 3, keyword: 'total_min', message: 'Minimaal besteld product moet totaal: 5 zijn', params: { min: 5 } };
    expect(totalSizeIssues([{ originals: 2, quantity: 2, sides: 1 }], 5, 3)).toEqual([{ ...issue, field: 'quantity' }, { ...issue, field: 'originals' }]);
  });

  it('is quiet with enough pieces, without lines, or without a minimum', () => {
    expect(totalSizeIssues([{ originals: 1, quantity: 5, sides: 1 }], 5)).toEqual([]);
    expect(totalSizeIssues([], 5)).toEqual([]);
    expect(totalSizeIssues([{ originals: 1, quantity: 1, sides: 1 }], 0)).toEqual([]);
  });
});
