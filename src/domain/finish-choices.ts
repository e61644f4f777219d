import type { FinishSide } from './catalog.js';
import type { FinishRef } from './finish-lists.js';
import { finishMessages, type FinishSelection } from './finish-rules.js';
import { checkSideChoice, EDGES, type SideCheck } from './finish-sides.js';

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
 * no overlapping sides); an extra product can be added once. A missing level-9 location is not a
 * refusal here: the check before leaving the step reports it on the row.
 */
export function checkFinishChoice(selections: readonly FinishSelection[], choice: FinishChoice): SideCheck {
  if (choice.type === 'side.choose') {
    const chosen = selections.filter((selection) => selection.id === choice.finish.id).map((selection) => selection.side);
    return checkSideChoice(chosen, choice.side);
  }
  if (selections.some((selection) => selection.id === choice.finish.id)) {
    return { ok: false, keyword: 'exists', message: finishMessages.extraExists, with: 'surface' };
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
