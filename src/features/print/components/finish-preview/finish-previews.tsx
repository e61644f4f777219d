import type { ReactNode } from 'react';
import { Plural } from '@lingui/react/macro';
import type { MarkFinish } from '../../../../domain/finish-marks.js';
import type { Edge } from '../../../../domain/finish-sides.js';
import { distinctSizes } from '../../../../domain/marked-finishes.js';
import { FinishPreview } from './finish-preview.js';

export interface FinishPreviewsProps {
  copies: readonly { width: number | null; height: number | null }[];
  finishes: readonly MarkFinish[];
  errorEdges?: readonly Edge[];
  legend?: boolean;
  /** Different sizes drawn at most; the rest are counted. */
  max?: number;
  maxHeightRem?: number;
  /** Shown while no line has a size yet. */
  empty?: ReactNode;
}

/** A print's finish preview: one drawing per different size of its copy lines (nothing before a size is known). */
export function FinishPreviews({ copies, finishes, errorEdges, legend, max = 3, maxHeightRem, empty = null }: FinishPreviewsProps) {
  const sizes = distinctSizes(copies, max);
  if (sizes.length === 0) return <>{empty}</>;
  const more = distinctSizes(copies, Number.POSITIVE_INFINITY).length - sizes.length;
  return (
    <div className="pp-finish-previews">
      {sizes.map((size) => (
        <FinishPreview key={`${size.width}x${size.height}`} size={size} finishes={finishes} errorEdges={errorEdges} legend={legend} maxHeightRem={maxHeightRem} />
      ))}
      {more > 0 ? (
        <p className="pp-finish-previews__more">
          <Plural value={more} one="En # ander formaat, met dezelfde afwerkingen." other="En # andere formaten, met dezelfde afwerkingen." />
        </p>
      ) : null}
    </div>
  );
}
