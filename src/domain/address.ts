import * as v from 'valibot';
import { plainLine } from './text.js';

/**
 * What a user types to add a delivery address (POST /addresses). Strings are trimmed first so a
 * field of spaces counts as empty. Required: name, street, zip, city; the rest may stay empty.
 */

const MAX_TEXT = 100;

const trimmed = v.pipe(v.string('Must be text.'), v.trim());

function required(label: string, max = MAX_TEXT) {
  return v.pipe(
    trimmed,
    v.nonEmpty(`${label} is required.`),
    v.maxLength(max, `${label} may be at most ${max} characters.`),
    plainLine(label),
  );
}

function optionalText(label: string, max = MAX_TEXT) {
  return v.optional(v.pipe(trimmed, v.maxLength(max, `${label} may be at most ${max} characters.`), plainLine(label)), '');
}

/** Dutch postcodes are "1234 AB"; other European ones are 3 to 10 letters, digits, spaces or dashes. */
const DUTCH_ZIP = /^[1-9][0-9]{3} ?[A-Z]{2}$/i;
const EUROPEAN_ZIP = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/i;

export const COUNTRY_CODE = /^[A-Z]{2}$/;

const EmailSchema = v.pipe(v.string(), v.email());

export const AddressInputSchema = v.pipe(
  v.object(
    {
      name: required('Name'),
      dept: optionalText('Department'),
      attn: optionalText('Attention of'),
      phone: v.optional(
        v.pipe(
          trimmed,
          v.maxLength(20, 'Phone may be at most 20 characters.'),
          v.regex(/^$|^\+?[0-9][0-9 ()-]{8,}$/, 'Phone must be a phone number of at least 10 characters (digits, spaces, +, -, brackets).'),
        ),
        '',
      ),
      email: v.optional(
        v.pipe(
          trimmed,
          v.maxLength(254, 'Email may be at most 254 characters.'),
          v.check((value) => value === '' || v.is(EmailSchema, value), 'Email must be a valid email address.'),
        ),
        '',
      ),
      street: required('Street'),
      zip: v.pipe(
        required('Postcode', 10),
        v.regex(EUROPEAN_ZIP, 'Postcode must be a valid postcode.'),
        v.transform((value) => value.toUpperCase()),
      ),
      city: required('City', 60),
      country_id: v.optional(
        v.pipe(trimmed, v.regex(COUNTRY_CODE, 'Country must be a two-letter uppercase code such as NL.')),
        'NL',
      ),
    },
    'Address must be an object.',
  ),
  v.forward(
    v.check((input) => input.country_id !== 'NL' || DUTCH_ZIP.test(input.zip), 'A Dutch postcode looks like 1234 AB.'),
    ['zip'],
  ),
);

export type AddressInput = v.InferOutput<typeof AddressInputSchema>;
