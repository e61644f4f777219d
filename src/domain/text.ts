import * as v from 'valibot';
import { withKeyword } from './issues.js';
import { rule } from './texts/rule-texts.js';

/**
 * What a text field may hold, shared by every schema of the portal. Control characters
 * are never typed into a form: they come from a broken client or an attacker, and PostgreSQL refuses
 * a NUL in a text column outright (a 500 where SQLite would store it). Multi-line fields (remarks,
 * description, a copy remark pasted from an Excel cell) keep tab and line breaks; one-line fields
 * (names, references, addresses, e-mail) keep none. A lone UTF-16 surrogate cannot be stored as
 * UTF-8 either (it would silently become U+FFFD), so it is refused too.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F]/;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const NUL = /\u0000/;

/** True when the text is one line without control characters. */
export const isPlainLine = withKeyword('control', (text: string): boolean =>
  !CONTROL_IN_LINE.test(text) && !LONE_SURROGATE.test(text),
);

/** True when the text has no control characters other than tab and line breaks. */
export const isPlainText = withKeyword('control', (text: string): boolean =>
  !CONTROL_IN_TEXT.test(text) && !LONE_SURROGATE.test(text),
);

/** True for text no database stores faithfully: a NUL or a lone surrogate. */
export const isUnstorable = (text: string): boolean => NUL.test(text) || LONE_SURROGATE.test(text);

/** Pipe action for a one-line field: `v.pipe(v.string(), plainLine('Reference'), ...)`. */
export const plainLine = (label: string) => v.check(isPlainLine, rule.control(label));

/** Pipe action for a multi-line field (tab, CR and LF allowed). */
export const plainText = (label: string) => v.check(isPlainText, rule.control(label));

/**
 * Characters never shown of a name read out of a file (a font, a spot colour): controls (C0, DEL,
 * C1, which a terminal obeys: a window title, a cleared screen), format characters (the bidi
 * overrides and isolates that reverse what follows, zero-width marks), line and paragraph separators,
 * and lone surrogates (no database stores them).
 */
const UNSHOWABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** The text without the characters above: what is left of a name a file or a browser gave us. */
export const withoutUnshowable = (text: string): string => text.replace(UNSHOWABLE, '');

/** Longest name kept from a file, in characters: a real font or colour name has under 64. */
export const MAX_FILE_NAME_LENGTH = 128;

/**
 * A name from a file as it may be stored, shown, printed and mailed: without the characters above,
 * its runs of white space one space, at most MAX_FILE_NAME_LENGTH characters (a longer one ends in
 * an ellipsis). The one place such names are made safe: the analysis applies it as it reads them.
 */
export function nameFromFile(raw: string): string {
  const plain = withoutUnshowable(raw).replace(/\s+/g, ' ').trim();
  if (plain.length <= MAX_FILE_NAME_LENGTH) return plain;
  const characters = Array.from(plain);
  return characters.length <= MAX_FILE_NAME_LENGTH ? plain : `${characters.slice(0, MAX_FILE_NAME_LENGTH - 1).join('')}…`;
}

/** Text for a terminal: every character nameFromFile drops written as a visible escape (`\u{1b}`). */
export function escapeUnshowable(text: string): string {
  return text.replace(UNSHOWABLE, (character) => `\\u{${character.codePointAt(0)!.toString(16)}}`);
}
