import * as v from 'valibot';

/**
 * The print-file check as the server stores it with each file and sends it in
 * GET /orders/{id} (`prints[].files[].checks`), and the browser renders: one line per check, each a
 * code and its parameters; the browser turns them into a sentence in the user's language.
 *
 * Shape: `{ version: 1, worst, checks: [{ check, verdict, code, params }] }`.
 * - `check`: which check (size, bleed, resolution, fonts, colour, pages, file).
 * - `verdict`: pass, warning (printable; the customer accepts it explicitly before the order goes
 *   on), refusal (the file cannot be printed for its line: unreadable, or pages missing) or
 *   not_checked (over the analysis bounds: we check it by hand).
 * - `code`: what was found, e.g. `size_scaled`, `bleed_missing`, `resolution_low`.
 * - `params`: numbers and names the sentence needs (mm, dpi, scale, font name...).
 * - `worst`: the worst verdict of the list (refusal > warning > not_checked > pass).
 */
export const CHECK_KINDS = ['file', 'size', 'bleed', 'resolution', 'fonts', 'colour', 'pages'] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];
export const VERDICTS = ['pass', 'warning', 'refusal', 'not_checked'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const CHECK_CODES = [
  'file_unreadable', 'file_not_checked',
  'size_ok', 'size_scaled', 'size_rotated', 'size_mismatch',
  'bleed_ok', 'bleed_missing', 'bleed_short',
  'resolution_ok', 'resolution_low', 'resolution_none', 'resolution_not_checked',
  'fonts_ok', 'fonts_standard_unembedded', 'fonts_unembedded',
  'colour_ok', 'colour_rgb', 'colour_spot', 'colour_rgb_spot',
  'pages_ok', 'pages_fewer', 'pages_more',
] as const;
export type CheckCode = (typeof CHECK_CODES)[number];

export type CheckParams = Record<string, number | string>;

export interface FileCheck {
  check: CheckKind;
  verdict: Verdict;
  code: CheckCode;
  params: CheckParams;
}

export interface FileChecks {
  version: 1;
  worst: Verdict;
  checks: FileCheck[];
}

export const FileCheckSchema = v.object({
  check: v.picklist(CHECK_KINDS),
  verdict: v.picklist(VERDICTS),
  code: v.picklist(CHECK_CODES),
  params: v.record(v.string(), v.union([v.number(), v.string()])),
});

export const FileChecksSchema = v.object({
  version: v.literal(1),
  worst: v.picklist(VERDICTS),
  checks: v.array(FileCheckSchema),
});

/** A verdict as stored in a text column; null for none or an unknown word (a file from before the check). */
export function verdictOf(text: string | null): Verdict | null {
  return (VERDICTS as readonly string[]).includes(text ?? '') ? (text as Verdict) : null;
}

const SEVERITY: Record<Verdict, number> = { pass: 0, not_checked: 1, warning: 2, refusal: 3 };

export function worstOf(checks: FileCheck[]): Verdict {
  return checks.reduce<Verdict>((worst, next) => (SEVERITY[next.verdict] > SEVERITY[worst] ? next.verdict : worst), 'pass');
}

export function fileChecks(checks: FileCheck[]): FileChecks {
  return { version: 1, worst: worstOf(checks), checks };
}

/** A file the customer should look at again (and is mailed about). */
export function needsAttention(checks: FileChecks): boolean {
  return checks.worst === 'warning' || checks.worst === 'refusal';
}
