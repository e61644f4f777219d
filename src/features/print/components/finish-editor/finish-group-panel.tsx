import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { FinishSide, Product } from '../../../../domain/catalog.js';
import type { OfferedFinish, FinishRef } from '../../../../domain/finish-lists.js';
import type { FinishSelection } from '../../../../domain/finish-rules.js';
import { checkFinishChoice } from '../../../../domain/finish-choices.js';
import type { PricedPrint } from '../../../../domain/pricing/index.js';
import { Button } from '../../../../shared/ui/button.js';
import type { FinishEdit } from './finish-edits.js';
import type { GroupTexts } from './group-texts.js';
import { PriceDifference, useChoicePrices } from './price-difference.js';
import { SIDE_ORDER, SideOptions, sideChoices } from './side-options.js';

interface FinishGroupPanelProps {
  texts: GroupTexts;
  offers: readonly OfferedFinish[];
  /** The finish whose sides are being chosen (null: the finish is still to be chosen). */
  picked: number | null;
  onPick: (finishId: number | null) => void;
  /** Small screens show one decision at a time: the finish, then its sides. */
  oneDecision: boolean;
  selections: readonly FinishSelection[];
  edgeFinishIds: ReadonlySet<number>;
  print: PricedPrint | null;
  product: Product;
  finishes: readonly FinishRef[];
  sideLabels: Record<FinishSide, string>;
  onEdit: (edit: FinishEdit) => void;
}

/**
 * One group of side finishes (edge, eyelets, pockets, other): first the finish, each with the least
 * it adds to the price, then that finish's sides, each with what it adds.
 */
export function FinishGroupPanel(props: FinishGroupPanelProps) {
  const { texts, offers, picked, onPick, oneDecision, selections, edgeFinishIds, print, product, finishes, sideLabels, onEdit } = props;
  const { t } = useLingui();
  const pickedOffer = offers.find((offer) => offer.finish.id === picked) ?? null;
  // Every side of every finish of this group, priced at once (a few dozen choices at most).
  const choices = useMemo(() => offers.flatMap(sideChoices), [offers]);
  const prices = useChoicePrices(print, selections, choices, product, finishes);
  const pricesOf = (index: number) => prices.slice(index * SIDE_ORDER.length, (index + 1) * SIDE_ORDER.length);
  /** The least a finish adds on a side the rules allow now. */
  const fromPrice = (offer: OfferedFinish, index: number): number | null => {
    const allowed = pricesOf(index).filter(
      (cents, side): cents is number =>
        cents !== null && checkFinishChoice(selections, { type: 'side.choose', finish: offer.finish, side: SIDE_ORDER[side]! }, edgeFinishIds).ok,
    );
    return allowed.length > 0 ? Math.min(...allowed) : null;
  };
  const chosenSides = (finishId: number) =>
    selections.filter((selection) => selection.id === finishId).map((selection) => sideLabels[selection.side].toLowerCase());
  const showFinishes = !oneDecision || pickedOffer === null;
  const pickedIndex = pickedOffer ? offers.indexOf(pickedOffer) : -1;
  const pickedName = pickedOffer?.finish.name ?? '';

  return (
    <div className="pp-finish-group">
      <p className="pp-finish-group__rules">{texts.rules}</p>
      <div className="pp-finish-group__steps">
        {showFinishes ? (
          <RadioGroup
            className="pp-finish-options"
            aria-label={texts.question}
            value={picked === null ? null : String(picked)}
            onChange={(value) => onPick(Number(value))}
          >
            <span className="pp-finish-options__question" aria-hidden="true">{texts.question}</span>
            {offers.map((offer, index) => {
              const sides = chosenSides(offer.finish.id);
              return (
                <Radio key={offer.finish.id} value={String(offer.finish.id)} className="pp-finish-option">
                  <span className="pp-finish-option__name">{offer.finish.name}</span>
                  <span className="pp-finish-option__note">
                    {sides.length > 0 ? <Trans>gekozen: {sides.join(', ')}</Trans> : <PriceDifference cents={fromPrice(offer, index)} from />}
                  </span>
                </Radio>
              );
            })}
          </RadioGroup>
        ) : null}
        {pickedOffer ? (
          <div className="pp-finish-group__sides">
            {oneDecision ? (
              <Button variant="quiet" onPress={() => onPick(null)}>
                <Trans>Andere {texts.title.toLowerCase()} kiezen</Trans>
              </Button>
            ) : null}
            <p className="pp-finish-group__question">{t`Op welke zijden: ${pickedName}?`}</p>
            <SideOptions
              offer={pickedOffer}
              selections={selections}
              edgeFinishIds={edgeFinishIds}
              prices={pricesOf(pickedIndex)}
              sideLabels={sideLabels}
              onEdit={onEdit}
            />
          </div>
        ) : oneDecision ? null : (
          <p className="pp-finish-group__hint"><Trans>Kies eerst een afwerking; daarna de zijden.</Trans></p>
        )}
      </div>
    </div>
  );
}
