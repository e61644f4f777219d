import type { Product } from './catalog.js';
import { validateCopyLines, type ProductRules } from './copy-lines.js';
import { frameBases, type FinishRef } from './finish-lists.js';
import { validateFinishSelections } from './finish-rules.js';
import { toFieldErrors, type Issue } from './issues.js';
import type { Print } from './print-schema.js';
import { PRINT_TEXTS } from './texts/finish-texts.js';
import { word } from './texts/text.js';

/** The Print payload (contract) lives in print-schema.ts; here are the product-specific print rules. */
export * from './print-schema.js';

export interface PrintIssues {
  /** Rows index `print.copies`. */
  copies: Issue[];
  /** Rows index `print.finishes`. */
  finishes: Issue[];
  /** Rows index `print.frames`. */
  frames: Issue[];
}

/** The print rules' texts, worded when a rule is broken (text.ts): in the language of the check. */
export const printMessages = {
  wrongProduct: (): string => word(PRINT_TEXTS.wrongProduct),
  framesOnlyForPlusFrames: (): string => word(PRINT_TEXTS.framesOnlyForPlusFrames),
  unknownBase: (): string => word(PRINT_TEXTS.unknownBase),
} as const;

export const hasPrintIssues = (issues: PrintIssues): boolean =>
  issues.copies.length + issues.finishes.length + issues.frames.length > 0;

/**
 * Every rule a parsed Print must meet for its product: the copy lines (general or PlusFrame limits,
 * total size), the finish selections (sides, extras, level-1 edges) and the frames (only on
 * PlusFrames, bases of level 111 offered for the product). Never throws.
 */
export function validatePrint(
  print: Pick<Print, 'product_id' | 'copies' | 'finishes' | 'frames'>,
  product: ProductRules & Pick<Product, 'id'>,
  finishes: readonly FinishRef[],
): PrintIssues {
  const copies = validateCopyLines(print.copies, product).issues;
  if (print.product_id !== product.id) {
    copies.unshift({ field: 'product_id', keyword: 'unknown', message: printMessages.wrongProduct() });
  }
  const finishIssues = validateFinishSelections(print.finishes ?? [], finishes, product.id);
  const frames: Issue[] = [];
  const printFrames = print.frames ?? [];
  if (printFrames.length > 0 && product.kind !== 'frame') {
    frames.push({ field: 'frames', keyword: 'unknown', message: printMessages.framesOnlyForPlusFrames() });
  } else {
    const bases = new Set(frameBases(finishes, product.id).map((offer) => offer.finish.id));
    printFrames.forEach((frame, row) => {
      if (frame.base !== null && !bases.has(frame.base)) {
        frames.push({ row, field: 'base', keyword: 'unknown', message: printMessages.unknownBase() });
      }
    });
  }
  return { copies, finishes: finishIssues, frames };
}

/** The issues as the API's 422 `errors`: `copies.0.width`, `finishes.2.top`, `frames.0.base`. */
export function printFieldErrors(issues: PrintIssues, prefix = ''): Record<string, string[]> {
  const at = (section: string) => (prefix ? `${prefix}.${section}` : section);
  return {
    ...toFieldErrors(issues.copies, at('copies')),
    ...toFieldErrors(issues.finishes, at('finishes')),
    ...toFieldErrors(issues.frames, at('frames')),
  };
}
