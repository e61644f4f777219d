import type { PriceTier } from './types.js';

function clampPct(pct: number): number {
  return Math.min(100, Math.max(0, pct));
}

/**
 * The amount after the quantity discount of the tier the total area falls in. A print just over a
 * threshold never costs less than the same print just under it: the discounted amount is raised to
 * at least what the threshold area cost at the previous tier's discount, so more never costs less.
 */
export function applyTiers(fullAmount: number, totalM2: number, tiers: readonly PriceTier[]): number {
  if (fullAmount <= 0 || totalM2 <= 0) return Math.max(0, fullAmount);
  const sorted = [...tiers]
    .filter((tier) => Number.isFinite(tier.from_m2) && tier.from_m2 >= 0)
    .sort((a, b) => a.from_m2 - b.from_m2);
  let activeIndex = -1;
  sorted.forEach((tier, index) => { if (totalM2 >= tier.from_m2) activeIndex = index; });
  if (activeIndex < 0) return fullAmount;
  const active = sorted[activeIndex]!;
  const previousPct = activeIndex > 0 ? clampPct(sorted[activeIndex - 1]!.discount_pct) : 0;
  const pricePerM2 = fullAmount / totalM2;
  const discounted = fullAmount * (1 - clampPct(active.discount_pct) / 100);
  const atThresholdBefore = active.from_m2 * pricePerM2 * (1 - previousPct / 100);
  return Math.max(discounted, Math.min(fullAmount, atThresholdBefore));
}

export function activeTier(totalM2: number, tiers: readonly PriceTier[]): PriceTier | null {
  let found: PriceTier | null = null;
  for (const tier of tiers) {
    if (totalM2 >= tier.from_m2 && (!found || tier.from_m2 > found.from_m2)) found = tier;
  }
  return found;
}

/** The tiers stored with a product (JSON text); anything unreadable counts as no tiers. */
export function parseTiers(text: string): PriceTier[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (tier): tier is PriceTier =>
        typeof tier === 'object' && tier !== null && Number.isFinite(tier.from_m2) && Number.isFinite(tier.discount_pct),
    );
  } catch {
    return [];
  }
}
