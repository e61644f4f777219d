import type { Edge } from '../../../../domain/finish-sides.js';
import type { PrintMarks, Rect } from '../../../../domain/finish-marks.js';
import { EYELET_RADIUS_MM } from '../../../../domain/finish-marks.js';

const box = (rect: Rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });

export interface MarksOverlayProps {
  marks: PrintMarks;
  viewBox: Rect;
  /** Bleed and safe zone, for checking a print file; the finish preview leaves them out. */
  guides?: boolean;
  /** Edges the finish rules find fault with, drawn red on the trim. */
  errorEdges?: readonly Edge[];
  /** Smallest eyelet ring as a share of the print's longest side (small drawings need larger rings). */
  eyeletShare?: number;
}

function edgeLine(edge: Edge, trim: Rect) {
  const right = trim.x + trim.width;
  const bottom = trim.y + trim.height;
  switch (edge) {
    case 'top': return { x1: trim.x, y1: trim.y, x2: right, y2: trim.y };
    case 'bottom': return { x1: trim.x, y1: bottom, x2: right, y2: bottom };
    case 'left': return { x1: trim.x, y1: trim.y, x2: trim.x, y2: bottom };
    case 'right': return { x1: right, y1: trim.y, x2: right, y2: bottom };
  }
}

/**
 * The ordered print in print mm (the SVG's view box is the caller's): bleed, trim, safe zone,
 * finish bands and eyelets. The print-file preview draws it over page 1, the finish preview on its
 * own. Decorative for assistive technology: the figure's description says the same in words.
 * Strokes keep their pixel width whatever the scale.
 */
export function MarksOverlay({ marks, viewBox, guides = true, errorEdges = [], eyeletShare = 0.006 }: MarksOverlayProps) {
  // A 12 mm ring on a 3 m banner is two pixels wide: drawn at least a share of the print's size.
  const radius = Math.max(EYELET_RADIUS_MM, Math.max(marks.widthMm, marks.heightMm) * eyeletShare);
  return (
    <svg
      className="pp-preview__marks"
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {guides ? null : <rect {...box(marks.trim)} className="pp-mark pp-mark--sheet" />}
      {marks.bands.map((band, index) => (
        <rect key={`band-${index}`} {...box(band.rect)} className={`pp-mark pp-mark--${band.kind}`} data-mark={band.kind} data-edge={band.edge} vectorEffect="non-scaling-stroke" />
      ))}
      {guides ? <rect {...box(marks.bleed)} className="pp-mark pp-mark--bleed" data-mark="bleed" vectorEffect="non-scaling-stroke" /> : null}
      <rect {...box(marks.trim)} className="pp-mark pp-mark--trim" data-mark="trim" vectorEffect="non-scaling-stroke" />
      {guides ? <rect {...box(marks.safe)} className="pp-mark pp-mark--safe" data-mark="safe" vectorEffect="non-scaling-stroke" /> : null}
      {errorEdges.map((edge) => (
        <line key={`error-${edge}`} {...edgeLine(edge, marks.trim)} className="pp-mark pp-mark--error" data-error-edge={edge} vectorEffect="non-scaling-stroke" />
      ))}
      {marks.eyelets.flatMap((row, rowIndex) =>
        row.points.map((point) => (
          <circle
            key={`eyelet-${rowIndex}-${point.x}-${point.y}`}
            cx={point.x}
            cy={point.y}
            r={radius}
            className="pp-mark pp-mark--eyelet"
            data-mark="eyelet"
            vectorEffect="non-scaling-stroke"
          />
        )),
      )}
    </svg>
  );
}
