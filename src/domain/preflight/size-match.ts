import type { PageFacts } from './pdf-facts.js';
import { MAX_BLEED_IN_MEDIA_MM, SCALES, sizeToleranceMm } from './thresholds.js';

export interface OrderedSize {
  width: number;
  height: number;
}

export interface SizeMatch {
  ordered: OrderedSize;
  /** The page is at 1:scale of the ordered size. */
  scale: number;
  /** The page is the ordered size turned a quarter. */
  rotated: boolean;
  /** Bleed at final size, mm: from the boxes, or from a MediaBox larger than the ordered size. */
  bleedMm: number;
}

const close = (pageMm: number, orderedMm: number) => Math.abs(pageMm - orderedMm) <= sizeToleranceMm(orderedMm);

/** Media larger than the ordered size by about the same margin on both axes: that margin is bleed. */
function bleedInMedia(width: number, height: number, ordered: OrderedSize): number | null {
  const extraWide = width - ordered.width;
  const extraHigh = height - ordered.height;
  const tolerance = sizeToleranceMm(Math.max(ordered.width, ordered.height));
  if (extraWide < -tolerance || extraHigh < -tolerance) return null;
  if (extraWide > 2 * MAX_BLEED_IN_MEDIA_MM + tolerance || extraHigh > 2 * MAX_BLEED_IN_MEDIA_MM + tolerance) return null;
  if (Math.abs(extraWide - extraHigh) > 2 * tolerance) return null;
  return Math.max(0, Math.min(extraWide, extraHigh) / 2);
}

function matchAt(page: PageFacts, ordered: OrderedSize, scale: number, rotated: boolean): SizeMatch | null {
  const want = rotated ? { width: ordered.height, height: ordered.width } : ordered;
  const [width, height] = [page.widthMm * scale, page.heightMm * scale];
  if (close(width, want.width) && close(height, want.height)) {
    const bleedMm = page.bleedMm !== null ? page.bleedMm * scale
      : bleedInMedia(page.mediaWidthMm * scale, page.mediaHeightMm * scale, want) ?? 0;
    return { ordered, scale, rotated, bleedMm: Math.round(bleedMm * 10) / 10 };
  }
  if (page.bleedMm !== null) return null;
  // No TrimBox: the page may be the ordered size plus bleed all round.
  const bleed = bleedInMedia(width, height, want);
  return bleed === null ? null : { ordered, scale, rotated, bleedMm: Math.round(bleed * 10) / 10 };
}

/**
 * The ordered size a page is, at 1:1, 1:10 or 1:100, upright before turned: null when none fits.
 * An exact fit at a scale beats a fit with bleed in the media box.
 */
export function matchPageSize(page: PageFacts, ordered: OrderedSize[]): SizeMatch | null {
  for (const rotated of [false, true]) {
    for (const scale of SCALES) {
      for (const size of ordered) {
        const match = matchAt(page, size, scale, rotated);
        if (match) return match;
      }
    }
  }
  return null;
}
