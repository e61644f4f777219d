import { DELIVERY_COUNTRIES, type DeliveryCountry } from '../../domain/postcodes.js';

/**
 * Countries by name in the customer's language (the browser knows every name: no list of our own
 * to translate), while the address keeps the ISO code the carrier and the server use.
 */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export interface CountryOption {
  id: DeliveryCountry;
  label: string;
}

/** The delivery countries for a picker, sorted by their name as the customer reads it. */
export function countryOptions(locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return DELIVERY_COUNTRIES.map((id) => ({ id, label: countryName(id, locale) })).sort((a, b) => collator.compare(a.label, b.label));
}
