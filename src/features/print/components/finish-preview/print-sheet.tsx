import type { ReactNode, Ref } from 'react';
import type { PrintMarks, Rect } from '../../../../domain/finish-marks.js';
import { MarksOverlay, type MarksOverlayProps } from '../print-preview/marks-overlay.js';
import './finish-preview.css';

export interface PrintSheetProps {
  marks: PrintMarks;
  /** The part of the print (in mm) the drawing shows: the trim, or bleed and page around it. */
  view: Rect;
  overlay?: Omit<MarksOverlayProps, 'marks' | 'viewBox'>;
  /** Width and height of the trim in mm, beside and under the drawing. */
  dimensions?: boolean;
  /** Tallest the drawing may be (rem): a tall, narrow print is drawn narrower, never taller. */
  maxHeightRem?: number;
  /** The figure's picture: its accessible name and description. */
  label: string;
  describedBy: string;
  stageRef?: Ref<HTMLDivElement>;
  /** Extra class of the stage (the file preview's chequered background). */
  stageClassName?: string;
  /** Drawn under the marks (the print file's page 1). */
  children?: ReactNode;
}

/**
 * The print to scale: a stage with the print's own proportions, the marks over it, the size
 * labelled (plain millimetres, as the copy lines show them). The finish preview (copies and finishes steps, cart, order page) and the print-file
 * preview both draw with it, so both show the same print the same way.
 */
export function PrintSheet({ marks, view, overlay, dimensions = false, maxHeightRem, label, describedBy, stageRef, stageClassName, children }: PrintSheetProps) {
  const ratio = view.width / view.height;
  const column = maxHeightRem === undefined ? '1fr' : `${(maxHeightRem * ratio).toFixed(3)}rem`;
  return (
    <div className="pp-sheet" style={{ gridTemplateColumns: dimensions ? `minmax(0, ${column}) auto` : `minmax(0, ${column})` }}>
      <div
        ref={stageRef}
        className={stageClassName ? `pp-sheet__stage ${stageClassName}` : 'pp-sheet__stage'}
        style={{ aspectRatio: `${view.width} / ${view.height}` }}
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
      >
        {children}
        <MarksOverlay marks={marks} viewBox={view} {...overlay} />
      </div>
      {dimensions ? (
        <>
          <span className="pp-sheet__dim pp-sheet__dim--height" aria-hidden="true" data-dimension="height">{Math.round(marks.heightMm)} mm</span>
          <span className="pp-sheet__dim pp-sheet__dim--width" aria-hidden="true" data-dimension="width">{Math.round(marks.widthMm)} mm</span>
        </>
      ) : null}
    </div>
  );
}
