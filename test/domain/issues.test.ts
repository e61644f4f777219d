import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fromValibot, isBlank, labelOfKey, toFieldErrors } from '../../src/domain/issues.js';
import { printFieldErrors } from '../../src/domain/print.js';
import { ContactSchema } from '../../src/domain/order.js';

describe('issues for the browser and the API', () => {
  it.each([
    [undefined, true], [null, true], ['', true], ['  ', true], [0, false], ['0', false], [false, false],
  ])('isBlank(%j) is %s', (value, blank) => expect(isBlank(value)).toBe(blank));

  it('labels keys without a label of their own', () => {
    expect(labelOfKey('delivery_date')).toBe('Delivery date');
    expect(labelOfKey('finishing_id')).toBe('Finishing id');
  });

  it('maps valibot issues to field + keyword + message', () => {
    const result = v.safeParse(ContactSchema, { name: '', email: 'x', phone: 12 });
    expect(result.success).toBe(false);
    expect(fromValibot(result.issues ?? []).map((issue) => [issue.field, issue.keyword, issue.message])).toEqual([
      ['name', 'required', 'Name is required'],
      ['email', 'email', 'Email address must be a valid email address'],
      ['phone', 'type', 'Phone must be text'],
    ]);
  });

  it('turns issues into the 422 errors map, one message once per field', () => {
    const issue = { row: 2, field: 'width', keyword: 'min' as const, message: 'Width must be at least 45' };
    expect(toFieldErrors([issue, issue], 'copies')).toEqual({ 'copies.2.width': ['Width must be at least 45'] });
    expect(toFieldErrors([{ field: 'top', keyword: 'present', message: 'Top must be present' }])).toEqual({ top: ['Top must be present'] });
    expect(
      printFieldErrors({ copies: [issue], finishes: [], frames: [] }, 'products.1'),
    ).toEqual({ 'products.1.copies.2.width': ['Width must be at least 45'] });
  });
});
