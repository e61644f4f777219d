import * as v from 'valibot';
import type { Product } from './catalog.js';
import { COPY_FIELD_LABELS, CopyDraftSchema, GENERAL_COPY_LIMITS, MAX_COPY_LINES, copyMessages, type Copy } from './copy.js';
import { fromValibot, isBlank, type Issue } from './issues.js';
import { PRINT_TEXTS } from './texts/finish-texts.js';
import { withValues, word } from './texts/text.js';
import { PLUS_FRAME_LIMITS, PlusFrameDraftSchema, totalSizeIssues } from './plus-frame.js';
import { piecesOf } from './pricing/geometry.js';
import { materialSizeOf, sizeLimitIssues } from './print-limits.js';
import { parseWholeNumber, type NumberLanguage } from './whole-number.js';

/**
 * What the copy rules need to know of a product. The roll width and widest welded size may be
 * left out where a rule does not need them (e.g. a test of the spec's field rules): the product is
 * then limited by the general 100 m ceiling only, as one with an unknown (0) roll width is.
 */
export type ProductRules = Pick<Product, 'fixed_width' | 'fixed_height' | 'sides' | 'min_order_qty' | 'kind'>
  & Partial<Pick<Product, 'width' | 'weld_max_mm'>>;

export { MAX_COPY_LINES };

/** The fields a user types a whole number in. */
export type CopyNumberField = 'originals' | 'quantity' | 'width' | 'height';

/** A line as the copies editor holds it: numbers may still be blank while the user types. */
export interface CopyDraft {
  /**
   * Text typed in a number field that is not a whole number ("12,5", "-5", "abc"): kept as typed and
   * reported, never turned into another number. The field's number is blank meanwhile.
   */
  typed?: Partial<Record<CopyNumberField, string>>;
  id?: number | null;
  originals: number | null;
  quantity: number | null;
  width: number | null;
  height: number | null;
  sides: 1 | 2;
  abaa: 1 | 2;
  remark: string;
}

export const isPlusFrame = (product: Pick<ProductRules, 'kind'>): boolean => product.kind === 'frame';

/** The schema of a line for the browser (abaa may default; the wire schemas require it). */
export function draftSchemaFor(product: Pick<ProductRules, 'kind'>) {
  return isPlusFrame(product) ? PlusFrameDraftSchema : CopyDraftSchema;
}

export const hasFixedSize = (product: Pick<ProductRules, 'fixed_width' | 'fixed_height'>): boolean =>
  product.fixed_width > 0 || product.fixed_height > 0;

/** Fields whose blankness makes a line empty (everything except remark, id, complete, sides, abaa). */
export const EMPTY_LINE_FIELDS = ['originals', 'quantity', 'width', 'height'] as const;

/**
 * Empty-line rule (spec section 5): a line is empty when originals, quantity, width and height are
 * all blank and the product has no fixed size. Empty lines are left out, not reported.
 */
export function isEmptyLine(line: unknown, product: Pick<ProductRules, 'fixed_width' | 'fixed_height'>): boolean {
  if (hasFixedSize(product)) return false;
  if (typeof line !== 'object' || line === null) return false;
  const record = line as Record<string, unknown>;
  return EMPTY_LINE_FIELDS.every((field) => isBlank(record[field])) && typedIssues(line, 0, { kind: 'sheet' }).length === 0;
}

/**
 * The new state of a line's number field after the user typed `text`: a whole number is taken,
 * anything else is kept as typed (with the field blank) so the editor can say why it is refused.
 */
export function typeInLine<T extends CopyDraft>(line: T, field: CopyNumberField, text: string, language: NumberLanguage): T {
  const read = parseWholeNumber(text, language);
  const { [field]: _previous, ...otherTyped } = line.typed ?? {};
  if (read.kind === 'refused') return { ...line, [field]: null, typed: { ...otherTyped, [field]: text } };
  const next: T = { ...line, [field]: read.kind === 'number' ? read.value : null };
  if (Object.keys(otherTyped).length > 0) next.typed = otherTyped;
  else delete next.typed;
  return next;
}

/** Why the text typed in a line's number fields is refused: one issue per field, at once. */
export function typedIssues(line: unknown, row: number, product: Pick<ProductRules, 'kind'>): Issue[] {
  const typed = (line as Pick<CopyDraft, 'typed'> | null)?.typed;
  if (!typed) return [];
  const limits = isPlusFrame(product) ? PLUS_FRAME_LIMITS : GENERAL_COPY_LIMITS;
  const issues: Issue[] = [];
  for (const field of EMPTY_LINE_FIELDS) {
    const text = typed[field];
    if (text === undefined) continue;
    const read = parseWholeNumber(text, 'nl');
    const label = COPY_FIELD_LABELS[field];
    const min = limits[field].min;
    if (read.kind !== 'refused' || read.keyword === 'integer') {
      issues.push({ row, field, keyword: 'integer', message: word(copyMessages.integer(label)) });
    } else if (read.keyword === 'min') {
      issues.push({ row, field, keyword: 'min', message: word(copyMessages.min(label, min)), params: { min } });
    } else {
      issues.push({ row, field, keyword: 'type', message: word(copyMessages.integer(label)) });
    }
  }
  return issues;
}

