import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AddressInputSchema } from '../../src/domain/address.js';

const base = { name: 'Bakkerij De Zon B.V.', street: 'Zonnebloemstraat 12', zip: '1012 ab', city: 'Amsterdam' };
const errorsOf = (input: unknown) => {
  // As the server parses (parseOr422): the first failing check of a field only.
  const result = v.safeParse(AddressInputSchema, input, { abortPipeEarly: true });
  return result.success ? {} : v.flatten<typeof AddressInputSchema>(result.issues).nested ?? {};
};

describe('AddressInputSchema', () => {
  it('trims, upper-cases the postcode and fills the optional fields and country NL', () => {
    expect(v.parse(AddressInputSchema, { ...base, name: '  Bakkerij De Zon B.V. ' })).toEqual({
      ...base, zip: '1012 AB', dept: '', attn: '', phone: '', email: '', country_id: 'NL',
    });
  });

  it('requires name, street, zip and city with a clear message each', () => {
    expect(errorsOf({ name: ' ', street: '', zip: '', city: '' })).toEqual({
      name: ['Name is required.'], street: ['Street is required.'], zip: ['Postcode is required.'], city: ['City is required.'],
    });
  });

  it('checks email only when given, the phone, the country code and the Dutch postcode', () => {
    expect(errorsOf({ ...base, email: '' })).toEqual({});
    expect(errorsOf({ ...base, email: 'info@zon' })).toEqual({ email: ['Email must be a valid email address.'] });
    expect(errorsOf({ ...base, phone: '06-1234' })).toHaveProperty('phone');
    expect(errorsOf({ ...base, phone: '+31 6 1234 5678' })).toEqual({});
    expect(errorsOf({ ...base, country_id: 'Nederland' })).toHaveProperty('country_id');
    expect(errorsOf({ ...base, zip: '10123' })).toEqual({ zip: ['A Dutch postcode looks like 1234 AB.'] });
    expect(errorsOf({ ...base, zip: '10123', country_id: 'DE' })).toEqual({});
    expect(errorsOf({ ...base, zip: 'B-1000', country_id: 'BE' })).toEqual({});
  });

  it('refuses wrong types and overlong text', () => {
    expect(errorsOf({ ...base, city: 42 })).toEqual({ city: ['Must be text.'] });
    expect(errorsOf({ ...base, name: 'x'.repeat(101) })).toEqual({ name: ['Name may be at most 100 characters.'] });
    expect(v.safeParse(AddressInputSchema, null).success).toBe(false);
  });
});
