import type { Product } from '../src/domain/catalog.js';
import { newCopyLine, validateCopyLines, type CopyDraft } from '../src/domain/copy-lines.js';
import { foldSelections } from '../src/domain/finish-choices.js';
import { needsFinishesStep, type FinishRef } from '../src/domain/finish-lists.js';
import type { FinishSelection } from '../src/domain/finish-rules.js';
import { expandSelections } from '../src/domain/finish-sides.js';
import { isAboveOnlineLimit, priceFromCatalog, piecesOf } from '../src/domain/pricing/index.js';
import { toEuros } from '../src/domain/money.js';
import type { Frame, Print } from '../src/domain/print-schema.js';
import type { FrameChoice, PrintContext } from './print.types.js';
import type { LocalPrice, PrintPriceEvent } from './print-price.machine.js';

export type { FrameChoice } from './print.types.js';

interface PrintParts {
  product: Product | null;
  uuid: string;
  lines: readonly CopyDraft[];
  selections: readonly FinishSelection[];
  frame: FrameChoice;
}

/**
 * The Print of the contract from what the user configured: the valid non-empty lines, the finishes
 * with around and opposite sides expanded (spec section 3), and for PlusFrames one frame entry whose
 * sizes are the lines. Null when the lines are not valid (nothing to price or to put in the cart).
 */
export function buildPrint(parts: PrintParts, complete = true): Print | null {
  const { product } = parts;
  if (!product) return null;
  const { issues, copies } = validateCopyLines(parts.lines, product);
  if (issues.length > 0 || copies.length === 0) return null;
  const finishes = expandSelections(parts.selections).map((selection) => ({
    id: selection.id,
    finishing_id: selection.finishing_id,
    side: selection.side,
    ...(selection.location ? { location: selection.location } : {}),
  }));
  const print: Print = { product_id: product.id, copies, finishes, complete, uuid: parts.uuid, prices: {} };
  if (product.kind === 'frame') {
    const frame: Frame = {
      id: product.id,
      base: parts.frame.base,
      support: parts.frame.support,
      wallmount: parts.frame.wallmount,
      sizes: copies.map((copy) => ({ pieces: piecesOf(copy), width: copy.width, height: copy.height })),
    };
    print.frames = [frame];
  }
  return print;
}

/** The browser's own price of a print, with the server's rules and the catalogue's numbers. */
function localPrice(print: Print, parts: Pick<PrintContext, 'product' | 'catalogFinishes'>): LocalPrice | null {
  if (!parts.product) return null;
  const price = priceFromCatalog(print, parts.product, parts.catalogFinishes);
  if (!price) return null;
  if (isAboveOnlineLimit(price)) return { kind: 'tooLarge' };
  return { kind: 'price', price: { product: toEuros(price.productCents), frames: toEuros(price.framesCents) } };
}

/**
 * What the live price is told after a change: the print with the browser's own price of it, or why
 * it cannot be priced: every number the server would refuse (a quantity above the maximum, a height
 * of 0), all at once. A line still being filled in (a required field left blank) is no reason to show.
 */
export function priceRequest(context: PrintContext): PrintPriceEvent {
  const print = buildPrint(context, false);
  if (print) return { type: 'print.change', print, local: localPrice(print, context) };
  const issues = context.product ? validateCopyLines(context.lines, context.product).issues.filter((found) => found.keyword !== 'required') : [];
  return { type: 'print.clear', refusal: issues.length > 0 ? { kind: 'copies', issues } : null };
}

export const emptyFrame: FrameChoice = { base: null, support: false, wallmount: false };

type StartedPrint = Omit<PrintContext, 'completed'> & { completed: null };

/** A new print of `product` (`print.start`): one blank line, no finishes yet. */
export function startedPrint(product: Product, finishes: readonly FinishRef[], uuid: string): StartedPrint {
  return {
    product,
    catalogFinishes: finishes,
    needsFinishes: needsFinishesStep(finishes, product.id),
    uuid,
    lines: [newCopyLine(product)],
    selections: [],
    copyIssues: [],
    finishIssues: [],
    frame: emptyFrame,
    completed: null,
  };
}

/** A print from the cart opened again (`print.edit`): its lines, sides and frame. */
export function editedPrint(product: Product, finishes: readonly FinishRef[], print: Print): StartedPrint {
  const frame = print.frames?.[0];
  return {
    ...startedPrint(product, finishes, print.uuid),
    lines: print.copies.map((copy) => ({ ...copy, remark: copy.remark ?? '' })),
    selections: foldSelections(print.finishes ?? []),
    frame: frame ? { base: frame.base, support: frame.support, wallmount: frame.wallmount } : emptyFrame,
  };
}
