import type { PdfDict, PdfObjects } from './pdf-objects.js';
import type { ImageFacts } from '../../../../domain/preflight/pdf-facts.js';
import { classifyColourSpace, colourOfName, type Colour } from './colour-space.js';
import { lexContent, type Operand } from './content-lexer.js';
import { streamBytes } from './stream-bytes.js';

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const MAX_FORM_DEPTH = 4;

/** What the content of the pages showed, and what is left of the file's bounds. */
export interface ContentScan {
  images: ImageFacts[];
  rgb: boolean;
  spots: Set<string>;
  budget: { bytes: number; operators: number };
  /** Units per point (PDF /UserUnit) of the page being read, to mm. */
  mmPerUnit: number;
}

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

/** Spot colours kept of one file: the check names five, a real file has a handful. */
const MAX_SPOTS = 50;

function noteColour(scan: ContentScan, colour: Colour): Colour['kind'] {
  if (colour.kind === 'rgb') scan.rgb = true;
  for (const spot of colour.spots) if (scan.spots.size < MAX_SPOTS) scan.spots.add(spot);
  return colour.kind;
}

function drawImage(pdf: PdfObjects, scan: ContentScan, dict: PdfDict, ctm: Matrix, page: number): void {
  const mask = pdf.lookup(dict.getRaw('ImageMask'));
  const colour = mask === true ? 'other' : noteColour(scan, classifyColourSpace(pdf, dict.getRaw('ColorSpace')));
  scan.images.push({
    pixelsWide: pdf.number(dict.getRaw('Width')) ?? 0,
    pixelsHigh: pdf.number(dict.getRaw('Height')) ?? 0,
    placedWidthMm: Math.hypot(ctm[0], ctm[1]) * scan.mmPerUnit,
    placedHeightMm: Math.hypot(ctm[2], ctm[3]) * scan.mmPerUnit,
    colour,
    page,
  });
  if (scan.images.length > MAX_IMAGES * 2) keepCoarsest(scan.images);
}

const MAX_IMAGES = 100;
const pixelsPerMm = (image: ImageFacts) =>
  Math.min(image.pixelsWide / (image.placedWidthMm || 1), image.pixelsHigh / (image.placedHeightMm || 1));

/** Only the coarsest images matter to the check: a file drawing millions stays small in memory. */
export function keepCoarsest(images: ImageFacts[]): void {
  images.sort((a, b) => pixelsPerMm(a) - pixelsPerMm(b)).splice(MAX_IMAGES);
}

function matrixOf(pdf: PdfObjects, entry: unknown): Matrix {
  const array = pdf.array(entry);
  if (!array || array.length !== 6) return IDENTITY;
  return array.map((item) => pdf.number(item) ?? 0) as Matrix;
}

/**
 * Reads one content stream (or array of them) with its resources: images with the size they are
 * drawn at, colour operators and spaces; Form XObjects followed up to MAX_FORM_DEPTH deep. False
 * when the content is over the bounds or in a form we cannot decode: then it is "not checked".
 */
export function scanContent(pdf: PdfObjects, contents: unknown, resources: PdfDict | undefined, start: Matrix, scan: ContentScan, page: number, depth = 0): boolean {
  const parts = pdf.lookup(contents);
  const streams = Array.isArray(parts) ? parts : parts === undefined ? [] : [contents];
  const xobjects = pdf.dict(resources?.getRaw('XObject'));
  const spaces = pdf.dict(resources?.getRaw('ColorSpace'));
  const states: Matrix[] = [];
  let ctm = start;
  let readable = true;
  const onOperator = (operator: string, operands: Operand[]) => {
    if (operator === 'q') states.push(ctm);
    else if (operator === 'Q') ctm = states.pop() ?? ctm;
    else if (operator === 'cm' && operands.length === 6 && operands.every((item) => typeof item === 'number')) ctm = multiply(operands as Matrix, ctm);
    else if (operator === 'rg' || operator === 'RG') scan.rgb = true;
    else if ((operator === 'cs' || operator === 'CS') && operands[0] && typeof operands[0] === 'object') {
      const name = operands[0].name;
      noteColour(scan, BUILT_IN.has(name) ? colourOfName(name) : classifyColourSpace(pdf, spaces?.getRaw(name)));
    } else if (operator === 'Do' && operands[0] && typeof operands[0] === 'object') {
      readable = drawXObject(pdf, scan, xobjects?.getRaw(operands[0].name), ctm, page, depth) && readable;
    }
  };
  for (const part of streams) {
    const bytes = streamBytes(pdf, part, scan.budget);
    if (!bytes || !lexContent(bytes, scan.budget, onOperator)) return false;
  }
  return readable;
}

const BUILT_IN = new Set(['DeviceRGB', 'DeviceCMYK', 'DeviceGray', 'Pattern']);

function drawXObject(pdf: PdfObjects, scan: ContentScan, entry: unknown, ctm: Matrix, page: number, depth: number): boolean {
  const dict = pdf.stream(entry)?.dict;
  if (!dict) return true;
  const subtype = pdf.name(dict.getRaw('Subtype'));
  if (subtype === 'Image') {
    drawImage(pdf, scan, dict, ctm, page);
    return true;
  }
  if (subtype !== 'Form') return true;
  if (depth >= MAX_FORM_DEPTH) return false;
  const inner = multiply(matrixOf(pdf, dict.getRaw('Matrix')), ctm);
  return scanContent(pdf, entry, pdf.dict(dict.getRaw('Resources')), inner, scan, page, depth + 1);
}
