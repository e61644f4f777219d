import { i18n, type Messages } from '@lingui/core';
import { messages as dutch } from '../../locales/nl/messages.po';
import { DEFAULT_LOCALE, type Locale } from './locale.js';

export { i18n };

/**
 * Dutch, the default, comes with the first page load (no extra round trip before the first paint);
 * English is its own chunk, loaded when a user's `lang` asks for it. Both compiled from the .po
 * files by the Lingui vite plugin.
 */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  nl: async () => ({ messages: dutch }),
  en: () => import('../../locales/en/messages.po'),
};

/** Loads and activates a language; the html lang attribute follows so screen readers switch too. */
export async function activateLocale(locale: Locale = DEFAULT_LOCALE): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
