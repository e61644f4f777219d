import { edgeLengthMm, edgesOf, eyeletsOnSide, piecesOf } from './geometry.js';
import { breakdownLabels } from './labels.js';
import type { BreakdownLine, ChosenFinish, CopyLine } from './types.js';

/** Cents of one finish on one piece of a copy line. */
function centsPerPiece({ finish, side }: ChosenFinish, copy: CopyLine): number {
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
      const items = edges.reduce((sum, edge) => sum + eyeletsOnSide(finish, edgeLengthMm(edge, copy)), 0);
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
  return finishes
    .filter((chosen) => chosen.finish.price_kind !== 'none')
    .map((chosen) => {
      const total = copies.reduce((sum, copy) => sum + piecesOf(copy) * centsPerPiece(chosen, copy), 0);
      return { kind: 'finish' as const, label: breakdownLabels.finish(chosen.finish.name, chosen.side), cents: Math.max(0, Math.round(total)) };
    });
}
