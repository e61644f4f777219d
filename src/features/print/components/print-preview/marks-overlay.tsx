import type { PrintMarks, Rect } from '../../../../domain/finish-marks.js';
import { EYELET_RADIUS_MM } from '../../../../domain/finish-marks.js';

const box = (rect: Rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });

/**
 * The ordered print drawn over the page, in print mm (the SVG's view box is the caller's): bleed,
 * trim, safe zone, finish bands and eyelets. Decorative for assistive technology: the figure's
 * description says the same in words. Strokes keep their pixel width whatever the scale.
 */
export function MarksOverlay({ marks, viewBox }: { marks: PrintMarks; viewBox: Rect }) {
  // A 12 mm ring on a 3 m banner is two pixels wide: drawn at least 0.6% of the print's size.
  const radius = Math.max(EYELET_RADIUS_MM, Math.max(marks.widthMm, marks.heightMm) * 0.006);
  return (
    <svg
      className="pp-preview__marks"
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      {marks.bands.map((band, index) => (
        <rect key={`band-${index}`} {...box(band.rect)} className={`pp-mark pp-mark--${band.kind}`} data-mark={band.kind} data-edge={band.edge} vectorEffect="non-scaling-stroke" />
      ))}
      <rect {...box(marks.bleed)} className="pp-mark pp-mark--bleed" data-mark="bleed" vectorEffect="non-scaling-stroke" />
      <rect {...box(marks.trim)} className="pp-mark pp-mark--trim" data-mark="trim" vectorEffect="non-scaling-stroke" />
      <rect {...box(marks.safe)} className="pp-mark pp-mark--safe" data-mark="safe" vectorEffect="non-scaling-stroke" />
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
