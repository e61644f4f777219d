import type { CopyLine, Side } from './types.js';

type EdgeSide = 'top' | 'right' | 'bottom' | 'left';

/** Pieces a copy line makes: the two originals of a double-sided A/B print are the faces of one piece. */
export function piecesOf(copy: CopyLine): number {
  const isDoubleSidedAB = copy.sides === 2 && copy.abaa === 1;
  return isDoubleSidedAB ? copy.quantity : copy.quantity * copy.originals;
}

export function isDoubleSided(copy: CopyLine): boolean {
  return copy.sides === 2;
}

/** The edges a finish side covers: around is all four, an opposite side is a pair. */
export function edgesOf(side: Side): EdgeSide[] {
  switch (side) {
    case 'around': return ['top', 'right', 'bottom', 'left'];
    case 'opposite-top': return ['top', 'bottom'];
    case 'opposite-left': return ['left', 'right'];
    case 'surface': return [];
    default: return [side];
  }
}

export function edgeLengthMm(edge: EdgeSide, copy: CopyLine): number {
  return edge === 'top' || edge === 'bottom' ? copy.width : copy.height;
}

export function areaM2(copy: CopyLine): number {
  return (copy.width * copy.height) / 1_000_000;
}

export function perimeterM(copy: CopyLine): number {
  return (2 * (copy.width + copy.height)) / 1000;
}

/** Euro amounts the way the cart shows them in a label: 2 decimals, decimal comma. */
export function formatNumber(value: number, decimals = 2): string {
  return value.toFixed(decimals).replace('.', ',');
}
