import { edgeLengthMm, edgesOf, piecesOf } from './geometry.js';
import type { BreakdownLine, ChosenFinish, CopyLine } from './types.js';

const SIDE_LABELS: Record<string, string> = {
  top: 'boven', right: 'rechts', bottom: 'onder', left: 'links', around: 'rondom',
  'opposite-top': 'boven en onder', 'opposite-left': 'links en rechts', surface: 'oppervlak',
};

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
      if (edges.length === 0 || finish.spacing_mm <= 0) return finish.price_cents;
      const items = edges.reduce(
        (sum, edge) => sum + Math.ceil(edgeLengthMm(edge, copy) / finish.spacing_mm) + 1,
        0,
      );
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
      const side = SIDE_LABELS[chosen.side] ?? chosen.side;
      return { label: `${chosen.finish.name} (${side})`, cents: Math.max(0, Math.round(total)) };
    });
}
