import type { Rect } from './finish-marks.js';
import { SCALES } from './preflight/thresholds.js';

/**
 * How a PDF's first page lies on the ordered print in the preview. Large-format files
 * come at 1:1, 1:10 or 1:100; the scale whose enlarged page is nearest the ordered size is taken,
 * and the page is centred on the trim, so a page with bleed shows its bleed around the trim and a
 * page of the wrong size or orientation visibly misses the marks (the preflight checks say why).
 */

export const MM_PER_POINT = 25.4 / 72;

export interface Size { widthMm: number; heightMm: number }

/** The size the preview draws: the copy line whose proportions are nearest the page's, else the first. */
export function pickPrintSize(copies: readonly { width: number; height: number }[], page?: Size): Size | null {
  const sizes = copies.filter((copy) => copy.width > 0 && copy.height > 0);
  const first = sizes[0];
  if (!first) return null;
  if (!page || page.widthMm <= 0 || page.heightMm <= 0) return { widthMm: first.width, heightMm: first.height };
  const pageRatio = Math.log(page.widthMm / page.heightMm);
  let best = first;
  for (const copy of sizes) {
    const distance = (size: { width: number; height: number }) => Math.abs(Math.log(size.width / size.height) - pageRatio);
    if (distance(copy) < distance(best)) best = copy;
  }
  return { widthMm: best.width, heightMm: best.height };
}

/** The drawing scale of the file: 1, 10 or 100 (1:1, 1:10, 1:100). */
export function fileScale(print: Size, page: Size): number {
  const miss = (scale: number) =>
    Math.abs(Math.log((page.widthMm * scale) / print.widthMm)) + Math.abs(Math.log((page.heightMm * scale) / print.heightMm));
  return SCALES.reduce((best, scale) => (miss(scale) < miss(best) ? scale : best), SCALES[0]);
}

/** The page in print mm, centred on the trim. */
export function placePage(print: Size, page: Size): { scale: number; rect: Rect } {
  const scale = fileScale(print, page);
  const width = page.widthMm * scale;
  const height = page.heightMm * scale;
  return { scale, rect: { x: (print.widthMm - width) / 2, y: (print.heightMm - height) / 2, width, height } };
}

/** The smallest rectangle holding both (the SVG's view box). */
export function union(a: Rect, b: Rect): Rect {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}
