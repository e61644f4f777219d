import type { FinishSide } from './catalog.js';
import { EDGES, type Edge } from './finish-sides.js';
import { EYELET_INSET_MM, edgeLengthMm, edgesOf, eyeletHoles, eyeletsOnSide } from './pricing/geometry.js';
import { requiredBleedMm, safeZoneMm, type FinishRef } from './preflight/thresholds.js';

/**
 * Where the ordered finishes sit on a print, in mm, for the print preview: pure
 * geometry from the print's width x height and its finishes. Origin is the top-left corner of the
 * trim, y runs down. The eyelet holes are the very ones the price counts (`eyeletHoles`,
 * src/domain/pricing/geometry.ts): where two sides meet, their corner eyelet is one hole, listed
 * once with both sides and charged once.
 *
 * Decision: the finish data has no band widths, so the widths below are the usual workshop ones
 * (a sewn hem takes 30 mm, a tunnel 50 mm, a pole pocket 70 mm, keder is sewn on a 15 mm strip,
 * tape 25 mm). Bleed and safe zone are the ones the print-file check asks for
 * (src/domain/preflight/thresholds.ts: 5 mm bleed, 10 mm with hems and pockets, 15 mm with keder;
 * safe zone bleed + 20 mm), so the drawing and the check agree; the safe zone also keeps 10 mm
 * clear of every band and eyelet ring deeper than that.
 */

/** Room kept clear beyond a band or an eyelet ring. */
export const SAFE_MARGIN_MM = 10;
/** Centre of an eyelet from the trim edge (the price's rule), and its ring radius. */
export { EYELET_INSET_MM };
export const EYELET_RADIUS_MM = 6;

export type BandKind = 'hem' | 'pocket' | 'keder' | 'tape';
export const BAND_WIDTH_MM: Readonly<Record<BandKind | 'pole-pocket', number>> = {
  hem: 30, pocket: 50, 'pole-pocket': 70, keder: 15, tape: 25,
};

/** What the preview needs of an ordered finish (a row of the order detail). */
export interface MarkFinish {
  /** The catalogue finish: the rows of one finish (one per side) are one eyelet row. */
  id?: number;
  name: string;
  /** Catalogue code; the bleed a finish needs is looked up by it (else by level). */
  code?: string;
  level: number;
  side: string;
  location: string | null;
  spacing_mm: number;
  price_kind: string;
}

export interface Rect { x: number; y: number; width: number; height: number }
export interface BandMark { kind: BandKind; name: string; edge: Edge; rect: Rect }
export type { EyeletHole as EyeletPoint } from './pricing/geometry.js';
import type { EyeletHole } from './pricing/geometry.js';
export interface EyeletRow {
  name: string;
  /** 0 when the eyelets sit in the corners only. */
  spacingMm: number;
  /** Eyelets on each side, its two corners included. */
  perEdge: Partial<Record<Edge, number>>;
  /** Distinct holes (shared corners once): the eyelets charged. */
  points: EyeletHole[];
}
export interface PrintMarks {
  widthMm: number;
  heightMm: number;
  /** Bleed the ordered finishes need, mm outside the trim (as the check asks). */
  bleedMm: number;
  bleed: Rect;
  trim: Rect;
  safe: Rect;
  bands: BandMark[];
  eyelets: EyeletRow[];
}

type Kind = BandKind | 'pole-pocket' | 'eyelets';

/** Which mark a finish draws, from its level (seed: 1 edge, 2 eyelets, 3 pockets, 4 keder, 5 tape, 6 rope, 9 extras at a location). */
export function markKind(finish: MarkFinish): Kind | null {
  switch (finish.level) {
    case 1: return finish.price_kind === 'none' ? null : 'hem';
    case 2: return 'eyelets';
    case 3: return 'pocket';
    case 4: return 'keder';
    case 5: return 'tape';
    case 6: return 'hem';
    case 9: return finish.location?.startsWith('pole-pocket') ? 'pole-pocket' : null;
    default: return null;
  }
}

const KNOWN_SIDES: readonly string[] = [...EDGES, 'around', 'opposite-top', 'opposite-left', 'surface'];

/** The edges a stored finish's side stands for ('around' is four); unknown or surface sides none. */
export function edgesOfSide(side: string): Edge[] {
  return KNOWN_SIDES.includes(side) ? edgesOf(side as FinishSide) : [];
}

