import type { Finish } from './catalog.js';
import type { MarkFinish } from './finish-marks.js';
import type { FinishSelection } from './finish-rules.js';

/**
 * Chosen finishes (the editor's selections or a cart print's finishes) as the preview draws them:
 * the level and location of the product's link (they decide which mark a finish makes), and the
 * catalogue's pricing, the numbers the price counts eyelets with.
 */
export function markFinishesOf(
  selections: readonly FinishSelection[],
  finishOf: (id: number) => Finish | undefined,
  productId: number,
): MarkFinish[] {
  return selections.flatMap((selection) => {
    const finish = finishOf(selection.id);
    if (!finish) return [];
    const link = finish.products.find((candidate) => candidate.product_id === productId);
    return [{
      id: finish.id,
      name: finish.name,
      code: finish.default_code,
      level: link?.level ?? finish.level,
      // An extra at a location (a pole pocket) is chosen without a side: it sits where the catalogue puts it.
      side: selection.side === 'surface' ? finish.side : selection.side,
      // The catalogue's location says what it is ("pole-pocket top"); the one typed says where it goes.
      location: link?.location ?? finish.location ?? selection.location ?? null,
      spacing_mm: finish.pricing?.spacing_mm ?? 0,
      price_kind: finish.pricing?.price_kind ?? 'metre',
    }];
  });
}

/** The different sizes of a print's copy lines, in line order, at most `max` (only whole, positive sizes). */
export function distinctSizes(copies: readonly { width: number | null; height: number | null }[], max: number): { width: number; height: number }[] {
  const sizes: { width: number; height: number }[] = [];
  for (const { width, height } of copies) {
    if (width === null || height === null || !(width > 0) || !(height > 0)) continue;
    if (sizes.some((size) => size.width === width && size.height === height)) continue;
    sizes.push({ width, height });
    if (sizes.length === max) break;
  }
  return sizes;
}
