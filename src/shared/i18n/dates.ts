import { localeFromLang } from './locale.js';

/**
 * The one place a date is written for the customer, in their language and on Amsterdam's calendar:
 * "22-11-2026" in Dutch, "22/11/2026" in English. A date-only value (`yyyy-mm-dd`) is read at noon
 * UTC so no time zone moves it to another day; date rules and arithmetic live in src/domain/delivery-date.
 */
export function formatDate(iso: string | null | undefined, lang: string): string {
  if (!iso) return '–';
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeFromLang(lang) === 'nl' ? 'nl-NL' : 'en-GB', {
    day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam',
  }).format(date);
}

/**
 * A moment with its weekday and Amsterdam time, for deadlines a customer plans by: "vr 04-12-2026
 * 12:00" in Dutch, "Fri 04/12/2026 12:00" in English. A date-only value is a day without a time.
 */
export function formatMoment(iso: string, lang: string, withTime = true): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeFromLang(lang) === 'nl' ? 'nl-NL' : 'en-GB', {
    weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam',
    ...(withTime && iso.length > 10 ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(date).replaceAll(',', '');
}
