import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localeFromLang } from '../../src/shared/i18n/locale.js';
import { formatEuro } from '../../src/domain/money.js';
import { loginAreaFiles } from '../../scripts/login-area.js';

/** The login area's catalogue (loaded with the first page), the rest of the app's and the server's. */
const CATALOGS = ['login', 'messages', 'server'] as const;
const catalogPath = (locale: string, catalog: string) => fileURLToPath(new URL(`../../locales/${locale}/${catalog}.po`, import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));

/** msgid/msgstr pairs of both .po files of a language (single-line entries, as lingui writes them for our texts). */
function entries(locale: string, catalogs: readonly string[] = CATALOGS): { id: string; translation: string; origin: string }[] {
  return catalogs.flatMap((catalog) => catalogEntries(locale, catalog));
}

function catalogEntries(locale: string, catalog: string): { id: string; translation: string; origin: string }[] {
  const text = readFileSync(catalogPath(locale, catalog), 'utf8');
  return text
    .split(/\n\n+/)
    .map((block) => {
      const id = /^msgid "(.*)"$/m.exec(block)?.[1];
      const translation = /^msgstr "(.*)"$/m.exec(block)?.[1];
      const origin = /^#: (.*)$/m.exec(block)?.[1] ?? '';
      return id === undefined || translation === undefined ? null : { id, translation, origin };
    })
    .filter((entry): entry is { id: string; translation: string; origin: string } => entry !== null && entry.id !== '');
}

describe('translation catalogs', () => {
  it('has an English text for every message (run `npm run extract`, then translate)', () => {
    const untranslated = entries('en').filter((entry) => entry.translation === '').map((entry) => `${entry.id}  (${entry.origin})`);
    expect(untranslated).toEqual([]);
  });

  it('has the same messages in Dutch and English', () => {
    expect(entries('nl').map((entry) => entry.id).sort()).toEqual(entries('en').map((entry) => entry.id).sort());
  });

  it('keeps the placeholders of every message in its English text', () => {
    // A value's name, not the cases of a select (`{country, select, NL {Nederland} other {{country}}}`).
    const placeholders = (text: string) => (text.replace(/, select, .*\}\}/, '}').match(/\{\w+\}/g) ?? []).sort();
    // A text with an explicit id (src/domain/texts) has its Dutch source as its Dutch translation.
    const dutch = new Map(entries('nl').map((entry) => [entry.id, entry.translation]));
    const source = (id: string) => (/^[a-z_]+\.[a-z_.]+$/.test(id) ? dutch.get(id) ?? id : id);
    const broken = entries('en').filter((entry) => entry.translation && placeholders(source(entry.id)).join() !== placeholders(entry.translation).join());
    expect(broken.map((entry) => entry.id)).toEqual([]);
  });

  it('keeps every text of the first page load in the login catalogue, and only those', () => {
    const loginArea = new Set(loginAreaFiles(root));
    const origins = (catalog: string) => catalogEntries('nl', catalog).flatMap((entry) => entry.origin.split(' ').map((origin) => origin.replace(/:\d+$/, '')));
    expect(origins('login').filter((file) => !loginArea.has(file))).toEqual([]);
    expect(origins('messages').filter((file) => loginArea.has(file))).toEqual([]);
    expect(origins('login')).toContain('src/features/session/components/login-form.tsx');
  });

  it('has the texts the spec prescribes in English', () => {
    const english = new Map(entries('en').map((entry) => [entry.id, entry.translation]));
    expect(english.get('Meerdere tabbladen met verschillende partners, sluit dit venster.')).toBe('Multiple tabs with different Partners, close this window.');
    expect(english.get('U moet ingelogd zijn')).toBe('You need to be logged in');
    expect(english.get('E-mailadres is verplicht')).toBe('Email is required');
    expect(english.get('Klaar!')).toBe('Ready!');
  });

  it("uses the glossary's terms, never the words it rules out (locales/glossary.md)", () => {
    // The glossary's "never use" column, less the words with a legitimate other sense in our texts:
    // "rij" (a spreadsheet row in the Excel import), "ophalen"/"rekening" (the spec's own sentences).
    const dutch = ['aanvraag', 'mandje', 'artikel', 'ontwerpen', 'oplage', 'nabewerking', 'inkoper', 'kenmerk', 'bezorgdatum', 'afleveradres', 'template', 'je', 'jij', 'jouw', 'V000097', 'V000503', 'V000552'];
    const english = ['basket'];
    const usesWord = (text: string, word: string) => new RegExp(`(^|[^\\p{L}])${word}([^\\p{L}]|$)`, 'iu').test(text);
    const offences = [
      ...entries('nl').flatMap((entry) => dutch.filter((word) => usesWord(entry.translation, word)).map((word) => `nl "${word}": ${entry.translation}`)),
      ...entries('en').flatMap((entry) => english.filter((word) => usesWord(entry.translation, word)).map((word) => `en "${word}": ${entry.translation}`)),
    ];
    expect(offences).toEqual([]);
  });
});

describe('language choice', () => {
  it.each([
    ['nl', 'nl'],
    ['nl_NL', 'nl'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN_us', 'en'],
    ['de', 'nl'],
    ['', 'nl'],
  ])('user.lang %j gives %s', (lang, locale) => {
    expect(localeFromLang(lang)).toBe(locale);
  });
  it('is Dutch without a user', () => {
    expect(localeFromLang(null)).toBe('nl');
  });
});

describe('euro amounts', () => {
  it('are written the Dutch way in Dutch', () => {
    expect(formatEuro(123456, 'nl')).toBe('€ 1.234,56');
  });
  it('are written the English way in English', () => {
    expect(formatEuro(123450, 'en')).toBe('€1,234.50');
  });
});
