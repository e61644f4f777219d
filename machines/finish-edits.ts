import type { FinishSide } from '../src/domain/catalog.js';
import type { FinishRef } from '../src/domain/finish-lists.js';
import type { FinishSelection } from '../src/domain/finish-rules.js';
import { checkSideChoice, type SideCheck } from '../src/domain/finish-sides.js';

/** What the finish editor asks of whoever holds the selections (the print machine, or a test). */
export type FinishEdit =
  | { type: 'side.choose'; finish: FinishRef; side: FinishSide }
  | { type: 'side.remove'; row: number }
  | { type: 'extra.add'; finish: FinishRef; location: string | null; level: number };

export interface FinishEditResult {
  selections: FinishSelection[];
  /** Set when the rules refused the choice (the view shows it as a toast). */
  refused?: Extract<SideCheck, { ok: false }>;
}

/** Applies one edit with the domain's side rules; a refused choice leaves the selections as they were. */
export function applyFinishEdit(selections: readonly FinishSelection[], edit: FinishEdit): FinishEditResult {
  switch (edit.type) {
    case 'side.choose': {
      const chosen = selections.filter((selection) => selection.id === edit.finish.id).map((selection) => selection.side);
      const check = checkSideChoice(chosen, edit.side);
      if (!check.ok) return { selections: [...selections], refused: check };
      return { selections: [...selections, { id: edit.finish.id, finishing_id: edit.finish.finishing_id, side: edit.side }] };
    }
    case 'side.remove':
      return { selections: selections.filter((_, row) => row !== edit.row) };
    case 'extra.add': {
      if (selections.some((selection) => selection.id === edit.finish.id)) {
        return { selections: [...selections], refused: { ok: false, keyword: 'exists', message: 'Extra product already added', with: 'surface' } };
      }
      const location = edit.location?.trim() ? edit.location.trim() : null;
      return {
        selections: [...selections, { id: edit.finish.id, finishing_id: edit.finish.finishing_id, side: 'surface', location }],
      };
    }
  }
}
