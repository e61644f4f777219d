import { isDoubleSided, perimeterM, piecesOf } from './geometry.js';
import { breakdownLabels } from './labels.js';
import type { BreakdownLine, CopyLine, FrameChoice, ProductPricing } from './types.js';

const BASE_PLATE_SPAN_MM = 2000;

/** At least two base plates per frame, plus one per started 2000 mm of width beyond the first. */
export function basePlatesPerFrame(widthMm: number): number {
  return 2 + Math.ceil(Math.max(0, widthMm - BASE_PLATE_SPAN_MM) / BASE_PLATE_SPAN_MM);
}

/** PlusFrames: every copy line is a frame (as many as it has pieces), priced by perimeter. */
export function priceFrames(
  product: ProductPricing,
  copies: readonly CopyLine[],
  choices: readonly (FrameChoice | undefined)[],
): BreakdownLine[] {
  const lines: BreakdownLine[] = [];
  const doubleFactor = Math.max(0, product.double_sided_pct) / 100;
  copies.forEach((copy, index) => {
    const frames = piecesOf(copy);
    const factor = isDoubleSided(copy) ? doubleFactor : 1;
    lines.push({
      kind: 'frame',
      label: breakdownLabels.frame(product.name, copy.width, copy.height, frames),
      cents: Math.max(0, Math.round(frames * perimeterM(copy) * product.price_cents * factor)),
    });
    const choice = choices[index];
    if (!choice) return;
    if (choice.base && choice.base.price_kind !== 'none') {
      const plates = frames * basePlatesPerFrame(copy.width);
      lines.push({ kind: 'frame', label: breakdownLabels.basePlates(choice.base.name, plates), cents: Math.max(0, plates * choice.base.price_cents) });
    }
    if (choice.support) {
      lines.push({ kind: 'frame', label: breakdownLabels.support(frames), cents: Math.max(0, frames * product.support_price_cents) });
    }
    if (choice.wallmount) {
      lines.push({ kind: 'frame', label: breakdownLabels.wallmount(frames), cents: Math.max(0, frames * product.wallmount_price_cents) });
    }
  });
  return lines;
}
