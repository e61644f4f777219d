import { useLingui } from '@lingui/react/macro';
import type { FinishSide } from '../../../../domain/catalog.js';
import type { FinishSelection } from '../../../../domain/finish-rules.js';
import { EDGES, expandSide, type Edge } from '../../../../domain/finish-sides.js';

interface SidePreviewProps {
  selections: readonly FinishSelection[];
  names: ReadonlyMap<number, string>;
  /** Sides with an error (as the rules name them: an edge, around or an opposite side). */
  errorSides: readonly FinishSide[];
}

/** The print seen from the front: four edges showing their finishes; edges with errors are red. */
export function SidePreview({ selections, names, errorSides }: SidePreviewProps) {
  const { t } = useLingui();
  const edgeLabels: Record<Edge, string> = { top: t`Boven`, right: t`Rechts`, bottom: t`Onder`, left: t`Links` };
  const onEdge = (edge: Edge) =>
    selections.filter((selection) => expandSide(selection.side).includes(edge)).map((selection) => names.get(selection.id) ?? '');
  const errorEdges = new Set(errorSides.flatMap((side) => expandSide(side)));
  return (
    <figure className="pp-preview" aria-label={t`Voorbeeld van de zijden`}>
      <div className="pp-preview__sheet">
        {EDGES.map((edge) => {
          const finishes = onEdge(edge);
          const hasError = errorEdges.has(edge);
          const label = edgeLabels[edge];
          const text = finishes.length > 0 ? finishes.join(', ') : t`geen`;
          return (
            <div
              key={edge}
              className={`pp-preview__edge pp-preview__edge--${edge}${hasError ? ' pp-preview__edge--error' : ''}`}
              data-edge={edge}
              data-error={hasError || undefined}
            >
              <span className="pp-preview__label">
                {label}: {text}
                {hasError ? <span className="pp-visually-hidden">{t`(fout)`}</span> : null}
              </span>
            </div>
          );
        })}
      </div>
    </figure>
  );
}
