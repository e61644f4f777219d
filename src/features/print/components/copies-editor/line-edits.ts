import type { CopyDraft } from '../../../../domain/copy-lines.js';

export { applyLineEdit, type LineEdit, type LineField, type NumberField } from '../../../../../machines/line-edits.js';

/** Nothing typed yet: Tab leaves such a last line instead of adding another. */
export const isUntouched = (line: CopyDraft): boolean => line.originals === null && line.quantity === null && line.remark.trim() === '';
