import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, type PDFContext, type PDFObject } from 'pdf-lib';
import type { ImageFacts } from '../../../../domain/preflight/pdf-facts.js';
import { classifyColourSpace } from './colour-space.js';
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

const dictOf = (context: PDFContext, entry: PDFObject | undefined) => {
  const object = context.lookup(entry);
  return object instanceof PDFDict ? object : undefined;
};
const numberOf = (context: PDFContext, entry: PDFObject | undefined) => {
  const object = context.lookup(entry);
  return object instanceof PDFNumber ? object.asNumber() : 0;
};

function noteColour(context: PDFContext, scan: ContentScan, space: PDFObject | undefined): ReturnType<typeof classifyColourSpace>['kind'] {
  const colour = classifyColourSpace(context, space);
  if (colour.kind === 'rgb') scan.rgb = true;
  for (const spot of colour.spots) scan.spots.add(spot);
  return colour.kind;
}

function drawImage(context: PDFContext, scan: ContentScan, stream: PDFRawStream, ctm: Matrix, page: number): void {
  const dict = stream.dict;
  const mask = context.lookup(dict.get(PDFName.of('ImageMask')));
  const colour = mask?.toString() === 'true' ? 'other' : noteColour(context, scan, dict.get(PDFName.of('ColorSpace')));
  scan.images.push({
    pixelsWide: numberOf(context, dict.get(PDFName.of('Width'))),
    pixelsHigh: numberOf(context, dict.get(PDFName.of('Height'))),
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

function matrixOf(context: PDFContext, entry: PDFObject | undefined): Matrix {
  const array = context.lookup(entry);
  if (!(array instanceof PDFArray) || array.size() !== 6) return IDENTITY;
  return array.asArray().map((item) => numberOf(context, item)) as Matrix;
}

/**
 * Reads one content stream (or array of them) with its resources: images with the size they are
 * drawn at, colour operators and spaces; Form XObjects followed up to MAX_FORM_DEPTH deep. False
 * when the content is over the bounds or in a form we cannot decode: then it is "not checked".
 */
export function scanContent(context: PDFContext, contents: PDFObject | undefined, resources: PDFDict | undefined, start: Matrix, scan: ContentScan, page: number, depth = 0): boolean {
  const parts = context.lookup(contents);
  const streams = parts instanceof PDFArray ? parts.asArray() : parts === undefined ? [] : [contents];
  const xobjects = dictOf(context, resources?.get(PDFName.of('XObject')));
  const spaces = dictOf(context, resources?.get(PDFName.of('ColorSpace')));
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
      noteColour(context, scan, BUILT_IN.has(name) ? PDFName.of(name) : spaces?.get(PDFName.of(name)));
    } else if (operator === 'Do' && operands[0] && typeof operands[0] === 'object') {
      readable = drawXObject(context, scan, xobjects?.get(PDFName.of(operands[0].name)), ctm, page, depth) && readable;
    }
  };
  for (const part of streams) {
    const bytes = streamBytes(context, part, scan.budget);
    if (!bytes || !lexContent(bytes, scan.budget, onOperator)) return false;
  }
  return readable;
}

const BUILT_IN = new Set(['DeviceRGB', 'DeviceCMYK', 'DeviceGray', 'Pattern']);

function drawXObject(context: PDFContext, scan: ContentScan, entry: PDFObject | undefined, ctm: Matrix, page: number, depth: number): boolean {
  const stream = context.lookup(entry);
  if (!(stream instanceof PDFRawStream)) return true;
  const subtype = context.lookup(stream.dict.get(PDFName.of('Subtype')));
  if (!(subtype instanceof PDFName)) return true;
  if (subtype.decodeText() === 'Image') {
    drawImage(context, scan, stream, ctm, page);
    return true;
  }
  if (subtype.decodeText() !== 'Form') return true;
  if (depth >= MAX_FORM_DEPTH) return false;
  const inner = multiply(matrixOf(context, stream.dict.get(PDFName.of('Matrix'))), ctm);
  return scanContent(context, entry, dictOf(context, stream.dict.get(PDFName.of('Resources'))), inner, scan, page, depth + 1);
}
