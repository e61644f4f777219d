import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './email.js';
import { DEFAULT_COUNTRY, isDeliveryCountry, isPostcodeOf, normalizePostcode, postcodeMessage } from './postcodes.js';
import { plainLine } from './text.js';
import { rule, RULE_TEXTS } from './texts/rule-texts.js';
import { say, word, type Text } from './texts/text.js';

/**
 * What a user types to add a delivery address (POST /addresses). Strings are trimmed first so a
 * field of spaces counts as empty. Required: name, street, zip, city; the rest may stay empty.
 */

const MAX_TEXT = 100;

const trimmed = v.pipe(v.string(say(RULE_TEXTS.notText)), v.trim());

function required(label: string, max = MAX_TEXT) {
  return v.pipe(
    trimmed,
    v.nonEmpty(rule.required(label)),
    v.maxLength(max, rule.maxLength(label, max)),
    plainLine(label),
  );
}

function optionalText(label: string, max = MAX_TEXT) {
  return v.optional(v.pipe(trimmed, v.maxLength(max, rule.maxLength(label, max)), plainLine(label)), '');
}

/**
 * A delivery needs a house number: the street line holds it ("Teststraat 12", "12 rue de la Paix",
 * "Hauptstraße 5a"), so it must have a letter (the street) and a number standing on its own or with
 * a letter or addition after it. A street without one reaches the depot, not the customer.
 */
const HOUSE_NUMBER = /(?:^|[\s,.])\d+(?:\s?[a-zA-Z]{1,3})?(?:[-/]\w{1,6})?(?=$|[\s,])/u;
export const hasHouseNumber = (street: string): boolean => /\p{L}/u.test(street) && HOUSE_NUMBER.test(street.trim());

export const addressMessages = {
  houseNumber: /*i18n*/ { id: 'address.house_number', message: 'Vul ook het huisnummer in, bijvoorbeeld Teststraat 12.' },
  country: /*i18n*/ { id: 'address.country', message: 'Kies een land uit de lijst.' },
} as const satisfies Record<string, Text>;

export const AddressInputSchema = v.pipe(
  v.object(
    {
      name: required('Name'),
      dept: optionalText('Department'),
      attn: optionalText('Attention of'),
      phone: v.optional(
        v.pipe(
          trimmed,
          v.maxLength(20, rule.maxLength('Phone', 20)),
          v.regex(/^$|^\+?[0-9][0-9 ()-]{8,}$/, rule.minLength('Phone', 10)),
        ),
        '',
      ),
      email: v.optional(
        v.pipe(
          trimmed,
          v.maxLength(EMAIL_MAX_LENGTH, rule.maxLength('Email', EMAIL_MAX_LENGTH)),
          v.check((value) => value === '' || isEmailAddress(value), rule.email('Email')),
        ),
        '',
      ),
      street: v.pipe(required('Street'), v.check((street) => street === '' || hasHouseNumber(street), say(addressMessages.houseNumber))),
      zip: required('Postcode', 12),
      city: required('City', 60),
      country_id: v.optional(
        v.pipe(trimmed, v.toUpperCase(), v.check(isDeliveryCountry, say(addressMessages.country))),
        DEFAULT_COUNTRY,
      ),
    },
    rule.object('address'),
  ),
  // Checked as soon as postcode and country are readable, whatever else is wrong, so the customer
  // sees every problem of the form after one save, not one more after each.
  v.forward(
    // An empty postcode or an unknown country has its own message already.
    v.partialCheck([['zip'], ['country_id']], (input) => input.zip === '' || !isDeliveryCountry(input.country_id) || isPostcodeOf(input.country_id, input.zip), (issue) =>
      word(postcodeMessage(String((issue.input as { country_id?: unknown }).country_id ?? DEFAULT_COUNTRY)))),
    ['zip'],
  ),
  v.transform((input) => ({ ...input, zip: normalizePostcode(input.country_id, input.zip) })),
);

export type AddressInput = v.InferOutput<typeof AddressInputSchema>;

/**
 * Every problem of an address at once, per field (`{ zip: ["A postcode in BE looks like 1000."] }`):
 * the address form shows them under its fields, the server answers them as its 422. Not
 * abortPipeEarly, so one wrong field never hides the check of another.
 */
export function addressFieldErrors(input: unknown): Record<string, string[]> {
  const result = v.safeParse(AddressInputSchema, input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.issues) {
    const path = v.getDotPath(issue) ?? '_';
    const shown = errors[path] ?? [];
    if (!shown.includes(issue.message)) errors[path] = [...shown, issue.message];
  }
  return errors;
}
