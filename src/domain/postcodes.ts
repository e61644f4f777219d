/**
 * The countries the company delivers to and what a postcode looks like in each. A postcode that
 * does not fit its country is a typo that would send a banner to the wrong depot, so it is refused
 * before the address is saved, with an example of the right shape. Countries without a known
 * format keep the general European shape (3 to 10 letters, digits, spaces or dashes).
 */

import { withValues, type Text } from './texts/text.js';

export interface PostcodeFormat {
  /** The shape, on the trimmed upper-case text. */
  pattern: RegExp;
  /** What the customer is shown as the right shape. */
  example: string;
  /** The postcode as the carrier's label prints it. */
  normalize: (text: string) => string;
}

const asTyped = (text: string) => text;
/** The old style with the country's letter in front ("B-1000", "D-10115") is read, and printed without. */
const digitsOnly = (text: string) => text.replace(/^[A-Z]-?/, '');
const compact = (text: string) => text.replace(/[\s-]/g, '');

export const POSTCODE_FORMATS: Readonly<Record<string, PostcodeFormat>> = {
  // No postcode begins with 0; the letter pairs SA, SD and SS are never given out.
  NL: { pattern: /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/, example: '1234 AB', normalize: (text) => `${text.slice(0, 4)} ${text.slice(-2)}` },
  BE: { pattern: /^(?:B-?)?[1-9][0-9]{3}$/, example: '1000', normalize: digitsOnly },
  DE: { pattern: /^(?:D-?)?[0-9]{5}$/, example: '10115', normalize: digitsOnly },
  FR: { pattern: /^(?:F-?)?(?:0[1-9]|[1-8][0-9]|9[0-8])[0-9]{3}$/, example: '75001', normalize: digitsOnly },
  LU: { pattern: /^(?:L-?)?[0-9]{4}$/, example: 'L-1234', normalize: (text) => `L-${text.slice(-4)}` },
  GB: {
    pattern: /^(?:GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$/,
    example: 'SW1A 1AA',
    normalize: (text) => `${compact(text).slice(0, -3)} ${compact(text).slice(-3)}`,
  },
  AT: { pattern: /^(?:A-?)?[1-9][0-9]{3}$/, example: '1010', normalize: digitsOnly },
};

const GENERAL_FORMAT: PostcodeFormat = { pattern: /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/, example: '', normalize: asTyped };

/**
 * ISO 3166 codes of the countries a delivery address may be in: the European Union, the United
 * Kingdom, Switzerland and Norway. The address form offers them by name in the customer's language.
 */
export const DELIVERY_COUNTRIES = [
  'NL', 'BE', 'DE', 'FR', 'LU', 'GB', 'AT',
  'BG', 'CH', 'CY', 'CZ', 'DK', 'EE', 'ES', 'FI', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LV', 'MT', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;
export type DeliveryCountry = (typeof DELIVERY_COUNTRIES)[number];

export const DEFAULT_COUNTRY: DeliveryCountry = 'NL';

export const isDeliveryCountry = (code: string): code is DeliveryCountry => (DELIVERY_COUNTRIES as readonly string[]).includes(code);

export const postcodeFormatOf = (country: string): PostcodeFormat => POSTCODE_FORMATS[country] ?? GENERAL_FORMAT;

/** Whether `zip` (any case, spaces around allowed) is a postcode of `country`. */
export function isPostcodeOf(country: string, zip: string): boolean {
  return postcodeFormatOf(country).pattern.test(zip.trim().toUpperCase());
}

/** The postcode as stored and printed: upper case, in the country's own spacing. */
export function normalizePostcode(country: string, zip: string): string {
  const text = zip.trim().toUpperCase();
  const format = postcodeFormatOf(country);
  return format.pattern.test(text) ? format.normalize(text) : text;
}

/** The refusal of a postcode, naming the country's shape when it has one. */
export function postcodeMessage(country: string): Text {
  const { example } = postcodeFormatOf(country);
  return example ? withValues(POSTCODE_TEXTS.looksLike, { country, example }) : POSTCODE_TEXTS.invalid;
}

export const POSTCODE_TEXTS = {
  // The countries with a postcode shape of their own (POSTCODE_FORMATS) by name.
  looksLike: /*i18n*/ {
    id: 'postcode.looks_like',
    message: 'Een postcode in {country, select, NL {Nederland} BE {België} DE {Duitsland} FR {Frankrijk} LU {Luxemburg} GB {Verenigd Koninkrijk} AT {Oostenrijk} other {{country}}} ziet eruit als {example}.',
  },
  invalid: /*i18n*/ { id: 'postcode.invalid', message: 'Vul een geldige postcode in.' },
} as const satisfies Record<string, Text>;
