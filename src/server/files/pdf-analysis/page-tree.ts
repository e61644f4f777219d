import { PDFArray, PDFDict, PDFName, PDFNumber, type PDFContext, type PDFObject } from 'pdf-lib';
import type { PdfLimits, UncheckedReason } from './limits.js';

export interface PageSize {
  /** Size of the page's trim box (else media box), in whole mm, turned as the page is shown. */
  widthMm: number;
  heightMm: number;
}

const MM_PER_POINT = 25.4 / 72;

interface Inherited {
  mediaBox: PDFObject | undefined;
  rotate: PDFObject | undefined;
}

interface Pending {
  node: PDFObject | undefined;
  depth: number;
  inherited: Inherited;
}

/** [width, height] in points of a box entry, or null when it is not four numbers. */
function boxSize(context: PDFContext, entry: PDFObject | undefined): [number, number] | null {
  const box = entry === undefined ? undefined : context.lookup(entry);
  if (!(box instanceof PDFArray) || box.size() !== 4) return null;
  const numbers = box.asArray().map((item) => context.lookup(item));
  if (!numbers.every((item): item is PDFNumber => item instanceof PDFNumber)) return null;
  const [left, bottom, right, top] = numbers.map((item) => item.asNumber()) as [number, number, number, number];
  return [Math.abs(right - left), Math.abs(top - bottom)];
}

function pageSize(context: PDFContext, page: PDFDict, inherited: Inherited): PageSize | null {
  const size = boxSize(context, page.get(PDFName.of('TrimBox'))) ?? boxSize(context, inherited.mediaBox);
  if (!size) return null;
  const rotate = inherited.rotate === undefined ? undefined : context.lookup(inherited.rotate);
  const turned = rotate instanceof PDFNumber && Math.round(rotate.asNumber() / 90) % 2 !== 0;
  const [width, height] = turned ? [size[1], size[0]] : size;
  return { widthMm: Math.round(width * MM_PER_POINT), heightMm: Math.round(height * MM_PER_POINT) };
}

function inheritedOf(node: PDFDict, from: Inherited): Inherited {
  return {
    mediaBox: node.get(PDFName.of('MediaBox')) ?? from.mediaBox,
    rotate: node.get(PDFName.of('Rotate')) ?? from.rotate,
  };
}

/**
 * Every page's size, in page order, walking the page tree ourselves: each node at most once (a
 * node met again means a loop or a shared subtree, which pdf-lib's getPages would follow
 * exponentially often), at most limits.maxDepth deep and limits.maxPages pages.
 */
export function readPageSizes(context: PDFContext, root: PDFObject | undefined, limits: PdfLimits): PageSize[] | UncheckedReason {
  const seen = new Set<PDFObject>();
  const sizes: PageSize[] = [];
  const stack: Pending[] = [{ node: root, depth: 0, inherited: { mediaBox: undefined, rotate: undefined } }];
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
    const size = pageSize(context, node, inherited);
    if (!size) return 'unreadable';
    if (sizes.length >= limits.maxPages) return 'too_complex';
    sizes.push(size);
  }
  return sizes.length > 0 ? sizes : 'unreadable';
}
