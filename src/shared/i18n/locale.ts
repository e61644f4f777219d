/** The interface languages: Dutch by default, English as the fallback (spec section 1). */
export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

/** The first two letters of the user's `lang` choose the language; anything unknown stays Dutch. */
export function localeFromLang(lang: string | null | undefined): Locale {
  const code = (lang ?? '').slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(code) ? (code as Locale) : DEFAULT_LOCALE;
}
