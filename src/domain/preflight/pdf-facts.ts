/**
 * What the bounded PDF analysis reads from a file for the print-file check. Plain data:
 * made in the analysis process, sent over IPC, judged by the pure rules in checks.ts.
 */
export interface PageFacts {
  /** Trim box (else media box) in mm, turned as the page is shown. */
  widthMm: number;
  heightMm: number;
  /** Media box in mm, turned as shown. */
  mediaWidthMm: number;
  mediaHeightMm: number;
  /** Narrowest margin of the bleed box (else media box) around the trim box, mm; null without TrimBox. */
  bleedMm: number | null;
}

export type ColourKind = 'cmyk' | 'gray' | 'rgb' | 'spot' | 'other';

export interface ImageFacts {
  pixelsWide: number;
  pixelsHigh: number;
  /** As placed on the page, in mm of the page (before any 1:10 scale). */
  placedWidthMm: number;
  placedHeightMm: number;
  colour: ColourKind;
  page: number;
}

export interface FontFacts {
  name: string;
  embedded: boolean;
  /** One of the 14 standard PDF fonts (the RIP substitutes them well). */
  standard: boolean;
}

export interface PdfFacts {
  pages: PageFacts[];
  /** Null: the content was over the analysis bounds, so images and colours were not checked. */
  images: ImageFacts[] | null;
  /** Null when they could not be read. */
  fonts: FontFacts[] | null;
  /** Colour spaces met in resources and content (images included); null when not checked. */
  colours: { rgb: boolean; spots: string[] } | null;
}
