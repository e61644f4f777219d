import { formatEuro, toCents } from '../../domain/money.js';
import { localeFromLang } from '../../i18n/locale.js';

/** Dates as the customer reads them: "22-11-2026" in Dutch, "22/11/2026" in English. */
export function formatDate(iso: string | null | undefined, lang: string): string {
  if (!iso) return '–';
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeFromLang(lang) === 'nl' ? 'nl-NL' : 'en-GB', {
    day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam',
  }).format(date);
}

/** Invoice amounts arrive in euros (two decimals): shown through the one formatEuro (cents in). */
export function formatAmount(euros: number, lang: string): string {
  return formatEuro(toCents(euros), localeFromLang(lang));
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(0)} kB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
