import { billableM2, isDoubleSided, piecesOf } from './geometry.js';
import { breakdownLabels } from './labels.js';
import { activeTier, applyTiers } from './tiers.js';
import { priceFinishes } from './finishes.js';
import { priceFrames } from './frames.js';
import { seamPriceLine } from '../print-limits.js';
import type { BreakdownLine, CopyLine, PriceInput, PriceResult, ProductPricing } from './types.js';

/** The print itself (sheet per m², piece per piece), before and after the quantity tier. */
function priceMaterial(product: ProductPricing, copies: readonly CopyLine[]): BreakdownLine[] {
  const doubleFactor = Math.max(0, product.double_sided_pct) / 100;
  let full = 0;
  let totalM2 = 0;
  let pieces = 0;
  for (const copy of copies) {
    const count = piecesOf(copy);
    const area = billableM2(product, copy);
    const unit = product.kind === 'piece' ? 1 : area;
    full += count * unit * product.price_cents * (isDoubleSided(copy) ? doubleFactor : 1);
    totalM2 += count * area;
    pieces += count;
  }
  full = Math.max(0, full);
  const fullCents = Math.round(full);
  const lines: BreakdownLine[] = [
    { kind: 'material', label: breakdownLabels.material(product.name, pieces, totalM2), cents: fullCents },
  ];
  const tier = activeTier(totalM2, product.tiers);
  const discountedCents = Math.round(applyTiers(full, totalM2, product.tiers));
  if (tier && discountedCents !== fullCents) {
    lines.push({ kind: 'discount', label: breakdownLabels.tier(tier.discount_pct, tier.from_m2), cents: discountedCents - fullCents });
  }
  return lines;
}

function sum(lines: readonly BreakdownLine[]): number {
  return lines.reduce((total, line) => total + line.cents, 0);
}

/**
 * The price of one print in cents (DESIGN.md section 7). Sheets and pieces answer in `productCents`
 * with their finishes; a PlusFrame answers in `framesCents` (frames, base plates, support, wall
 * mount and any extras chosen on it).
 */
export function pricePrint(input: PriceInput): PriceResult {
  const { product, copies } = input;
  const finishLines = priceFinishes(input.finishes, copies);
  if (product.kind === 'frame') {
    const frameLines = [...priceFrames(product, copies, input.frames), ...finishLines];
    return { productCents: 0, framesCents: sum(frameLines), breakdown: frameLines };
  }
  // Welding a print wider than the roll: its own line, outside the quantity tier.
  const seams = seamPriceLine(copies.map((copy) => ({ width: copy.width, height: copy.height, pieces: piecesOf(copy) })), product);
  const lines = [...priceMaterial(product, copies), ...(seams ? [seams] : []), ...finishLines];
  return { productCents: Math.max(0, sum(lines)), framesCents: 0, breakdown: lines };
}
