/**
 * Inputs and output of the price calculation (DESIGN.md section 7). Plain data: the route reads
 * the catalogue rows and the print, the calculation itself touches no database.
 */
import type { FINISH_PRICE_KINDS, FinishSide, ProductKind } from '../catalog.js';
import type { SeamPricing } from '../print-limits.js';
import type { CountedLine, SizedLine } from './geometry.js';
import type { BREAKDOWN_KINDS } from './labels.js';

export type { ProductKind } from '../catalog.js';

export interface PriceTier {
  /** The tier applies when the print's total billable area is at least this many m². */
  from_m2: number;
  discount_pct: number;
}

/** Roll width, widest welded size and seam price come from the shared print-limits rule. */
export interface ProductPricing extends SeamPricing {
  name: string;
  kind: ProductKind;
  /** Per m² (sheet), per piece (piece) or per metre of frame perimeter (frame). */
  price_cents: number;
  min_area_cm2: number;
  /** 160 = a double-sided print costs 1.6 times a single-sided one. */
  double_sided_pct: number;
  tiers: PriceTier[];
  support_price_cents: number;
  wallmount_price_cents: number;
}

export type FinishPriceKind = (typeof FINISH_PRICE_KINDS)[number];

export interface FinishPricing {
  id: number;
  name: string;
  level: number;
  price_kind: FinishPriceKind;
  price_cents: number;
  /** For 'item' finishes (eyelets): one item every spacing_mm along a side. */
  spacing_mm: number;
}

export interface CopyLine extends CountedLine, SizedLine {}

export type Side = FinishSide;

export interface ChosenFinish {
  finish: FinishPricing;
  side: Side;
}

/** The options of one PlusFrame line; `base` is the chosen base-plate finish (level 111). */
export interface FrameChoice {
  base: FinishPricing | null;
  support: boolean;
  wallmount: boolean;
}

export interface PriceInput {
  product: ProductPricing;
  copies: CopyLine[];
  finishes: ChosenFinish[];
  /** Aligned with `copies` for PlusFrames; a missing entry means no base, support or wall mount. */
  frames: (FrameChoice | undefined)[];
}

/** What a breakdown line charges for: the cart groups and names the lines by it in the customer's language. */
export type BreakdownKind = (typeof BREAKDOWN_KINDS)[number];

export interface BreakdownLine {
  kind: BreakdownKind;
  /** In Dutch, for staff (labels.ts). */
  label: string;
  cents: number;
}

export interface PriceResult {
  productCents: number;
  framesCents: number;
  breakdown: BreakdownLine[];
}
