import type { Issue } from './issues.js';
import { word, withValues } from './texts/text.js';

/**
 * How large a print can physically be made (shared by the copies editor, POST /prices and
 * POST /order). A print comes off a roll: its narrower side must fit the roll's width, its longer
 * side the roll's length. Materials that can be welded (PVC banner and mesh) may be made wider from
 * panels welded side by side, up to the product's largest welded width; every seam is a running
 * metre of welding the customer pays for and sees.
 */

/** The longest print one roll gives: 50 m, the usual roll of banner material and film. */
export const ROLL_LENGTH_MM = 50_000;

/** What the rule needs to know of a product (catalogue answer and product row alike). */
export interface MaterialSize {
  /** Roll (or sheet) width in mm; 0 means unknown: then only the general 100 m ceiling applies. */
  width: number;
  /** Widest a welded print of this material may be, in mm; 0 means the material is never welded. */
  weld_max_mm: number;
}

export interface PrintSize {
  width: number;
  height: number;
}

export interface MaxSize {
  /** The narrower side may be at most this (mm). */
  shortMm: number;
  /** The longer side may be at most this (mm). */
  longMm: number;
}

/** A product's facts for this rule, where absent means unknown (0: no roll limit, never welded). */
export const materialSizeOf = (product: Partial<MaterialSize>): MaterialSize => ({
  width: product.width ?? 0,
  weld_max_mm: product.weld_max_mm ?? 0,
});

export const isWeldable = (product: MaterialSize): boolean => product.weld_max_mm > product.width && product.width > 0;

/** The largest print of this product, or null when its roll width is unknown. */
export function maxPrintSize(product: MaterialSize): MaxSize | null {
  if (!(product.width > 0)) return null;
  return { shortMm: isWeldable(product) ? product.weld_max_mm : product.width, longMm: ROLL_LENGTH_MM };
}

export function fitsProduct(size: PrintSize, product: MaterialSize): boolean {
  const max = maxPrintSize(product);
  if (!max) return true;
  return Math.min(size.width, size.height) <= max.shortMm && Math.max(size.width, size.height) <= max.longMm;
}

/** Whole cm, rounded down: a maximum of 1375 mm reads 137 cm, never more than can be made. */
const cm = (mm: number): string => String(Math.floor(mm / 10));

/** The API's text (the browser words the issue by its keyword). */
export const limitMessages = {
  tooLarge: (max: MaxSize): string =>
    word(withValues(/*i18n*/ { id: 'print.too_large', message: 'Maximaal {width} x {height} cm voor dit materiaal' }, { width: cm(max.shortMm), height: cm(max.longMm) })),
} as const;

/**
 * A line larger than the product can be made is refused, naming the largest size. The issue sits
 * on the line's larger side (the one to make smaller; on width when both are the same).
 */
export function sizeLimitIssues(size: PrintSize, product: MaterialSize, row: number): Issue[] {
  const max = maxPrintSize(product);
  if (!max || fitsProduct(size, product)) return [];
  const field = size.height > size.width ? 'height' : 'width';
  return [{
    row,
    field,
    keyword: 'too_large',
    message: limitMessages.tooLarge(max),
    params: { width_cm: cm(max.shortMm), height_cm: cm(max.longMm) },
  }];
}

/** How one piece of a line is made: panels of the roll's width welded along the longer side. */
export interface Seams {
  panels: number;
  /** Seams per piece (panels - 1). */
  seams: number;
  /** Length of each seam in mm: the piece's longer side. */
  seamLengthMm: number;
}

/**
 * The seams one piece needs. Panels run along the longer side, so the seams are as few and as short
 * as the roll allows; a piece that fits the roll width has none. Only weldable materials have seams
 * (a print too large for the product has none either: it is refused, not made).
 */
export function seamsOf(size: PrintSize, product: MaterialSize): Seams {
  const short = Math.min(size.width, size.height);
  const long = Math.max(size.width, size.height);
  if (!isWeldable(product) || !fitsProduct(size, product) || short <= product.width) {
    return { panels: 1, seams: 0, seamLengthMm: 0 };
  }
  const panels = Math.ceil(short / product.width);
  return { panels, seams: panels - 1, seamLengthMm: long };
}

/** What pricing needs of a product to charge its seams. */
export interface SeamPricing extends MaterialSize {
  /** Per running metre of seam, excl. VAT. */
  seam_price_cents: number;
}

/** A copy line as pricing counts it: its size and how many pieces are made. */
export interface CountedPrint extends PrintSize {
  pieces: number;
}

/** The running metres of seam over every piece of every line. */
export function seamMetres(lines: readonly CountedPrint[], product: MaterialSize): number {
  const mm = lines.reduce((sum, line) => {
    const { seams, seamLengthMm } = seamsOf(line, product);
    return sum + line.pieces * seams * seamLengthMm;
  }, 0);
  return mm / 1000;
}

/**
 * The price line of the welding (label in Dutch like the other breakdown lines), or null when the
 * print has no seams. Not part of the quantity tier: welding costs the same per metre at any size.
 */
export function seamPriceLine(lines: readonly CountedPrint[], product: SeamPricing): { kind: 'welding'; label: string; cents: number } | null {
  const metres = seamMetres(lines, product);
  if (metres <= 0) return null;
  const shown = metres.toFixed(2).replace('.', ',');
  return { kind: 'welding', label: `Lasnaden (${shown} m)`, cents: Math.max(0, Math.round(metres * product.seam_price_cents)) };
}
