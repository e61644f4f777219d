import { i18n as appI18n, setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import type * as v from 'valibot';

/**
 * Every rule text a customer reads (a schema's field message, a refusal of the server) is a Text:
 * a stable message id with its Dutch source wording and the values it names. Lingui words it from
 * the same catalogs in the browser and on the server, so a rule has one wording in both and the
 * server can answer in the language of the request.
 *
 * The texts are written as plain objects marked with a `/*i18n*\/` comment, not with Lingui's
 * macros: the server runs without the macro transform (tsx, esbuild). `npm run extract` collects
 * them by that comment; their English lives in locales/en like every other text. The Dutch of a
 * text is its `message` here: `npm run extract` (with --overwrite) copies it into locales/nl, so
 * change the Dutch in the code, never in the catalog.
 */
export interface Text extends MessageDescriptor {
  id: string;
  values?: Readonly<Record<string, TextValue>>;
}

export type TextValue = string | number | Text;

const isText = (value: unknown): value is Text => typeof value === 'object' && value !== null && 'id' in value;

/** A text with the values it names; a value may be a text itself (a field's title), worded first. */
export const withValues = (text: Text, values: Readonly<Record<string, TextValue>>): Text => ({ ...text, values: { ...text.values, ...values } });

/**
 * Where the words come from: in the browser Lingui's own instance in the customer's language; the
 * server hands in the instance of the request it is answering (src/server/platform/i18n).
 */
let wordingSource: () => I18n = () => appI18n;

/** Before any language is chosen (a module that checks a value as it loads): the Dutch source texts. */
const sourceLanguage = setupI18n({ locale: 'nl', messages: { nl: {} } });

/** A text in Dutch whatever the customer's language: for what staff read (a price breakdown's labels). */
export const wordInDutch = (text: Text): string => word(text, sourceLanguage);

export function wordTextsWith(source: () => I18n): void {
  wordingSource = source;
}

/** A text in the current language, or in the language of the given Lingui instance. */
export function word(text: Text, i18n: I18n = currentLanguage()): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) values[name] = isText(value) ? word(value, i18n) : value;
  return i18n._({ id: text.id, message: text.message, values });
}

function currentLanguage(): I18n {
  const i18n = wordingSource();
  return i18n.locale ? i18n : sourceLanguage;
}

/**
 * A valibot message: the text, or the text made from the issue, worded when the parse finds the
 * problem, in the language the parse runs in.
 */
export const say =
  (text: Text | ((issue: v.BaseIssue<unknown>) => Text)) =>
  (issue: v.BaseIssue<unknown>): string =>
    word(typeof text === 'function' ? text(issue) : text);