/**
 * A new line: sides from the product, and the fixed size preset when the product has one. A
 * double-sided line starts A/A (the same face on both sides): one original is then a valid line,
 * where A/B would refuse it at once until a second original is typed.
 */
export function newCopyLine(product: Pick<ProductRules, 'fixed_width' | 'fixed_height' | 'sides'>): CopyDraft {
  return {
    originals: null,
    quantity: null,
    width: product.fixed_width > 0 ? product.fixed_width : null,
    height: product.fixed_height > 0 ? product.fixed_height : null,
    sides: product.sides === 2 ? 2 : 1,
    abaa: product.sides === 2 ? 2 : 1,
    remark: '',
  };
}

/** A duplicate of a line: everything but the id (the copy is a new line). */
export function duplicateLine<T extends { id?: number | null | undefined }>(line: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = line;
  return rest;
}

/**
 * A fixed-size article (beach flag, V-sign) is made and priced at its one size: a line at any other
 * width or height is refused, not priced (a client could otherwise ask 100 x 100 m of a flag and get
 * the area tier discount, or 45 x 45 mm at the piece price). Refused rather than corrected, so the
 * customer never gets something other than what the line says.
 */
export function fixedSizeIssues(copy: Pick<Copy, 'width' | 'height'>, product: Pick<ProductRules, 'fixed_width' | 'fixed_height'>, row: number): Issue[] {
  const issues: Issue[] = [];
  for (const [field, fixed] of [['width', product.fixed_width], ['height', product.fixed_height]] as const) {
    if (fixed > 0 && copy[field] !== fixed) {
      issues.push({ row, field, keyword: 'fixed', message: word(copyMessages.fixedSize(COPY_FIELD_LABELS[field], fixed)), params: { fixed } });
    }
  }
  return issues;
}

export interface CopyLinesResult {
  issues: Issue[];
  /** The parsed non-empty lines, in order (only meaningful when `issues` is empty). */
  copies: Copy[];
  /** For each entry of `copies`, the row it came from in the input. */
  rows: number[];
}

/**
 * Validates the lines of one print against the product: per line the general or PlusFrame schema
 * (empty lines skipped) and the largest size the product can be made in, then the PlusFrame total
 * rule. Rows are indexes into `lines`. Never throws.
 */
export function validateCopyLines(lines: readonly unknown[], product: ProductRules): CopyLinesResult {
  if (lines.length > MAX_COPY_LINES) {
    const message = word(withValues(PRINT_TEXTS.tooManyLines, { max: MAX_COPY_LINES }));
    return { issues: [{ field: 'copies', keyword: 'max_items', message, params: { max: MAX_COPY_LINES } }], copies: [], rows: [] };
  }
  const schema = draftSchemaFor(product);
  const issues: Issue[] = [];
  const copies: Copy[] = [];
  const rows: number[] = [];
  lines.forEach((line, row) => {
    if (isEmptyLine(line, product)) return;
    // Text typed in one cell that is no number says why, and every other cell of the line is
    // still checked: the customer sees all the line's errors at once, not one per attempt.
    const refused = typedIssues(line, row, product);
    issues.push(...refused);
    // Not abortPipeEarly: that would also skip the cross-field checks (A/B originals) whenever any
    // other field of the line is wrong. One message per field is kept instead.
    const result = v.safeParse(schema, line);
    // A fixed-size article at another size is told its one size; any other line the largest it can be made in.
    const wrongSize = result.success ? fixedSizeIssues(result.output, product, row) : [];
    if (result.success && wrongSize.length === 0) wrongSize.push(...sizeLimitIssues(result.output, materialSizeOf(product), row));
    if (result.success && wrongSize.length === 0 && refused.length === 0) {
      copies.push(result.output);
      rows.push(row);
    } else if (result.success) {
      issues.push(...wrongSize);
    } else {
      // A refused cell is blank meanwhile: its "is required" would only repeat what the customer typed wrong.
      const seen = new Set<string>(refused.map((issue) => issue.field));
      for (const issue of fromValibot(result.issues, row)) {
        if (seen.has(issue.field)) continue;
        seen.add(issue.field);
        issues.push(issue);
      }
    }
  });
  if (issues.length === 0 && copies.length === 0) {
    for (const field of ['originals', 'quantity'] as const) {
      issues.push({ row: 0, field, keyword: 'required', message: word(copyMessages.required(COPY_FIELD_LABELS[field])) });
    }
  }
  // The total only means something once every line is readable.
  if (issues.length === 0 && isPlusFrame(product)) {
    issues.push(...totalSizeIssues(copies, product.min_order_qty, rows[0] ?? 0));
  }
  return { issues, copies, rows };
}

const positive = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);

/** The running total under the editor: the pieces every line typed so far makes, as they are charged. */
export function runningTotal(lines: readonly Partial<Record<'originals' | 'quantity' | 'sides' | 'abaa', unknown>>[]): number {
  return lines.reduce(
    (sum, line) =>
      sum + piecesOf({
        originals: positive(line.originals),
        quantity: positive(line.quantity),
        sides: line.sides === 2 ? 2 : 1,
        abaa: line.abaa === 2 ? 2 : 1,
      }),
    0,
  );
}
