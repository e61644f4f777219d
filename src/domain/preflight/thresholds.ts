/**
 * The numbers of the print-file check, in one place for server and browser (the
 * preview draws the same bleed and safe zone the check asks for).
 */

/** Scales a large-format file is made at: 1:1, 1:10 and 1:100 (drawing programs cap page size). */
export const SCALES = [1, 10, 100] as const;

/** A page matches an ordered size within 2 mm or 1 % (of the final size), whichever is larger. */
export function sizeToleranceMm(orderedMm: number): number {
  return Math.max(2, orderedMm * 0.01);
}

/** Without a TrimBox, a MediaBox this much larger than the ordered size (per side) still counts as bleed. */
export const MAX_BLEED_IN_MEDIA_MM = 50;

/** Bleed every print needs, in mm at final size. */
export const BASE_BLEED_MM = 5;

/**
 * More bleed for finishes that fold or weld material over the edge, by the finish's catalogue
 * code (seeded in src/server/db/seed/catalog-finishes.ts); others fall back to their level.
 */
const BLEED_BY_CODE: Record<string, number> = {
  'AF-SNIJ': 5,
  'AF-ZOOM': 10,
  'AF-ZOOM-LAS': 10,
  'AF-ZOOM-BAND': 10,
  'AF-TUN-5': 10,
  'AF-TUN-10': 10,
  'AF-KEDER': 15,
  'AF-SEG': 15,
  'EX-MAST-BOVEN': 10,
  'EX-MAST-LINKS': 10,
};
/** Level 1 edge (hems), 3 pockets, 4 keder/silicone edge, 6 rope in the hem. */
const BLEED_BY_LEVEL: Record<number, number> = { 1: 10, 3: 10, 4: 15, 6: 10 };

export interface FinishRef {
  code: string;
  level: number;
}

/** The bleed (mm, final size) a print with these finishes needs: the largest any finish asks. */
export function requiredBleedMm(finishes: FinishRef[]): number {
  return finishes.reduce((most, finish) => Math.max(most, BLEED_BY_CODE[finish.code] ?? BLEED_BY_LEVEL[finish.level] ?? BASE_BLEED_MM), BASE_BLEED_MM);
}

/** Safe zone inside the trim edge (mm) where no text belongs: eyelets, hems and keder sit there. */
export function safeZoneMm(finishes: FinishRef[]): number {
  return requiredBleedMm(finishes) + 20;
}

export type ProductGroup = 'banner' | 'textile' | 'flag' | 'fence' | 'adhesive' | 'board' | 'frame';

/** The product group by the product's catalogue code prefix (the seeded catalogue's scheme). */
const GROUP_BY_PREFIX: [prefix: string, group: ProductGroup][] = [
  ['SPD-', 'banner'], ['TEX-', 'textile'], ['BF-', 'flag'], ['VLAG-', 'flag'], ['HEK-', 'fence'],
  ['FOL-', 'adhesive'], ['VB-', 'board'], ['PF-', 'frame'],
];

export function productGroupOf(productCode: string): ProductGroup {
  return GROUP_BY_PREFIX.find(([prefix]) => productCode.startsWith(prefix))?.[1] ?? 'banner';
}

/**
 * Lowest effective resolution (dpi at final size) per group, by viewing distance: a fence banner
 * is seen from metres away, adhesive film and boards from arm's length, textile frames up close.
 */
export const MIN_DPI: Record<ProductGroup, number> = {
  fence: 40,
  banner: 60,
  flag: 60,
  textile: 72,
  frame: 72,
  board: 100,
  adhesive: 100,
};
