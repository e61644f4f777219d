import { AsyncLocalStorage } from 'node:async_hooks';
import { i18n as processI18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MiddlewareHandler } from 'hono';
import { withValues, word, wordTextsWith, type Text } from '../../../domain/texts/text.js';
import { catalogFiles } from './catalog-files.js';
import { explicitIdMessages } from './po-messages.js';

export type Language = 'nl' | 'en';

/** The texts of a language from the browser's catalogs, compiled once, at start. */
function compiledMessages(locale: Language): Messages {
  const messages: Messages = {};
  for (const po of catalogFiles(locale)) {
    for (const [id, text] of Object.entries(explicitIdMessages(po))) messages[id] = compileMessage(text);
  }
  return messages;
}

const MESSAGES: Record<Language, Messages> = { nl: compiledMessages('nl'), en: compiledMessages('en') };

/** One Lingui instance per language: requests in different languages are answered side by side. */
const instances: Record<Language, I18n> = {
  nl: setupI18n({ locale: 'nl', messages: { nl: MESSAGES.nl } }),
  en: setupI18n({ locale: 'en', messages: { en: MESSAGES.en } }),
};

export const i18nOf = (language: Language): I18n => instances[language];

/**
 * A user's language (their setting: nl, anything else English) and a way to word a text in it:
 * for what the server writes to one user outside their request (a mail).
 */
export function wordingIn(userLang: string | null | undefined): { lang: Language; say: (text: Text, values?: Readonly<Record<string, string | number>>) => string } {
  const lang: Language = userLang === 'nl' ? 'nl' : 'en';
  return { lang, say: (text, values = {}) => word(withValues(text, values), instances[lang]) };
}

/**
 * The language of a refusal or rule text in an answer: Dutch when the request asks for it (the
 * browser sends the user's language as Accept-Language), else English, as the API has always
 * answered its refusals to clients that ask for no language.
 */
export function answerLanguage(acceptLanguage: string | undefined): Language {
  return /^\s*nl\b/i.test(acceptLanguage ?? '') ? 'nl' : 'en';
}

const requestLanguage = new AsyncLocalStorage<I18n>();

/**
 * Words every text made while a request is answered (a schema's message, a refusal) in the
 * request's language. Outside a request (the admin commands) Lingui's own instance words them,
 * in English unless something else chose a language for it first.
 */
processI18n.load({ nl: MESSAGES.nl, en: MESSAGES.en });
if (!processI18n.locale) processI18n.activate('en');
wordTextsWith(() => requestLanguage.getStore() ?? processI18n);

export const wordInRequestLanguage: MiddlewareHandler = (c, next) =>
  requestLanguage.run(i18nOf(answerLanguage(c.req.header('Accept-Language'))), next);
