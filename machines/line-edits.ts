import { duplicateLine, newCopyLine, typeInLine, type CopyDraft, type CopyNumberField, type ProductRules } from '../src/domain/copy-lines.js';
import type { NumberLanguage } from '../src/domain/whole-number.js';

/** The fields a user types in a copy line. */
export type NumberField = CopyNumberField;
export type LineField = NumberField | 'remark' | 'abaa';

/** What the copies editors ask of whoever holds the lines (a print actor, or a test). */
export type LineEdit =
  /** What the user typed in a number field, read in their language (see parseWholeNumber). */
  | { type: 'field'; row: number; field: NumberField; text: string; language: NumberLanguage }
  | { type: 'remark'; row: number; value: string }
  | { type: 'abaa'; row: number; value: 1 | 2 }
  | { type: 'add' }
  | { type: 'duplicate'; row: number }
  | { type: 'remove'; row: number }
  | { type: 'import'; lines: CopyDraft[] };

type Product = Pick<ProductRules, 'fixed_width' | 'fixed_height' | 'sides' | 'min_order_qty' | 'kind'>;

const isUntouched = (line: CopyDraft, product: Product): boolean => {
  const fresh = newCopyLine(product);
  return (
    line.originals === fresh.originals &&
    line.quantity === fresh.quantity &&
    line.width === fresh.width &&
    line.height === fresh.height &&
    line.remark.trim() === '' &&
    line.typed === undefined
  );
};

/**
 * Applies one edit to a list of lines and returns a new list (the old one is left as it was, so
 * memoised rows that did not change keep their identity and do not re-render).
 */
export function applyLineEdit(lines: readonly CopyDraft[], edit: LineEdit, product: Product): CopyDraft[] {
  const replaceAt = (row: number, change: Partial<CopyDraft>): CopyDraft[] => {
    const current = lines[row];
    if (!current) return [...lines];
    const next = lines.slice();
    next[row] = { ...current, ...change };
    return next;
  };
  switch (edit.type) {
    case 'field': {
      const current = lines[edit.row];
      const next = lines.slice();
      if (current) next[edit.row] = typeInLine(current, edit.field, edit.text, edit.language);
      return next;
    }
    case 'remark':
      return replaceAt(edit.row, { remark: edit.value });
    case 'abaa':
      return replaceAt(edit.row, { abaa: edit.value });
    case 'add':
      return [...lines, newCopyLine(product)];
    case 'duplicate': {
      const source = lines[edit.row];
      if (!source) return [...lines];
      const next = lines.slice();
      next.splice(edit.row + 1, 0, duplicateLine(source) as CopyDraft);
      return next;
    }
    case 'remove':
      // The last line stays: a print always has at least one line to type in.
      return lines.length > 1 ? lines.filter((_, row) => row !== edit.row) : [...lines];
    case 'import': {
      // Imported lines take the place of lines nobody has typed in yet.
      const kept = lines.filter((line) => !isUntouched(line, product));
      const next = [...kept, ...edit.lines];
      return next.length > 0 ? next : [newCopyLine(product)];
    }
  }
}
