import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { GridList } from 'react-aria-components/GridList';
import { Toolbar } from 'react-aria-components/Toolbar';
import type { Finish, FinishSide, Product } from '../../../../domain/catalog.js';
import { extraFinishes, frameBases, normalFinishes } from '../../../../domain/finish-lists.js';
import type { FinishSelection } from '../../../../domain/finish-rules.js';
import type { Issue } from '../../../../domain/issues.js';
import { markFinishesOf } from '../../../../domain/marked-finishes.js';
import { expandSide, type Edge } from '../../../../domain/finish-sides.js';
import { Button } from '../../../../shared/ui/button.js';
import { TextField } from '../../../../shared/ui/text-field.js';
import { useSmallScreen } from '../copies-editor/use-small-screen.js';
import type { FinishEdit } from './finish-edits.js';
import { FinishRow } from './finish-row.js';
import { FrameOptions, type FrameChoice } from './frame-options.js';
import { FinishPreviews } from '../finish-preview/finish-previews.js';
import { useFinishIssueText, useSideLabels } from './side-labels.js';
import X from 'lucide-react/icons/x';

export interface FinishEditorProps {
  product: Product;
  finishes: readonly Finish[];
  selections: readonly FinishSelection[];
  /** Issues of the last check (validateFinishSelections); highlighted in the preview. */
  issues: readonly Issue[];
  onEdit: (edit: FinishEdit) => void;
  frame?: { value: FrameChoice; onChange: (value: FrameChoice) => void };
  /** The print's copy lines: the preview draws each size with the chosen finishes. */
  copies?: readonly { width: number | null; height: number | null }[];
}

const SIDES: readonly string[] = ['top', 'right', 'bottom', 'left', 'around', 'opposite-top', 'opposite-left', 'surface'];

/** The finishes step: finish list with side buttons, extras, the preview to scale (edges with errors red), PlusFrame options. */
export function FinishEditor({ product, finishes, selections, issues, onEdit, frame, copies = [] }: FinishEditorProps) {
  const { t } = useLingui();
  const small = useSmallScreen();
  const sideLabels = useSideLabels();
  const issueText = useFinishIssueText();
  const [locations, setLocations] = useState<Record<number, string>>({});
  const normal = normalFinishes(finishes, product.id);
  const extras = extraFinishes(finishes, product.id);
  const bases = frameBases(finishes, product.id);
  const names = new Map(finishes.map((finish) => [finish.id, finish.name]));
  const chosenFor = (finishId: number): FinishSide[] =>
    selections.filter((selection) => selection.id === finishId).map((selection) => selection.side);
  const errorSides = issues.map((issue) => issue.field).filter((field): field is FinishSide => SIDES.includes(field));
  const errorEdges = [...new Set(errorSides.flatMap((side) => expandSide(side)))].filter((edge): edge is Edge => edge !== 'surface');
  const byId = new Map(finishes.map((finish) => [finish.id, finish]));
  const marked = markFinishesOf(selections, (id) => byId.get(id), product.id);

  return (
    <div className="pp-finish-editor">
      {normal.length === 0 && frame ? <FrameOptions bases={bases} value={frame.value} onChange={frame.onChange} /> : null}
      {normal.length === 0 && !frame ? (
        <p><Trans>Dit product heeft geen afwerkingen.</Trans></p>
      ) : null}
      {normal.length > 0 ? (
        <div className="pp-finish-editor__main">
          {/* One Tab stop: arrows move between finishes and through a finish's side buttons. */}
          <GridList className="pp-finish-list" aria-label={t`Afwerkingen`} keyboardNavigationBehavior="arrow">
            {normal.map((offer) => (
              <FinishRow key={offer.finish.id} offer={offer} chosen={chosenFor(offer.finish.id)} sideLabels={sideLabels} onEdit={onEdit} />
            ))}
          </GridList>
          {small ? null : <FinishPreviews copies={copies} finishes={marked} errorEdges={errorEdges} legend max={2} maxHeightRem={12} />}
        </div>
      ) : null}
      {extras.length > 0 ? (
        <section className="pp-extras" aria-labelledby="pp-extras-title">
          <h2 id="pp-extras-title" className="pp-section-title"><Trans>Extra producten</Trans></h2>
          {/* One Tab stop; Up/Down move through it, Left/Right stay with the location's caret. */}
          <Toolbar orientation="vertical" aria-labelledby="pp-extras-title">
            <ul>
              {extras.map((offer) => {
                const name = offer.finish.name;
                const needsLocation = offer.level === 9;
                const added = selections.some((selection) => selection.id === offer.finish.id);
                return (
                  <li key={offer.finish.id} className="pp-extras__item">
                    <span>{name}</span>
                    {needsLocation ? (
                      <TextField
                        label={t`Locatie voor ${name}`}
                        value={locations[offer.finish.id] ?? ''}
                        onChange={(value) => setLocations({ ...locations, [offer.finish.id]: value })}
                      />
                    ) : null}
                    <Button
                      variant="secondary"
                      isDisabled={added}
                      aria-label={t`${name} toevoegen`}
                      onPress={() =>
                        onEdit({ type: 'extra.add', finish: offer.finish, level: offer.level, location: locations[offer.finish.id] ?? null })
                      }
                    >
                      <Trans>Toevoegen</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </Toolbar>
        </section>
      ) : null}
      {selections.length > 0 ? (
        <section className="pp-chosen" aria-labelledby="pp-chosen-title">
          <h2 id="pp-chosen-title" className="pp-section-title"><Trans>Gekozen</Trans></h2>
          <Toolbar orientation="vertical" aria-labelledby="pp-chosen-title">
            <ul>
              {selections.map((selection, row) => {
                const name = names.get(selection.id) ?? '';
                const side = sideLabels[selection.side];
                return (
                  <li key={`${selection.id}-${selection.side}-${row}`}>
                    <span>{name} – {side}{selection.location ? ` (${selection.location})` : ''}</span>
                    <Button variant="quiet" aria-label={t`${name} ${side} verwijderen`} onPress={() => onEdit({ type: 'side.remove', row })}>
                      <X aria-hidden="true" size={18} />
                    </Button>
                  </li>
                );
              })}
            </ul>
          </Toolbar>
        </section>
      ) : null}
      {issues.length > 0 ? (
        <div role="alert">
          <ul className="pp-finish-errors">
            {issues.map((issue, index) => (
              <li key={index}>{issueText(issue)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
