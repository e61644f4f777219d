import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import type { FinishSide } from '../../../../domain/catalog.js';
import { checkFinishChoice, type FinishChoice } from '../../../../domain/finish-choices.js';
import type { OfferedFinish } from '../../../../domain/finish-lists.js';
import type { FinishSelection } from '../../../../domain/finish-rules.js';
import type { ChoosableSide } from '../../../../domain/finish-sides.js';
import { useLingui as useLinguiCore } from '@lingui/react';
import { finishIssueTextIn } from '../../../../shared/i18n/finish-texts.js';
import { Button } from '../../../../shared/ui/button.js';
import type { FinishEdit } from './finish-edits.js';
import { PriceDifference } from './price-difference.js';

/** Whole edges first: around, the opposite pairs, then single sides (the most common choice first). */
export const SIDE_ORDER: readonly ChoosableSide[] = ['around', 'opposite-top', 'opposite-left', 'top', 'right', 'bottom', 'left'];

interface SideOptionsProps {
  offer: OfferedFinish;
  selections: readonly FinishSelection[];
  /** The product's edge finishes (level 1): one of them per side. */
  edgeFinishIds: ReadonlySet<number>;
  /** What each side of SIDE_ORDER adds to the price (null: not known in the browser). */
  prices: readonly (number | null)[];
  sideLabels: Record<FinishSide, string>;
  onEdit: (edit: FinishEdit) => void;
}

/** The side choices of one finish as the rules of the domain allow them. */
export function sideChoices(offer: OfferedFinish): FinishChoice[] {
  return SIDE_ORDER.map((side) => ({ type: 'side.choose', finish: offer.finish, side }));
}

/**
 * The sides of one finish, each with what it adds to the price; a side the rules refuse
 * (src/domain/finish-choices.ts: it overlaps a chosen side, or another edge finish has that edge)
 * is disabled and says why in words. Chosen sides are removed in the list of chosen finishes.
 */
export function SideOptions({ offer, selections, edgeFinishIds, prices, sideLabels, onEdit }: SideOptionsProps) {
  const { t } = useLingui();
  const { _ } = useLinguiCore();
  const baseId = useId();
  const name = offer.finish.name;
  const rows = useMemo(
    () =>
      SIDE_ORDER.map((side) => {
        const row = selections.findIndex((selection) => selection.id === offer.finish.id && selection.side === side);
        const check = row >= 0 ? null : checkFinishChoice(selections, { type: 'side.choose', finish: offer.finish, side }, edgeFinishIds);
        return { side, row, refused: check && !check.ok ? check : null };
      }),
    [selections, offer.finish, edgeFinishIds],
  );
  return (
    <div className="pp-finish-sides" role="group" aria-label={t`Zijden voor ${name}`}>
      <ul className="pp-finish-sides__list">
        {rows.map(({ side, row, refused }, index) => {
          const chosen = row >= 0;
          const describedBy = `${baseId}-${side}`;
          const why = refused ? finishIssueTextIn(_, sideLabels, { field: side, keyword: refused.keyword, message: refused.message, params: { with: refused.with } }) : null;
          return (
            <li key={side} className="pp-finish-sides__option" data-chosen={chosen || undefined}>
              <Button
                variant={chosen ? 'primary' : 'secondary'}
                aria-pressed={chosen}
                aria-describedby={describedBy}
                isDisabled={refused !== null}
                // A chosen side stays pressable: pressing it again is refused by the rules ('Side already exists').
                onPress={() => onEdit({ type: 'side.choose', finish: offer.finish, side })}
              >
                {sideLabels[side]}
              </Button>
              <span id={describedBy} className="pp-finish-sides__note">
                {why ? <span className="pp-finish-sides__why">{why}</span> : chosen ? <Trans>gekozen</Trans> : <PriceDifference cents={prices[index]} />}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
