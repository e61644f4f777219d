import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as englishLogin } from '../../locales/en/login.po';
import { messages as englishApp } from '../../locales/en/messages.po';
import { messages as dutchLogin } from '../../locales/nl/login.po';
import { messages as dutchApp } from '../../locales/nl/messages.po';
import { deliveryDayMessages } from '../../src/domain/delivery-refusal.js';
import { deliveryMomentMessages } from '../../src/domain/delivery-moment.js';
import { postcodeMessage } from '../../src/domain/postcodes.js';
import { copyMessages } from '../../src/domain/copy.js';
import { FINISH_TEXTS, PRINT_TEXTS, SIDE_TEXTS } from '../../src/domain/texts/finish-texts.js';
import { ruleText, RULE_TEXTS } from '../../src/domain/texts/rule-texts.js';
import { withValues, word, type Text } from '../../src/domain/texts/text.js';
import { i18nOf } from '../../src/server/platform/i18n/server-i18n.js';
import { explicitIdMessages } from '../../src/server/platform/i18n/po-messages.js';

/**
 * The texts with a stable id (src/domain/texts and the server's refusals): every one has a Dutch and
 * an English text, and a text with its values reads the same in the browser (its catalogs as the
 * Lingui vite plugin compiles them) as on the server (its own instance per language).
 */
const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));
const explicitIds = (locale: string) =>
  readdirSync(`${localesDir}${locale}`).filter((name) => name.endsWith('.po')).map((name) => readFileSync(`${localesDir}${locale}/${name}`, 'utf8'));

function idsWithText(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const po of explicitIds(locale)) {
    for (const block of po.split(/\n\n/)) {
      if (!block.includes('js-lingui-explicit-id')) continue;
      const id = /^msgid "(.*)"$/m.exec(block)?.[1] ?? '';
      all.set(id, /^msgstr "(.*)"$/m.exec(block)?.[1] ?? '');
    }
  }
  return all;
}

const browser = {
  nl: setupI18n({ locale: 'nl', messages: { nl: { ...dutchLogin, ...dutchApp } } }),
  en: setupI18n({ locale: 'en', messages: { en: { ...englishLogin, ...englishApp } } }),
};

const SAMPLES: Text[] = [
  ruleText(RULE_TEXTS.required, 'reference'),
  ruleText(RULE_TEXTS.maxLength, 'Delivery date', { max: 40 }),
  copyMessages.fixedSize('Width', 800),
  copyMessages.min('Quantity', 1),
  deliveryDayMessages.weekend,
  deliveryMomentMessages.time,
  postcodeMessage('BE'),
  postcodeMessage('SE'),
  withValues(FINISH_TEXTS.sideConflict, { side: SIDE_TEXTS['opposite-top'], other: SIDE_TEXTS.around }),
  FINISH_TEXTS.unknown,
  withValues(PRINT_TEXTS.tooManyLines, { max: 10_000 }),
];

describe('texts with a message id', () => {
  it('have a Dutch and an English text each, in the same catalogs', () => {
    const dutch = idsWithText('nl');
    const english = idsWithText('en');
    expect(dutch.size).toBeGreaterThan(100);
    expect([...dutch].filter(([, text]) => text === '').map(([id]) => id)).toEqual([]);
    expect([...english].filter(([, text]) => text === '').map(([id]) => id)).toEqual([]);
    expect([...english.keys()].sort()).toEqual([...dutch.keys()].sort());
  });

  it('the server reads the explicit ids of a catalog as the browser does', () => {
    const po = explicitIds('en').join('\n\n');
    expect(explicitIdMessages(po)['rule.required']).toBe('{field} is required');
    expect(Object.keys(explicitIdMessages(po))).toHaveLength(idsWithText('en').size);
  });

  it.each(['nl', 'en'] as const)('word a text with its values the same in the browser and on the server (%s)', (language) => {
    for (const text of SAMPLES) expect(word(text, i18nOf(language))).toBe(word(text, browser[language]));
  });

  it('word the rules in Dutch and in English', () => {
    expect(word(ruleText(RULE_TEXTS.required, 'reference'), i18nOf('nl'))).toBe('Referentie is verplicht');
    expect(word(ruleText(RULE_TEXTS.required, 'reference'), i18nOf('en'))).toBe('Reference is required');
    expect(word(postcodeMessage('BE'), i18nOf('nl'))).toBe('Een postcode in België ziet eruit als 1000.');
    expect(word(postcodeMessage('BE'), i18nOf('en'))).toBe('A postcode in Belgium looks like 1000.');
    expect(word(deliveryMomentMessages.time, i18nOf('nl'))).toBe('Levertijd moet een van 9:00, 12:00, 15:00, 17:00 zijn');
  });

  it('word the finish rules with the side names in the same language', () => {
    const missing = withValues(FINISH_TEXTS.sideMissing, { side: SIDE_TEXTS.bottom });
    expect(word(missing, i18nOf('nl'))).toBe('Onder moet aanwezig zijn');
    expect(word(missing, i18nOf('en'))).toBe('Bottom must be present');
    expect(word(withValues(FINISH_TEXTS.sideEdge, { other: SIDE_TEXTS.top }), i18nOf('nl'))).toBe('Boven heeft al een zoom of andere randafwerking; kies één randafwerking per zijde');
  });
});
