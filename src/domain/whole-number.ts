/**
 * What a user typed in a whole-number field (originals, quantity, width, height), read the way a
 * Dutch or English user writes it. Nothing is ever guessed: "12,5" is refused as "not a whole
 * number", never read as 125; "-5" is refused as below the minimum, never read as 5.
 */
export type TypedNumber =
  | { kind: 'blank' }
  | { kind: 'number'; value: number }
  | { kind: 'refused'; keyword: 'integer' | 'min' | 'type' };

/** The digit-group separator a user of that language may type in a large number ("1.000" / "1,000"). */
const GROUP_SEPARATOR = { nl: '.', en: ',' } as const;
export type NumberLanguage = keyof typeof GROUP_SEPARATOR;

const escape = (text: string) => text.replace(/[.]/g, '\\.');

/** Reads `text` as a whole number in `language`: blank, the number, or why it is refused. */
export function parseWholeNumber(text: string, language: NumberLanguage): TypedNumber {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return { kind: 'blank' };
  if (/^\d+$/.test(trimmed)) return { kind: 'number', value: Math.min(Number(trimmed), Number.MAX_SAFE_INTEGER) };
  const grouped = new RegExp(`^\\d{1,3}(${escape(GROUP_SEPARATOR[language])}\\d{3})+$`);
  if (grouped.test(trimmed)) return { kind: 'number', value: Math.min(Number(trimmed.replace(/\D/g, '')), Number.MAX_SAFE_INTEGER) };
  if (/^[-−]\s?\d+([.,]\d+)?$/.test(trimmed)) return { kind: 'refused', keyword: 'min' };
  if (/^\d*[.,]\d+$/.test(trimmed) || /^\d+[.,]$/.test(trimmed)) return { kind: 'refused', keyword: 'integer' };
  return { kind: 'refused', keyword: 'type' };
}
