import type { FileCheck, FileChecks } from './file-checks.js';
import { fileChecks } from './file-checks.js';
import type { PdfFacts } from './pdf-facts.js';
import { matchPageSize, type OrderedSize, type SizeMatch } from './size-match.js';
import { MIN_DPI, productGroupOf, requiredBleedMm, type FinishRef } from './thresholds.js';

/**
 * What was ordered for the copy line a file belongs to: a file is made for one line (its size),
 * with one page per original of that line (A/B: the two faces), in the print's finishes.
 */
export interface OrderedLine {
  sizes: OrderedSize[];
  finishes: FinishRef[];
  productCode: string;
  /** The line's originals: the file needs one page for each. */
  originals: number;
}

const line = (check: FileCheck['check'], verdict: FileCheck['verdict'], code: FileCheck['code'], params: FileCheck['params'] = {}): FileCheck =>
  ({ check, verdict, code, params });

function sizeCheck(facts: PdfFacts, ordered: OrderedLine): { line: FileCheck; match: SizeMatch | null } {
  const matches = facts.pages.map((page) => matchPageSize(page, ordered.sizes));
  const wrong = matches.findIndex((match) => match === null);
  const wanted = ordered.sizes.map((size) => `${size.width} x ${size.height}`).join(', ');
  if (wrong >= 0) {
    const page = facts.pages[wrong]!;
    return { line: line('size', 'warning', 'size_mismatch', { page: wrong + 1, width: page.widthMm, height: page.heightMm, ordered: wanted }), match: null };
  }
  const match = matches[0]!;
  const params = { scale: match.scale, width: match.ordered.width, height: match.ordered.height };
  if (match.rotated) return { line: line('size', 'warning', 'size_rotated', params), match };
  if (match.scale !== 1) return { line: line('size', 'pass', 'size_scaled', params), match };
  return { line: line('size', 'pass', 'size_ok', params), match };
}

function bleedCheck(match: SizeMatch | null, ordered: OrderedLine): FileCheck {
  const required = requiredBleedMm(ordered.finishes);
  if (!match) return line('bleed', 'not_checked', 'bleed_missing', { required });
  const bleed = Math.floor(match.bleedMm);
  if (match.bleedMm >= required - 0.5) return line('bleed', 'pass', 'bleed_ok', { bleed, required });
  if (match.bleedMm < 0.5) return line('bleed', 'warning', 'bleed_missing', { required });
  return line('bleed', 'warning', 'bleed_short', { bleed, required });
}

/** Effective dpi at final size of the worst image (the lower of its two directions). */
export function worstImageDpi(facts: PdfFacts, scale: number): { dpi: number; page: number } | null {
  let worst: { dpi: number; page: number } | null = null;
  for (const image of facts.images ?? []) {
    if (image.placedWidthMm <= 0 || image.placedHeightMm <= 0) continue;
    const across = image.pixelsWide / (image.placedWidthMm * scale / 25.4);
    const down = image.pixelsHigh / (image.placedHeightMm * scale / 25.4);
    const dpi = Math.min(across, down);
    if (!worst || dpi < worst.dpi) worst = { dpi, page: image.page };
  }
  return worst && { dpi: Math.round(worst.dpi), page: worst.page };
}

function resolutionCheck(facts: PdfFacts, match: SizeMatch | null, ordered: OrderedLine): FileCheck {
  const minimum = MIN_DPI[productGroupOf(ordered.productCode)];
  if (facts.images === null) return line('resolution', 'not_checked', 'resolution_not_checked', { minimum });
  const worst = worstImageDpi(facts, match?.scale ?? 1);
  if (!worst) return line('resolution', 'pass', 'resolution_none', { minimum });
  const params = { dpi: worst.dpi, minimum, page: worst.page };
  return worst.dpi < minimum ? line('resolution', 'warning', 'resolution_low', params) : line('resolution', 'pass', 'resolution_ok', params);
}

function fontsCheck(facts: PdfFacts): FileCheck {
  if (!facts.fonts) return line('fonts', 'not_checked', 'fonts_ok');
  const missing = facts.fonts.filter((font) => !font.embedded);
  const names = [...new Set(missing.map((font) => font.name))].slice(0, 5).join(', ');
  if (missing.some((font) => !font.standard)) return line('fonts', 'warning', 'fonts_unembedded', { fonts: names });
  if (missing.length > 0) return line('fonts', 'warning', 'fonts_standard_unembedded', { fonts: names });
  return line('fonts', 'pass', 'fonts_ok');
}

function colourCheck(facts: PdfFacts): FileCheck {
  if (!facts.colours) return line('colour', 'not_checked', 'colour_ok');
  const spots = facts.colours.spots.slice(0, 5).join(', ');
  if (facts.colours.rgb && spots) return line('colour', 'warning', 'colour_rgb_spot', { spots });
  if (facts.colours.rgb) return line('colour', 'warning', 'colour_rgb');
  if (spots) return line('colour', 'warning', 'colour_spot', { spots });
  return line('colour', 'pass', 'colour_ok');
}

function pagesCheck(facts: PdfFacts, ordered: OrderedLine): FileCheck {
  const params = { pages: facts.pages.length, originals: ordered.originals };
  // An original without a page has nothing to print: the file cannot stand in for the line.
  if (facts.pages.length < ordered.originals) return line('pages', 'refusal', 'pages_fewer', params);
  if (facts.pages.length > ordered.originals) return line('pages', 'warning', 'pages_more', params);
  return line('pages', 'pass', 'pages_ok', params);
}

/** Every check of a file the analysis could read, against what was ordered. */
export function checkPrintFile(facts: PdfFacts, ordered: OrderedLine): FileChecks {
  const size = sizeCheck(facts, ordered);
  return fileChecks([
    size.line,
    bleedCheck(size.match, ordered),
    resolutionCheck(facts, size.match, ordered),
    fontsCheck(facts),
    colourCheck(facts),
    pagesCheck(facts, ordered),
  ]);
}

/** A file the analysis could not read (refusal: it cannot be printed) or did not check (bounds). */
export function uncheckedFile(reason: 'unreadable' | 'over_bounds'): FileChecks {
  return reason === 'unreadable'
    ? fileChecks([line('file', 'refusal', 'file_unreadable')])
    : fileChecks([line('file', 'not_checked', 'file_not_checked')]);
}
