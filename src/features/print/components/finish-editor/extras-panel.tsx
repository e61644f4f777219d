import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Toolbar } from 'react-aria-components/Toolbar';
import { FINISH_LEVEL, type Product } from '../../../../domain/catalog.js';
import type { FinishChoice } from '../../../../domain/finish-choices.js';
import type { FinishRef, OfferedFinish } from '../../../../domain/finish-lists.js';
import type { FinishSelection } from '../../../../domain/finish-rules.js';
import type { PricedPrint } from '../../../../domain/pricing/index.js';
import { Button } from '../../../../shared/ui/button.js';
import { TextField } from '../../../../shared/ui/text-field.js';
import type { FinishEdit } from './finish-edits.js';
import type { GroupTexts } from './group-texts.js';
import { PriceDifference, useChoicePrices } from './price-difference.js';

interface ExtrasPanelProps {
  texts: GroupTexts;
  offers: readonly OfferedFinish[];
  selections: readonly FinishSelection[];
  print: PricedPrint | null;
  product: Product;
  finishes: readonly FinishRef[];
  onEdit: (edit: FinishEdit) => void;
  /** The locations typed for level-9 extras (kept by the chooser while this group is closed). */
  locations: Readonly<Record<number, string>>;
  onLocations: (locations: Record<number, string>) => void;
}

/** Extra products (levels 8 and 9): each added once, with what it adds to the price; level 9 with its location. */
export function ExtrasPanel({ texts, offers, selections, print, product, finishes, onEdit, locations, onLocations }: ExtrasPanelProps) {
  const { t } = useLingui();
  const choices = useMemo(
    () => offers.map((offer): FinishChoice => ({ type: 'extra.add', finish: offer.finish, level: offer.level, location: null })),
    [offers],
  );
  const prices = useChoicePrices(print, selections, choices, product, finishes);
  return (
    <div className="pp-finish-group pp-extras">
      <p className="pp-finish-group__rules">{texts.rules}</p>
      {/* One Tab stop; Up/Down move through it, Left/Right stay with the location's caret. */}
      <Toolbar orientation="vertical" aria-label={texts.title}>
        <ul>
          {offers.map((offer, index) => {
            const name = offer.finish.name;
            const needsLocation = offer.level === FINISH_LEVEL.extraLocation;
            const added = selections.some((selection) => selection.id === offer.finish.id);
            return (
              <li key={offer.finish.id} className="pp-extras__item">
                <span>
                  {name} {added ? <span className="pp-price-diff"><Trans>toegevoegd</Trans></span> : <PriceDifference cents={prices[index]} />}
                </span>
                {needsLocation ? (
                  <TextField
                    label={t`Locatie voor ${name}`}
                    value={locations[offer.finish.id] ?? ''}
                    onChange={(value) => onLocations({ ...locations, [offer.finish.id]: value })}
                  />
                ) : null}
                <Button
                  variant="secondary"
                  isDisabled={added}
                  aria-label={t`${name} toevoegen`}
                  onPress={() => onEdit({ type: 'extra.add', finish: offer.finish, level: offer.level, location: locations[offer.finish.id] ?? null })}
                >
                  <Trans>Toevoegen</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      </Toolbar>
    </div>
  );
}
