import type { PdfDict, PdfObjects } from './pdf-objects.js';
import type { PageFacts } from '../../../../domain/preflight/pdf-facts.js';
import type { PdfLimits, UncheckedReason } from './limits.js';

export interface PageSize {
  /** Size of the page's trim box (else media box), in whole mm, turned as the page is shown. */
  widthMm: number;
  heightMm: number;
}

/** A page as the walk found it: its size, its boxes for the print-file check, and where its content is. */
export interface WalkedPage extends PageSize {
  facts: PageFacts;
  resources: PdfDict | undefined;
  contents: unknown;
  /** mm per unit of the page's user space (PDF /UserUnit: pages beyond 5 m). */
  mmPerUnit: number;
}

type Box = [left: number, bottom: number, right: number, top: number];

const MM_PER_POINT = 25.4 / 72;

interface Inherited {
  mediaBox: unknown;
  rotate: unknown;
  resources: unknown;
}

interface Pending {
  node: unknown;
  depth: number;
  inherited: Inherited;
}

/** [left, bottom, right, top] in units of a box entry, or null when it is not four numbers. */
function boxOf(pdf: PdfObjects, entry: unknown): Box | null {
  const box = pdf.array(entry);
  if (!box || box.length !== 4) return null;
  const numbers = box.map((item) => pdf.number(item));
  if (!numbers.every((item) => item !== undefined)) return null;
  const [x0, y0, x1, y1] = numbers as Box;
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

const widthOf = (box: Box) => box[2] - box[0];
const heightOf = (box: Box) => box[3] - box[1];

/** Narrowest margin of `outer` around `inner` (0 when it does not reach beyond on some side). */
function marginOf(outer: Box, inner: Box): number {
  return Math.max(0, Math.min(inner[0] - outer[0], inner[1] - outer[1], outer[2] - inner[2], outer[3] - inner[3]));
}

function pageOf(pdf: PdfObjects, page: PdfDict, inherited: Inherited): WalkedPage | null {
  const media = boxOf(pdf, inherited.mediaBox);
  if (!media || widthOf(media) <= 0 || heightOf(media) <= 0) return null;
  const trim = boxOf(pdf, page.getRaw('TrimBox'));
  const bleed = boxOf(pdf, page.getRaw('BleedBox')) ?? media;
  const size = trim ?? media;
  const rotate = pdf.number(inherited.rotate);
  const turned = rotate !== undefined && Math.round(rotate / 90) % 2 !== 0;
  const unit = pdf.number(page.getRaw('UserUnit'));
  const mmPerUnit = MM_PER_POINT * (unit !== undefined && unit > 0 ? unit : 1);
  const mm = (units: number) => Math.round(units * mmPerUnit);
  const [width, height] = turned ? [heightOf(size), widthOf(size)] : [widthOf(size), heightOf(size)];
  const [mediaWidth, mediaHeight] = turned ? [heightOf(media), widthOf(media)] : [widthOf(media), heightOf(media)];
  const facts: PageFacts = {
    widthMm: mm(width), heightMm: mm(height), mediaWidthMm: mm(mediaWidth), mediaHeightMm: mm(mediaHeight),
    bleedMm: trim ? Math.round(marginOf(bleed, trim) * mmPerUnit * 10) / 10 : null,
  };
  return {
    widthMm: facts.widthMm, heightMm: facts.heightMm, facts, mmPerUnit,
    resources: pdf.dict(inherited.resources), contents: page.getRaw('Contents'),
  };
}

function inheritedOf(node: PdfDict, from: Inherited): Inherited {
  return {
    mediaBox: node.getRaw('MediaBox') ?? from.mediaBox,
    rotate: node.getRaw('Rotate') ?? from.rotate,
    resources: node.getRaw('Resources') ?? from.resources,
  };
}

/**
 * Every page's size, in page order, walking the page tree ourselves: each node at most once (a
 * node met again means a loop or a shared subtree, which a naive walk would follow exponentially
 * often; pdf.js's own page lookup trusts /Count), at most limits.maxDepth deep and limits.maxPages
 * pages. Nodes are told apart by reference (pdf.js keeps one object per reference).
 */
export function readPageSizes(pdf: PdfObjects, root: unknown, limits: PdfLimits): WalkedPage[] | UncheckedReason {
  const seen = new Set<unknown>();
  const sizes: WalkedPage[] = [];
  const stack: Pending[] = [{ node: root, depth: 0, inherited: { mediaBox: undefined, rotate: undefined, resources: undefined } }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.node === undefined || seen.has(next.node)) return next.node === undefined ? 'unreadable' : 'too_complex';
    seen.add(next.node);
    const node = pdf.dict(next.node);
    if (!node) return 'unreadable';
    const inherited = inheritedOf(node, next.inherited);
    const kids = pdf.array(node.getRaw('Kids'));
    if (kids) {
      if (next.depth >= limits.maxDepth) return 'too_complex';
      // Pushed last-first so pages come off the stack in document order.
      for (let index = kids.length - 1; index >= 0; index--) {
        if (seen.size + stack.length > limits.maxPages * 2) return 'too_complex';
        stack.push({ node: kids[index], depth: next.depth + 1, inherited });
      }
      continue;
    }
    const size = pageOf(pdf, node, inherited);
    if (!size) return 'unreadable';
    if (sizes.length >= limits.maxPages) return 'too_complex';
    sizes.push(size);
  }
  return sizes.length > 0 ? sizes : 'unreadable';
}
