import type { FinishSide } from '../catalog.js';
import { expandSide, type Edge } from '../finish-sides.js';

/**
 * The shapes every price, count and drawing is made from (DESIGN.md section 7): pieces, sides and
 * edges, eyelets, area. The copies editor, the cart, the print preview and the server's price all
 * read them here, so what a customer is shown is what the business charges.
 */

/** What a piece count needs of a copy line. `abaa` 1 is A/B (two different faces), 2 is A/A. */
export interface CountedLine {
  originals: number;
  quantity: number;
  sides: number;
  abaa: number;
}

/** How a line is printed: on one side, on both with two different faces (A/B) or the same face twice (A/A). */
export type PrintSides = 'single' | 'ab' | 'aa';

export function printSidesOf(line: Pick<CountedLine, 'sides' | 'abaa'>): PrintSides {
  if (line.sides !== 2) return 'single';
  return line.abaa === 1 ? 'ab' : 'aa';
}

/**
 * Pieces a copy line makes, and so the pieces that are charged: quantity x originals, except a
 * double-sided A/B print, whose two originals are the two faces of one piece (just quantity). A
 * double-sided A/A print has the same original on both faces, so each original is a piece of its own.
 */
export function piecesOf(line: CountedLine): number {
  return printSidesOf(line) === 'ab' ? line.quantity : line.quantity * line.originals;
}

export function totalPiecesOf(lines: readonly CountedLine[]): number {
  return lines.reduce((sum, line) => sum + piecesOf(line), 0);
}

export function isDoubleSided(line: { sides: number }): boolean {
  return line.sides === 2;
}

export interface SizedLine {
  width: number;
  height: number;
}

/** The edges a finish side covers: around is all four, an opposite side a pair, the surface none. */
export function edgesOf(side: FinishSide): Edge[] {
  return expandSide(side).filter((edge): edge is Edge => edge !== 'surface');
}

/** Top and bottom run along the width, left and right along the height. */
export function edgeLengthMm(edge: Edge, size: SizedLine): number {
  return edge === 'top' || edge === 'bottom' ? size.width : size.height;
}

/**
 * Eyelets along one side: one every `spacingMm`, both ends included (`ceil(length / spacing) + 1`).
 * A spacing of 0 or less says nothing about where eyelets go, so it makes none: nothing drawn and
 * nothing charged (the catalogue import refuses such an eyelet finish in the first place).
 */
export function eyeletsAlong(lengthMm: number, spacingMm: number): number {
  if (!(spacingMm > 0) || !(lengthMm > 0)) return 0;
  return Math.ceil(lengthMm / spacingMm) + 1;
}

/** Eyelets on a corners-only finish: one in each end of a side (priced per piece, not per eyelet). */
export const CORNER_EYELETS_PER_SIDE = 2;

export interface EyeletFinish { price_kind: string; spacing_mm: number }

/**
 * Eyelets an eyelet finish puts on one side, for the price and the preview alike: one every spacing
 * when it is priced per eyelet ('item'), else the corners-only kind, one in each corner.
 */
export function eyeletsOnSide(finish: EyeletFinish, lengthMm: number): number {
  return finish.price_kind === 'item' ? eyeletsAlong(lengthMm, finish.spacing_mm) : CORNER_EYELETS_PER_SIDE;
}

/** Centre of an eyelet from the trim edges, mm (a quarter of the piece on very small pieces). */
export const EYELET_INSET_MM = 20;

/** One eyelet hole of a piece, in mm from its top-left trim corner; `edges[0]` is the side it is charged on. */
export interface EyeletHole { x: number; y: number; edges: Edge[] }

/** Top and bottom first: a corner hole shared with a left or right side is charged on the top or bottom. */
const HOLE_ORDER: readonly Edge[] = ['top', 'bottom', 'left', 'right'];

const tenth = (mm: number) => Math.round(mm * 10) / 10;

/**
 * Where an eyelet finish puts its holes on a piece ordered on `edges`: each side gets
 * `eyeletsOnSide` holes, evenly from corner to corner; where two of those sides meet, their corner
 * holes are one and the same hole, made and charged once. The price counts these holes and the
 * preview draws them, so what is drawn is what is charged.
 */
export function eyeletHoles(finish: EyeletFinish, edges: readonly Edge[], size: SizedLine): EyeletHole[] {
  const { width: w, height: h } = size;
  if (!(w > 0) || !(h > 0)) return [];
  const inset = Math.min(EYELET_INSET_MM, w / 4, h / 4);
  const holes = new Map<string, EyeletHole>();
  for (const edge of HOLE_ORDER) {
    if (!edges.includes(edge)) continue;
    const length = edgeLengthMm(edge, size);
    const count = eyeletsOnSide(finish, length);
    const along = length - 2 * inset;
    const horizontal = edge === 'top' || edge === 'bottom';
    for (let i = 0; i < count; i++) {
      const t = tenth(inset + (count > 1 ? (along * i) / (count - 1) : along / 2));
      const x = horizontal ? t : tenth(edge === 'left' ? inset : w - inset);
      const y = horizontal ? tenth(edge === 'top' ? inset : h - inset) : t;
      const key = `${x},${y}`;
      const hole = holes.get(key);
      if (hole) hole.edges.push(edge);
      else holes.set(key, { x, y, edges: [edge] });
    }
  }
  return [...holes.values()];
}

/** Holes charged on `edge` of a piece whose eyelet finish is ordered on `edges` (shared corners once). */
export function eyeletsChargedOn(finish: EyeletFinish, edge: Edge, edges: readonly Edge[], size: SizedLine): number {
  return eyeletHoles(finish, edges, size).filter((hole) => hole.edges[0] === edge).length;
}

export function areaM2(size: SizedLine): number {
  return (size.width * size.height) / 1_000_000;
}

export function perimeterM(size: SizedLine): number {
  return (2 * (size.width + size.height)) / 1000;
}

/** The area one piece is charged for: its own, or the product's minimum when that is larger. */
export function billableM2(product: { min_area_cm2: number }, size: SizedLine): number {
  return Math.max(areaM2(size), Math.max(0, product.min_area_cm2) / 10_000);
}
