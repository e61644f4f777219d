import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFContext, type PDFObject } from 'pdf-lib';
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
  resources: PDFDict | undefined;
  contents: PDFObject | undefined;
  /** mm per unit of the page's user space (PDF /UserUnit: pages beyond 5 m). */
  mmPerUnit: number;
}

type Box = [left: number, bottom: number, right: number, top: number];

const MM_PER_POINT = 25.4 / 72;

interface Inherited {
  mediaBox: PDFObject | undefined;
  rotate: PDFObject | undefined;
  resources: PDFObject | undefined;
}

interface Pending {
  node: PDFObject | undefined;
  depth: number;
  inherited: Inherited;
}

/** [left, bottom, right, top] in units of a box entry, or null when it is not four numbers. */
function boxOf(context: PDFContext, entry: PDFObject | undefined): Box | null {
  const box = entry === undefined ? undefined : context.lookup(entry);
  if (!(box instanceof PDFArray) || box.size() !== 4) return null;
  const numbers = box.asArray().map((item) => context.lookup(item));
  if (!numbers.every((item): item is PDFNumber => item instanceof PDFNumber)) return null;
  const [x0, y0, x1, y1] = numbers.map((item) => item.asNumber()) as Box;
  return [Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)];
}

const widthOf = (box: Box) => box[2] - box[0];
const heightOf = (box: Box) => box[3] - box[1];

/** Narrowest margin of `outer` around `inner` (0 when it does not reach beyond on some side). */
function marginOf(outer: Box, inner: Box): number {
  return Math.max(0, Math.min(inner[0] - outer[0], inner[1] - outer[1], outer[2] - inner[2], outer[3] - inner[3]));
}

function pageOf(context: PDFContext, page: PDFDict, inherited: Inherited): WalkedPage | null {
  const media = boxOf(context, inherited.mediaBox);
  if (!media || widthOf(media) <= 0 || heightOf(media) <= 0) return null;
  const trim = boxOf(context, page.get(PDFName.of('TrimBox')));
  const bleed = boxOf(context, page.get(PDFName.of('BleedBox'))) ?? media;
  const size = trim ?? media;
  const rotate = inherited.rotate === undefined ? undefined : context.lookup(inherited.rotate);
  const turned = rotate instanceof PDFNumber && Math.round(rotate.asNumber() / 90) % 2 !== 0;
  const unit = context.lookup(page.get(PDFName.of('UserUnit')));
  const mmPerUnit = MM_PER_POINT * (unit instanceof PDFNumber && unit.asNumber() > 0 ? unit.asNumber() : 1);
  const mm = (units: number) => Math.round(units * mmPerUnit);
  const [width, height] = turned ? [heightOf(size), widthOf(size)] : [widthOf(size), heightOf(size)];
  const [mediaWidth, mediaHeight] = turned ? [heightOf(media), widthOf(media)] : [widthOf(media), heightOf(media)];
  const facts: PageFacts = {
    widthMm: mm(width), heightMm: mm(height), mediaWidthMm: mm(mediaWidth), mediaHeightMm: mm(mediaHeight),
    bleedMm: trim ? Math.round(marginOf(bleed, trim) * mmPerUnit * 10) / 10 : null,
  };
  const resources = context.lookup(inherited.resources);
  return {
    widthMm: facts.widthMm, heightMm: facts.heightMm, facts, mmPerUnit,
    resources: resources instanceof PDFDict ? resources : undefined, contents: page.get(PDFName.of('Contents')),
  };
}

function inheritedOf(node: PDFDict, from: Inherited): Inherited {
  return {
    mediaBox: node.get(PDFName.of('MediaBox')) ?? from.mediaBox,
    rotate: node.get(PDFName.of('Rotate')) ?? from.rotate,
    resources: node.get(PDFName.of('Resources')) ?? from.resources,
  };
}

/**
 * Every page's size, in page order, walking the page tree ourselves: each node at most once (a
 * node met again means a loop or a shared subtree, which pdf-lib's getPages would follow
 * exponentially often), at most limits.maxDepth deep and limits.maxPages pages.
 */
export function readPageSizes(context: PDFContext, root: PDFObject | undefined, limits: PdfLimits): WalkedPage[] | UncheckedReason {
  const seen = new Set<PDFObject>();
  const sizes: WalkedPage[] = [];
  const stack: Pending[] = [{ node: root, depth: 0, inherited: { mediaBox: undefined, rotate: undefined, resources: undefined } }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.node === undefined || seen.has(next.node)) return next.node === undefined ? 'unreadable' : 'too_complex';
    seen.add(next.node);
    const node = context.lookup(next.node);
    if (!(node instanceof PDFDict)) return 'unreadable';
    const inherited = inheritedOf(node, next.inherited);
    const kids = context.lookup(node.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) {
      if (next.depth >= limits.maxDepth) return 'too_complex';
      // Pushed last-first so pages come off the stack in document order.
      for (let index = kids.size() - 1; index >= 0; index--) {
        if (seen.size + stack.length > limits.maxPages * 2) return 'too_complex';
        stack.push({ node: kids.get(index), depth: next.depth + 1, inherited });
      }
      continue;
    }
    const size = pageOf(context, node, inherited);
    if (!size) return 'unreadable';
    if (sizes.length >= limits.maxPages) return 'too_complex';
    sizes.push(size);
  }
  return sizes.length > 0 ? sizes : 'unreadable';
}
