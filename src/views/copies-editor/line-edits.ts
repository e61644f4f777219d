export { applyLineEdit, type LineEdit, type LineField, type NumberField } from '../../../machines/line-edits.js';

/** What a number input holds: blank, or the integer its digits make. */
export function parseNumberInput(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  return Math.min(Number(digits), Number.MAX_SAFE_INTEGER);
}
