import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AddressInputSchema, addressFieldErrors, hasHouseNumber } from '../../src/domain/address.js';
import { isPostcodeOf, normalizePostcode, POSTCODE_FORMATS } from '../../src/domain/postcodes.js';

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
      name: ['Name is required'], street: ['Street and number is required'], zip: ['Postcode is required'], city: ['City is required'],
    });
  });

  it('checks email only when given, the phone, the country code and the Dutch postcode', () => {
    expect(errorsOf({ ...base, email: '' })).toEqual({});
    expect(errorsOf({ ...base, email: 'info@zon' })).toEqual({ email: ['Email address must be a valid email address'] });
    expect(errorsOf({ ...base, phone: '06-1234' })).toHaveProperty('phone');
    expect(errorsOf({ ...base, phone: '+31 6 1234 5678' })).toEqual({});
    expect(errorsOf({ ...base, country_id: 'Nederland' })).toHaveProperty('country_id');
    expect(errorsOf({ ...base, zip: '10123' })).toEqual({ zip: ['A postcode in Netherlands looks like 1234 AB.'] });
    expect(errorsOf({ ...base, zip: '10123', country_id: 'DE' })).toEqual({});
    expect(errorsOf({ ...base, zip: 'B-1000', country_id: 'BE' })).toEqual({});
  });

  it('refuses wrong types and overlong text', () => {
    expect(errorsOf({ ...base, city: 42 })).toEqual({ city: ['Enter text here.'] });
    expect(errorsOf({ ...base, name: 'x'.repeat(101) })).toEqual({ name: ['Name may have at most 100 characters'] });
    expect(v.safeParse(AddressInputSchema, null).success).toBe(false);
  });
});

const complete = { name: 'Bakkerij De Zon B.V.', street: 'Zonnebloemstraat 12', zip: '1012 AB', city: 'Amsterdam', country_id: 'NL' };

describe('every problem of an address at once (as the form and the server show it)', () => {
  it('a form with everything wrong reports every field after one save, the postcode included', () => {
    expect(addressFieldErrors({ ...complete, name: '', email: 'info@zon', street: 'Teststraat', zip: '12', country_id: 'ZZ' })).toEqual({
      name: ['Name is required'],
      email: ['Email address must be a valid email address'],
      street: ['Fill in the house number too, for example Teststraat 12.'],
      country_id: ['Choose a country from the list.'],
    });
    // With a country the postcode is judged by it, whatever else is wrong.
    expect(addressFieldErrors({ ...complete, name: '', email: 'info@zon', street: 'Teststraat', zip: '12' })).toEqual({
      name: ['Name is required'],
      email: ['Email address must be a valid email address'],
      street: ['Fill in the house number too, for example Teststraat 12.'],
      zip: ['A postcode in Netherlands looks like 1234 AB.'],
    });
  });

  it('an empty form: each required field once, no follow-up complaints', () => {
    expect(addressFieldErrors({ name: '', street: '', zip: '', city: '' })).toEqual({
      name: ['Name is required'], street: ['Street and number is required'], zip: ['Postcode is required'], city: ['City is required'],
    });
  });

  it('the country is an ISO code from the list; lower case is read as upper case', () => {
    expect(addressFieldErrors({ ...complete, country_id: 'nl' })).toEqual({});
    expect(v.parse(AddressInputSchema, { ...complete, country_id: 'be', zip: '1000' }).country_id).toBe('BE');
  });
});

describe('a house number is part of the street line', () => {
  it.each([
    ['Teststraat 12', true],
    ['Hauptstraße 5a', true],
    ['Kerkstraat 1 A', true],
    ['Laan van Meerdervoort 12-14', true],
    ['12 rue de la Paix', true],
    ['Baker Street 221B', true],
    ['Teststraat', false],
    ['12', false],
    ['Straat van 2000', true],
  ])('%s: %s', (street, expected) => {
    expect(hasHouseNumber(street)).toBe(expected);
  });
});

describe('postcodes per country', () => {
  it.each([
    ['NL', '1012 AB', true, '1012 AB'],
    ['NL', '1012ab', true, '1012 AB'],
    ['NL', '0123 AB', false, ''],
    ['NL', '1012 SS', false, ''],
    ['NL', '10123', false, ''],
    ['BE', '1000', true, '1000'],
    ['BE', 'B-1000', true, '1000'],
    ['BE', '10000', false, ''],
    ['DE', '10115', true, '10115'],
    ['DE', '1011', false, ''],
    ['FR', '75001', true, '75001'],
    ['FR', '99001', false, ''],
    ['LU', '1234', true, 'L-1234'],
    ['LU', 'L-1234', true, 'L-1234'],
    ['LU', '12345', false, ''],
    ['GB', 'SW1A 1AA', true, 'SW1A 1AA'],
    ['GB', 'sw1a1aa', true, 'SW1A 1AA'],
    ['GB', 'M1 1AE', true, 'M1 1AE'],
    ['GB', '12345', false, ''],
    ['AT', '1010', true, '1010'],
    ['AT', '01010', false, ''],
    ['DK', '2100', true, '2100'],
  ])('%s %s: %s', (country, zip, valid, stored) => {
    expect(isPostcodeOf(country, zip)).toBe(valid);
    if (valid) expect(normalizePostcode(country, zip)).toBe(stored);
    const errors = addressFieldErrors({ ...complete, country_id: country, zip });
    expect(errors.zip === undefined).toBe(valid);
  });

  it('each country with a format shows its own example, which is itself valid', () => {
    for (const [country, format] of Object.entries(POSTCODE_FORMATS)) {
      expect(isPostcodeOf(country, format.example), country).toBe(true);
      const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(country);
      expect(addressFieldErrors({ ...complete, country_id: country, zip: '!' }).zip).toEqual([`A postcode in ${name} looks like ${format.example}.`]);
    }
  });
});
