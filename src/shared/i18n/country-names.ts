import { DELIVERY_COUNTRIES, type DeliveryCountry } from '../../domain/postcodes.js';
import { countryName } from '../../domain/country-name.js';

export interface CountryOption {
  id: DeliveryCountry;
  label: string;
}

/** The delivery countries for a picker, sorted by their name as the customer reads it. */
export function countryOptions(locale: string): CountryOption[] {
  const collator = new Intl.Collator(locale);
  return DELIVERY_COUNTRIES.map((id) => ({ id, label: countryName(id, locale) })).sort((a, b) => collator.compare(a.label, b.label));
}
