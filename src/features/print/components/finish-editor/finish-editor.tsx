import { Trans, useLingui } from '@lingui/react/macro';
import { Toolbar } from 'react-aria-components/Toolbar';
import type { Finish, FinishSide, Product } from '../../../../domain/catalog.js';
import { extraFinishes, frameBases, normalFinishes } from '../../../../domain/finish-lists.js';
import type { FinishSelection } from '../../../../domain/finish-rules.js';
import type { Issue } from '../../../../domain/issues.js';
import { markFinishesOf } from '../../../../domain/marked-finishes.js';
import { expandSide, type Edge } from '../../../../domain/finish-sides.js';
import type { PricedPrint } from '../../../../domain/pricing/index.js';
import { Button } from '../../../../shared/ui/button.js';
import { useSmallScreen } from '../copies-editor/use-small-screen.js';
import type { FinishEdit } from './finish-edits.js';
import { FinishChooser } from './finish-chooser.js';
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
  /** The print's valid copies (and frames), for what each choice adds to the price; left out, no differences are shown. */
  print?: PricedPrint | null;
}

const SIDES: readonly string[] = ['top', 'right', 'bottom', 'left', 'around', 'opposite-top', 'opposite-left', 'surface'];

/** The finishes step: the finish groups (finish, then sides, with prices), the preview to scale beside (edges with errors red), PlusFrame options, what is chosen. */
export function FinishEditor({ product, finishes, selections, issues, onEdit, frame, copies = [], print = null }: FinishEditorProps) {
  const { t } = useLingui();
  const small = useSmallScreen();
  const sideLabels = useSideLabels();
  const issueText = useFinishIssueText();
  const normal = normalFinishes(finishes, product.id);
  const extras = extraFinishes(finishes, product.id);
  const bases = frameBases(finishes, product.id);
  const names = new Map(finishes.map((finish) => [finish.id, finish.name]));
  const errorSides = issues.map((issue) => issue.field).filter((field): field is FinishSide => SIDES.includes(field));
  const errorEdges = [...new Set(errorSides.flatMap((side) => expandSide(side)))].filter((edge): edge is Edge => edge !== 'surface');
  const byId = new Map(finishes.map((finish) => [finish.id, finish]));
  const marked = markFinishesOf(selections, (id) => byId.get(id), product.id);
  const hasChoices = normal.length > 0 || extras.length > 0;

  return (
    <div className="pp-finish-editor">
      {normal.length === 0 && frame ? <FrameOptions bases={bases} value={frame.value} onChange={frame.onChange} /> : null}
      {!hasChoices && !frame ? (
        <p><Trans>Dit product heeft geen afwerkingen.</Trans></p>
      ) : null}
      {hasChoices ? (
        <div className="pp-finish-editor__main">
          <FinishChooser product={product} finishes={finishes} selections={selections} print={print} sideLabels={sideLabels} small={small} onEdit={onEdit} />
          {/* The preview has the column beside the chooser on wide screens. */}
          {small || normal.length === 0 ? null : <FinishPreviews copies={copies} finishes={marked} errorEdges={errorEdges} legend max={2} maxHeightRem={12} />}
        </div>
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
