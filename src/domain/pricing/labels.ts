import type { FinishSide } from '../catalog.js';
import { SIDE_TEXTS } from '../texts/finish-texts.js';
import { wordInDutch } from '../texts/text.js';

/**
 * The breakdown lines' labels. They are stored with an order and read by staff, so they are in
 * Dutch, the business's language, whatever language the customer ordered in.
 */

/** A number the way a label shows it: fixed decimals, decimal comma. */
export function formatNumber(value: number, decimals = 2): string {
  return value.toFixed(decimals).replace('.', ',');
}

/** What a breakdown line charges for, in the order the cart shows them. */
export const BREAKDOWN_KINDS = ['material', 'discount', 'welding', 'finish', 'frame'] as const;

export const breakdownLabels = {
  material: (product: string, pieces: number, m2: number) => `${product} (${pieces} st., ${formatNumber(m2)} m²)`,
  tier: (pct: number, fromM2: number) => `Staffelkorting ${pct}% vanaf ${fromM2} m²`,
  finish: (finish: string, side: FinishSide) => `${finish} (${wordInDutch(SIDE_TEXTS[side]).toLowerCase()})`,
  frame: (product: string, width: number, height: number, frames: number) => `${product} ${width} x ${height} mm (${frames}x)`,
  basePlates: (base: string, plates: number) => `${base} (${plates}x)`,
  support: (frames: number) => `Steun (${frames}x)`,
  wallmount: (frames: number) => `Wandbevestiging (${frames}x)`,
} as const;
