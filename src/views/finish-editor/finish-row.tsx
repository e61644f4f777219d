import { useLingui } from '@lingui/react/macro';
import type { FinishSide } from '../../domain/catalog.js';
import type { OfferedFinish } from '../../domain/finish-lists.js';
import { CHOOSABLE_SIDES, disabledSides, type ChoosableSide } from '../../domain/finish-sides.js';
import { Button } from '../../ui/button.js';
import type { FinishEdit } from './finish-edits.js';

interface FinishRowProps {
  offer: OfferedFinish;
  chosen: readonly FinishSide[];
  sideLabels: Record<FinishSide, string>;
  onEdit: (edit: FinishEdit) => void;
}

/** One finish with its side buttons; sides that clash with a chosen one are disabled. */
export function FinishRow({ offer, chosen, sideLabels, onEdit }: FinishRowProps) {
  const { t } = useLingui();
  // Chosen sides stay pressable (pressing one again says 'side already exists'); clashing ones are off.
  const disabled = disabledSides(chosen);
  const clashes = (side: ChoosableSide) => disabled.includes(side) && !chosen.includes(side);
  const name = offer.finish.name;
  return (
    <li className="pp-finish">
      <span className="pp-finish__name" id={`pp-finish-${offer.finish.id}`}>{name}</span>
      <div className="pp-finish__sides" role="group" aria-label={t`Zijden voor ${name}`}>
        {CHOOSABLE_SIDES.map((side) => (
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
    </li>
  );
}
