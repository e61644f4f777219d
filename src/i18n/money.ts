import type { Locale } from './locale.js';

const formats = new Map<Locale, Intl.NumberFormat>();

/** Euro amounts: `€ 1.234,56` in Dutch, `€1,234.56` in English. */
export function formatEuro(amount: number, locale: Locale = 'nl'): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency: 'EUR' });
    formats.set(locale, format);
  }
  return format.format(amount);
}
