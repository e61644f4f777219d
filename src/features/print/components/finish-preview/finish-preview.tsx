import { useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { finishMarks, type MarkFinish } from '../../../../domain/finish-marks.js';
import type { Edge } from '../../../../domain/finish-sides.js';
import { useMarksDescription } from '../print-preview/marks-description.js';
import { useSideLabels } from '../finish-editor/side-labels.js';
import { PrintSheet } from './print-sheet.js';

export interface FinishPreviewProps {
  /** The copy line's size in mm. */
  size: { width: number; height: number };
  finishes: readonly MarkFinish[];
  /** Edges the finish rules find fault with (the finishes step): drawn red and named. */
  errorEdges?: readonly Edge[];
  /** The legend in words under the drawing; without it the words are the figure's description only. */
  legend?: boolean;
  /** Tallest the drawing may be (rem). */
  maxHeightRem?: number;
}

/**
 * One print size drawn to scale with its finishes where they will be: hems, pockets, keder and
 * tape as bands on their edges, every eyelet hole the price counts at its place, the size labelled.
 */
export function FinishPreview({ size, finishes, errorEdges = [], legend = false, maxHeightRem = 14 }: FinishPreviewProps) {
  const { t } = useLingui();
  const sides = useSideLabels();
  const descriptionId = useId();
  const marks = useMemo(() => finishMarks(size.width, size.height, finishes), [size.width, size.height, finishes]);
  const lines = useMarksDescription(marks, null, false);
  const width = size.width;
  const height = size.height;
  const wrong = errorEdges.map((edge) => sides[edge].toLowerCase()).join(', ');
  const eyelets = marks.eyelets.reduce((sum, row) => sum + row.points.length, 0);
  return (
    <figure className="pp-finish-preview" data-width={width} data-height={height} data-eyelets={eyelets}>
      <PrintSheet
        marks={marks}
        view={marks.trim}
        overlay={{ guides: false, errorEdges, eyeletShare: 0.01 }}
        dimensions
        maxHeightRem={maxHeightRem}
        label={t`Voorbeeld op schaal van ${width} × ${height} mm met de afwerkingen`}
        describedBy={descriptionId}
      />
      <figcaption className={legend ? 'pp-finish-preview__caption' : 'pp-visually-hidden'}>
        <ul id={descriptionId} className="pp-finish-preview__legend">
          {lines.map((line) => (
            <li key={line.text}><span className={`pp-swatch pp-swatch--${line.mark}`} aria-hidden="true" />{line.text}</li>
          ))}
          {wrong ? <li className="pp-finish-preview__error"><span className="pp-swatch pp-swatch--error" aria-hidden="true" />{t`Niet in orde: ${wrong}.`}</li> : null}
        </ul>
      </figcaption>
    </figure>
  );
}
