import { i18n, type Messages } from '@lingui/core';
import { messages as dutchLogin } from '../../../locales/nl/login.po';
import { DEFAULT_LOCALE, type Locale } from './locale.js';

export { i18n };

type Catalog = () => Promise<{ messages: Messages }>;
type Area = 'login' | 'app';

/**
 * Two catalogues per language (see lingui.config.ts): the login area's texts come with the first
 * page load (Dutch, the default, without an extra round trip before the first paint); the rest of
 * the app's texts load with its first lazy screen. English is always its own chunk.
 */
const catalogs: Record<Area, Record<Locale, Catalog>> = {
  login: {
    nl: async () => ({ messages: dutchLogin }),
    en: () => import('../../../locales/en/login.po'),
  },
  app: {
    nl: () => import('../../../locales/nl/messages.po'),
    en: () => import('../../../locales/en/messages.po'),
  },
};

const wantedAreas = new Set<Area>(['login']);
const loadedAreas = new Set<`${Area}:${Locale}`>();
let wantedLocale: Locale = DEFAULT_LOCALE;

/** Loads every wanted area of a language; loops because the app area may be asked for meanwhile. */
async function loadAreas(locale: Locale): Promise<void> {
  for (;;) {
    const missing = [...wantedAreas].filter((area) => !loadedAreas.has(`${area}:${locale}`));
    if (missing.length === 0) return;
    const loaded = await Promise.all(missing.map((area) => catalogs[area][locale]()));
    missing.forEach((area, index) => {
      i18n.load(locale, loaded[index]!.messages);
      loadedAreas.add(`${area}:${locale}`);
    });
  }
}

/** Loads and activates a language; the html lang attribute follows so screen readers switch too. */
export async function activateLocale(locale: Locale = DEFAULT_LOCALE): Promise<void> {
  wantedLocale = locale;
  await loadAreas(locale);
  // A later call for another language wins.
  if (wantedLocale !== locale) return;
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The texts of the screens behind the login; every lazy screen awaits this with its code. */
export async function loadAppMessages(): Promise<void> {
  wantedAreas.add('app');
  await loadAreas(wantedLocale);
}
