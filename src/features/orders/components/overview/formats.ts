// Dates: src/shared/i18n/dates.ts (formatDate), the one date formatter of the browser.
import { formatEuro, toCents } from '../../../../domain/money.js';
import { localeFromLang } from '../../../../shared/i18n/locale.js';

/** Invoice amounts arrive in euros (two decimals): shown through the one formatEuro (cents in). */
export function formatAmount(euros: number, lang: string): string {
  return formatEuro(toCents(euros), localeFromLang(lang));
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(0)} kB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}
