import { hasPrintIssues, validatePrint, type Print, type PrintIssues } from '../../../domain/print.js';
import type { ChosenFinish, FinishPricing, FrameChoice, PriceInput } from '../../../domain/pricing/index.js';
import type { FinishRow, ProductRow } from './queries/catalog-rows.js';

export interface CheckedPrint {
  issues: PrintIssues;
  /** Set when the print passes every rule. */
  priceInput: PriceInput | null;
}

const pricing = (finish: FinishRow): FinishPricing => ({
  id: finish.id,
  name: finish.name,
  level: finish.level,
  price_kind: finish.price_kind,
  price_cents: finish.price_cents,
  spacing_mm: finish.spacing_mm,
});

/** Frame entry i holds the options (base, support, wall mount) of copy line i. */
function frameChoices(print: Print, finishes: ReadonlyMap<number, FinishRow>): (FrameChoice | undefined)[] {
  return (print.frames ?? []).map((frame) => {
    const base = frame.base === null ? undefined : finishes.get(frame.base);
    return { base: base ? pricing(base) : null, support: frame.support, wallmount: frame.wallmount };
  });
}

/**
 * The domain's print rules for this product (copy limits of its kind, PlusFrame total, finish sides
 * and extras, frame bases) and, when the print passes, what the price calculation needs.
 */
export function checkPrint(print: Print, product: ProductRow, finishes: ReadonlyMap<number, FinishRow>): CheckedPrint {
  const issues = validatePrint(print, product, [...finishes.values()]);
  if (hasPrintIssues(issues)) return { issues, priceInput: null };
  const chosen: ChosenFinish[] = (print.finishes ?? []).flatMap((selection) => {
    const finish = finishes.get(selection.id);
    return finish ? [{ finish: pricing(finish), side: selection.side }] : [];
  });
  return {
    issues,
    priceInput: {
      product,
      copies: print.copies,
      finishes: chosen,
      frames: product.kind === 'frame' ? frameChoices(print, finishes) : [],
    },
  };
}

/** Every finish id a print refers to (its finishes and frame bases), to load them in one query. */
export function finishIdsOf(prints: readonly Print[]): number[] {
  return prints.flatMap((print) => [
    ...(print.finishes ?? []).map((finish) => finish.id),
    ...(print.frames ?? []).flatMap((frame) => (frame.base === null ? [] : [frame.base])),
  ]);
}
