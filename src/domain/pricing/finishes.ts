import type { Edge } from '../finish-sides.js';
import { edgeLengthMm, edgesOf, eyeletsChargedOn, piecesOf } from './geometry.js';
import { breakdownLabels } from './labels.js';
import type { BreakdownLine, ChosenFinish, CopyLine } from './types.js';

/**
 * Cents of one finish on one piece of a copy line. `finishEdges`: every edge the same finish is
 * ordered on, so a corner eyelet two of its sides share is charged once.
 */
function centsPerPiece({ finish, side }: ChosenFinish, copy: CopyLine, finishEdges: readonly Edge[]): number {
  const edges = edgesOf(side);
  switch (finish.price_kind) {
    case 'metre': {
      // A surface finish sits on no edge: it is charged per piece.
      if (edges.length === 0) return finish.price_cents;
      const metres = edges.reduce((sum, edge) => sum + edgeLengthMm(edge, copy), 0) / 1000;
      return metres * finish.price_cents;
    }
    case 'item': {
      // Items on the surface sit on no side: one per piece.
      if (edges.length === 0) return finish.price_cents;
      const items = edges.reduce((sum, edge) => sum + eyeletsChargedOn(finish, edge, finishEdges, copy), 0);
      return items * finish.price_cents;
    }
    case 'piece':
      return finish.price_cents;
    case 'none':
      return 0;
  }
}

/** One breakdown line per chosen finish, summed over every piece of every copy line. */
export function priceFinishes(finishes: readonly ChosenFinish[], copies: readonly CopyLine[]): BreakdownLine[] {
  const edgesOfFinish = (id: number): Edge[] =>
    [...new Set(finishes.filter((chosen) => chosen.finish.id === id).flatMap((chosen) => edgesOf(chosen.side)))];
  return finishes
    .filter((chosen) => chosen.finish.price_kind !== 'none')
    .map((chosen) => {
      const finishEdges = edgesOfFinish(chosen.finish.id);
      const total = copies.reduce((sum, copy) => sum + piecesOf(copy) * centsPerPiece(chosen, copy, finishEdges), 0);
      return { kind: 'finish' as const, label: breakdownLabels.finish(chosen.finish.name, chosen.side), cents: Math.max(0, Math.round(total)) };
    });
}
