import { useLingui } from '@lingui/react/macro';
import { GridListItem } from 'react-aria-components/GridList';
import type { FinishSide } from '../../../../domain/catalog.js';
import type { OfferedFinish } from '../../../../domain/finish-lists.js';
import { disabledSides, type ChoosableSide } from '../../../../domain/finish-sides.js';
import { Button } from '../../../../shared/ui/button.js';
import type { FinishEdit } from './finish-edits.js';

/** Whole edges first: around, the opposite pairs, then single sides (the most common choice is one arrow away). */
const SIDE_ORDER: readonly ChoosableSide[] = ['around', 'opposite-top', 'opposite-left', 'top', 'right', 'bottom', 'left'];

interface FinishRowProps {
  offer: OfferedFinish;
  chosen: readonly FinishSide[];
  sideLabels: Record<FinishSide, string>;
  onEdit: (edit: FinishEdit) => void;
}

/**
 * One finish of the finish list (a row of its grid: Up/Down move between finishes, Left/Right
 * through its side buttons); sides that clash with a chosen one are disabled.
 */
export function FinishRow({ offer, chosen, sideLabels, onEdit }: FinishRowProps) {
  const { t } = useLingui();
  // Chosen sides stay pressable (pressing one again says 'side already exists'); clashing ones are off.
  const disabled = disabledSides(chosen);
  const clashes = (side: ChoosableSide) => disabled.includes(side) && !chosen.includes(side);
  const name = offer.finish.name;
  return (
    <GridListItem id={offer.finish.id} textValue={name} className="pp-finish">
      <span className="pp-finish__name" id={`pp-finish-${offer.finish.id}`}>{name}</span>
      <div className="pp-finish__sides" role="group" aria-label={t`Zijden voor ${name}`}>
        {SIDE_ORDER.map((side) => (
          <Button
            key={side}
            variant={chosen.includes(side) ? 'primary' : 'secondary'}
            aria-pressed={chosen.includes(side)}
            isDisabled={clashes(side)}
            onPress={() => onEdit({ type: 'side.choose', finish: offer.finish, side })}
          >
            {sideLabels[side]}
          </Button>
        ))}
      </div>
    </GridListItem>
  );
}
