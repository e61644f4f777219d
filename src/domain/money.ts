/**
 * Money is integer cents everywhere inside; euros with two decimals only at the edge (the API's
 * price answers, the screen). Formatting is done by hand so server, browser and tests agree to the
 * character whatever ICU data the runtime has.
 */

export type Cents = number;
export type MoneyLang = 'nl' | 'en';

/** Euros (two decimals, as the API answers) to cents; float noise like 0.1 + 0.2 is rounded away. */
export function toCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError('euros must be a finite number');
  return Math.round(Number((euros * 100).toPrecision(15)));
}

/** Cents to euros with two decimals (a number, for the API's answers). */
export function toEuros(cents: Cents): number {
  return Math.round(cents) / 100;
}

export function sumCents(amounts: readonly Cents[]): Cents {
  return amounts.reduce((sum, amount) => sum + Math.round(amount), 0);
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** formatEuro(123456, 'nl') -> '€ 1.234,56'; formatEuro(123456, 'en') -> '€1,234.56'. */
export function formatEuro(cents: Cents, lang: MoneyLang = 'nl'): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const absolute = Math.abs(rounded);
  const whole = String(Math.floor(absolute / 100));
  const fraction = String(absolute % 100).padStart(2, '0');
  if (lang === 'nl') return `€ ${sign}${groupThousands(whole, '.')},${fraction}`;
  return `${sign}€${groupThousands(whole, ',')}.${fraction}`;
}

/** What an unknown price reads (spec section 4: "n.t.b."; in English "TBD", to be determined). */
export const UNKNOWN_PRICE: Record<MoneyLang, string> = { nl: 'n.t.b.', en: 'TBD' };

/** A price that may still be loading or unknown (the call failed): the cart shows n.t.b. / TBD then. */
export function formatPrice(cents: Cents | null | undefined, lang: MoneyLang = 'nl'): string {
  return typeof cents === 'number' && Number.isFinite(cents) ? formatEuro(cents, lang) : UNKNOWN_PRICE[lang];
}