function bandRect(edge: Edge, depth: number, w: number, h: number): Rect {
  switch (edge) {
    case 'top': return { x: 0, y: 0, width: w, height: depth };
    case 'bottom': return { x: 0, y: h - depth, width: w, height: depth };
    case 'left': return { x: 0, y: 0, width: depth, height: h };
    case 'right': return { x: w - depth, y: 0, width: depth, height: h };
  }
}

function eyeletRow(finish: MarkFinish, edges: Edge[], w: number, h: number): EyeletRow {
  const perEdge: Partial<Record<Edge, number>> = {};
  for (const edge of edges) perEdge[edge] = eyeletsOnSide(finish, edgeLengthMm(edge, { width: w, height: h }));
  const points = eyeletHoles(finish, edges, { width: w, height: h });
  return { name: finish.name, spacingMm: Math.max(0, finish.spacing_mm), perEdge, points };
}

/** Room the safe zone leaves on each edge: the margin beyond the deepest band or eyelet ring there. */
function safeInsets(zoneMm: number, bands: BandMark[], eyelets: EyeletRow[]): Record<Edge, number> {
  const insets = { top: zoneMm, right: zoneMm, bottom: zoneMm, left: zoneMm };
  for (const band of bands) {
    const depth = band.edge === 'top' || band.edge === 'bottom' ? band.rect.height : band.rect.width;
    insets[band.edge] = Math.max(insets[band.edge], depth + SAFE_MARGIN_MM);
  }
  for (const row of eyelets) {
    for (const edge of Object.keys(row.perEdge) as Edge[]) {
      insets[edge] = Math.max(insets[edge], EYELET_INSET_MM + EYELET_RADIUS_MM + SAFE_MARGIN_MM);
    }
  }
  return insets;
}

/** Every mark of a print of `widthMm` x `heightMm` with the given finishes. */
export function finishMarks(widthMm: number, heightMm: number, finishes: readonly MarkFinish[]): PrintMarks {
  const w = Math.max(1, widthMm);
  const h = Math.max(1, heightMm);
  const bands: BandMark[] = [];
  // A finish is stored once per side (around is four rows): its sides are gathered so that the
  // corner holes they share are one hole, as the price counts them.
  const eyeletSides = new Map<string, { finish: MarkFinish; edges: Edge[] }>();
  for (const finish of finishes) {
    const kind = markKind(finish);
    const edges = edgesOfSide(finish.side);
    if (kind === null || edges.length === 0) continue;
    if (kind === 'eyelets') {
      const key = finish.id === undefined ? `${finish.name}|${finish.code ?? ''}` : String(finish.id);
      const entry = eyeletSides.get(key) ?? { finish, edges: [] };
      entry.edges.push(...edges.filter((edge) => !entry.edges.includes(edge)));
      eyeletSides.set(key, entry);
      continue;
    }
    const depth = Math.min(BAND_WIDTH_MM[kind], w / 2, h / 2);
    const bandKind: BandKind = kind === 'pole-pocket' ? 'pocket' : kind;
    for (const edge of edges) bands.push({ kind: bandKind, name: finish.name, edge, rect: bandRect(edge, depth, w, h) });
  }
  const eyelets: EyeletRow[] = [...eyeletSides.values()]
    .map(({ finish, edges }) => eyeletRow(finish, edges, w, h))
    // An eyelet finish without a spacing makes no eyelets (and is charged none): nothing to draw.
    .filter((row) => row.points.length > 0);
  const refs: FinishRef[] = finishes.map((finish) => ({ code: finish.code ?? '', level: finish.level }));
  const bleedMm = requiredBleedMm(refs);
  const inset = safeInsets(safeZoneMm(refs), bands, eyelets);
  const safeWidth = Math.max(0, w - inset.left - inset.right);
  const safeHeight = Math.max(0, h - inset.top - inset.bottom);
  return {
    widthMm: w,
    heightMm: h,
    bleedMm,
    bleed: { x: -bleedMm, y: -bleedMm, width: w + 2 * bleedMm, height: h + 2 * bleedMm },
    trim: { x: 0, y: 0, width: w, height: h },
    safe: { x: inset.left, y: inset.top, width: safeWidth, height: safeHeight },
    bands,
    eyelets,
  };
}
