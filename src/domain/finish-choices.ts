import { FINISH_LEVEL, type FinishSide } from './catalog.js';
import type { FinishRef } from './finish-lists.js';
import { finishMessages, type FinishSelection } from './finish-rules.js';
import { checkSideChoice, EDGES, sideMessages, type SideCheck } from './finish-sides.js';

/**
 * One choice made in the finish editor, checked against what is already chosen (spec section 4,
 * side rules): a side of a normal finish, or an extra product of level 8 or 9 (on the surface;
 * level 9 with the location the user typed).
 */
export type FinishChoice =
  | { type: 'side.choose'; finish: Pick<FinishRef, 'id' | 'finishing_id'>; side: FinishSide }
  | { type: 'extra.add'; finish: Pick<FinishRef, 'id' | 'finishing_id'>; location: string | null; level: number };

export type RefusedChoice = Extract<SideCheck, { ok: false }>;

/**
 * May the choice be added? A side goes through the side rules of its own finish (no side twice,
 * no overlapping sides), and an edge finish (level 1) only on a side no other edge finish covers
 * (`edgeFinishIds`: the product's level-1 finishes); an extra product can be added once, and a
 * level-9 extra only with its location.
 */
export function checkFinishChoice(selections: readonly FinishSelection[], choice: FinishChoice, edgeFinishIds: ReadonlySet<number> = new Set()): SideCheck {
  if (choice.type === 'side.choose') {
    const chosen = selections.filter((selection) => selection.id === choice.finish.id).map((selection) => selection.side);
    const own = checkSideChoice(chosen, choice.side);
    if (!own.ok || !edgeFinishIds.has(choice.finish.id)) return own;
    // The edge finishes (level 1: hem, cut, keder...) share the edges: one per side.
    const otherEdges = selections.filter((selection) => selection.id !== choice.finish.id && edgeFinishIds.has(selection.id)).map((selection) => selection.side);
    const edge = checkSideChoice(otherEdges, choice.side);
    return edge.ok ? edge : { ok: false, keyword: 'edge', message: sideMessages.edge(edge.with), with: edge.with };
  }
  if (selections.some((selection) => selection.id === choice.finish.id)) {
    return { ok: false, keyword: 'exists', message: finishMessages.extraExists(), with: 'surface' };
  }
  // A level-9 extra needs its location: refused at once, not only when leaving the step.
  if (choice.level === FINISH_LEVEL.extraLocation && !choice.location?.trim()) {
    return { ok: false, keyword: 'location', message: finishMessages.locationRequired(), with: 'surface' };
  }
  return { ok: true };
}

/** The selection a choice adds: the side as chosen, or an extra on the surface with its trimmed location. */
export function selectionOf(choice: FinishChoice): FinishSelection {
  const { id, finishing_id } = choice.finish;
  if (choice.type === 'side.choose') return { id, finishing_id, side: choice.side };
  const location = choice.location?.trim() ? choice.location.trim() : null;
  return { id, finishing_id, side: 'surface', location };
}

/**
 * The cart and the server store finishes expanded (around = four sides, opposite = two, spec
 * section 3); the editor works with the choices as made, so the sides of each finish are folded
 * back: all four edges become around, top + bottom opposite-top, left + right opposite-left.
 */
export function foldSelections(finishes: readonly FinishSelection[]): FinishSelection[] {
  const byFinish = new Map<number, FinishSelection[]>();
  for (const finish of finishes) byFinish.set(finish.id, [...(byFinish.get(finish.id) ?? []), { ...finish }]);
  const folded: FinishSelection[] = [];
  for (const entries of byFinish.values()) {
    const sides = new Set<FinishSide>(entries.map((entry) => entry.side));
    const first = entries[0]!;
    const take = (side: FinishSide, covered: readonly FinishSide[]) => {
      folded.push({ ...first, side });
      for (const each of covered) sides.delete(each);
    };
    if (EDGES.every((side) => sides.has(side))) take('around', EDGES);
    if (sides.has('top') && sides.has('bottom')) take('opposite-top', ['top', 'bottom']);
    if (sides.has('left') && sides.has('right')) take('opposite-left', ['left', 'right']);
    for (const side of sides) folded.push({ ...(entries.find((entry) => entry.side === side) ?? first), side });
  }
  return folded;
}

/** One finish of a print as the cart summarises it: the finish and the sides (folded) or extras' locations. */
export interface FinishSummary {
  id: number;
  sides: FinishSide[];
  /** Locations of a level-9 extra (surface); empty for a side finish or a level-8 extra. */
  locations: string[];
}

/**
 * The finishes of a stored print folded per finish, in first-seen order: "hem around, eyelets top
 * and bottom" rather than eight lines of one side each (spec section 2: the finish preview).
 */
export function summarizeFinishes(finishes: readonly FinishSelection[]): FinishSummary[] {
  const summaries = new Map<number, FinishSummary>();
  for (const selection of foldSelections(finishes)) {
    const summary = summaries.get(selection.id) ?? { id: selection.id, sides: [], locations: [] };
    if (selection.side !== 'surface' && !summary.sides.includes(selection.side)) summary.sides.push(selection.side);
    if (selection.side === 'surface' && selection.location) summary.locations.push(selection.location);
    summaries.set(selection.id, summary);
  }
  return [...summaries.values()];
}
