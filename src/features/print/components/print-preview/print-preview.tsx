import { useEffect, useId, useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { printPreviewMachine, type PreviewFailure } from '../../../../../machines/print-preview.machine.js';
import { useInspect } from '../../../../shared/inspect-context.js';
import { finishMarks, type MarkFinish } from '../../../../domain/finish-marks.js';
import { pickPrintSize, placePage, union, type Size } from '../../../../domain/preview-fit.js';
import { PrintSheet } from '../finish-preview/print-sheet.js';
import { useMarksDescription } from './marks-description.js';
import { useNearViewport } from './use-near-viewport.js';
import './print-preview.css';

/** Files above this are not previewed: reading them whole into the browser would cost too much. */
export const MAX_PREVIEW_BYTES = 100 * 1024 * 1024;
/** A stored file is downloaded for its thumbnail only up to this size. */
export const MAX_THUMBNAIL_BYTES = 25 * 1024 * 1024;

/** What `load` rejects with when the file is too large to preview. */
export const tooLarge = () => Object.assign(new Error('too large to preview'), { reason: 'huge' as const });

export interface PrintPreviewProps {
  /** The file's name, for the figure's accessible name. */
  name: string;
  /** The PDF's bytes (a picked File, or the stored file downloaded on demand). */
  load: () => Promise<Blob>;
  copies: readonly { width: number; height: number }[];
  finishes: readonly MarkFinish[];
  /** 'mini' in an overview row, 'thumb' in the file list, 'large' for the file just picked. */
  size: 'mini' | 'thumb' | 'large';
}

/** Canvas width (device pixels) pdf.js draws page 1 at, per size. */
const RENDER_WIDTH: Record<PrintPreviewProps['size'], number> = { mini: 160, thumb: 480, large: 1600 };

/** Drawn (as an empty square) while nothing tells the print's size. */
const UNKNOWN_SIZE: Size = { widthMm: 1000, heightMm: 1000 };

const pct = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** Page 1 of a PDF with the ordered print drawn over it; pdf.js is loaded on first use. */
export function PrintPreview({ name, load, copies, finishes, size }: PrintPreviewProps) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [stage, near] = useNearViewport<HTMLDivElement>();
  const descriptionId = useId();
  const inspect = useInspect();
  // The preview's flow is the printPreview machine; loading the file and drawing on this canvas are
  // the view's part (the latest `load` and `size` each render).
  const preview = useActorRef(
    printPreviewMachine.provide({
      actors: {
        loadFile: fromPromise<Uint8Array, void>(async () => {
          const blob = await load().catch((error: unknown) => {
            throw (error as { reason?: unknown }).reason === 'huge' ? error : Object.assign(new Error('not fetched'), { reason: 'unavailable' as const });
          });
          if (blob.size > MAX_PREVIEW_BYTES) throw tooLarge();
          // pdf.js loads while the bytes are read.
          const [, bytes] = await Promise.all([import('./pdf-first-page.js'), blob.arrayBuffer()]);
          return new Uint8Array(bytes);
        }),
        drawPage: fromPromise<Size, { bytes: Uint8Array }>(async ({ input }) => {
          const { renderFirstPage } = await import('./pdf-first-page.js');
          if (!canvas.current) throw new Error('no canvas');
          return renderFirstPage(input.bytes, canvas.current, RENDER_WIDTH[size]);
        }),
      },
    }),
    { inspect },
  );
  // Near the viewport (again for another file or size): the machine starts over.
  useEffect(() => {
    if (near) preview.send({ type: 'preview.show' });
  }, [near, load, size, preview]);
  const page = useSelector(preview, (snapshot) => snapshot.context.page);
  const failure = useSelector(preview, (snapshot): PreviewFailure | null => (snapshot.matches('failed') ? snapshot.context.failure : null));
  const phase = page ? 'ready' : failure ? 'failed' : 'waiting';

  // Without copy lines (an overview row of an old order) the page itself is the print; before the
  // page is read nothing is known of the print's size, so nothing is said about it.
  const print = pickPrintSize(copies, page ?? undefined) ?? page;
  const known = print ?? UNKNOWN_SIZE;
  const marks = useMemo(() => finishMarks(known.widthMm, known.heightMm, finishes), [known.widthMm, known.heightMm, finishes]);
  const placed = page && print ? placePage(print, page) : null;
  const view = placed ? union(marks.bleed, placed.rect) : marks.bleed;
  const described = useMarksDescription(marks, placed && page ? { scale: placed.scale, ...page } : null);
  const lines = print ? described : [];
  const failureText: Record<PreviewFailure, string> = {
    broken: t`Dit bestand kon niet als PDF worden gelezen; het voorbeeld ontbreekt.`,
    timeout: t`Het voorbeeld duurde te lang en is gestopt. Het bestand zelf is wel bewaard.`,
    empty: t`Dit PDF-bestand heeft geen pagina's.`,
    huge: t`Dit bestand is te groot voor een voorbeeld in de browser.`,
    unavailable: t`Het bestand kon niet worden opgehaald voor een voorbeeld. Probeer het later opnieuw.`,
  };
  const canvasStyle = placed
    ? { left: pct(placed.rect.x - view.x, view.width), top: pct(placed.rect.y - view.y, view.height), width: pct(placed.rect.width, view.width), height: pct(placed.rect.height, view.height) }
    : { display: 'none' };

  return (
    <figure className={`pp-preview pp-preview--${size}`} data-preview={phase}>
      <PrintSheet
        marks={marks}
        view={view}
        overlay={print ? {} : { guides: false }}
        dimensions={size === 'large' && print !== null}
        label={t`Voorbeeld van ${name} met de afwerkingen`}
        describedBy={descriptionId}
        stageRef={stage}
        stageClassName="pp-preview__stage"
      >
        <canvas ref={canvas} className="pp-preview__page" style={canvasStyle} aria-hidden="true" />
      </PrintSheet>
      <figcaption className={size === 'mini' ? 'pp-visually-hidden' : 'pp-preview__caption'}>
        {phase === 'waiting' ? <span className="pp-muted"><Trans>Voorbeeld laden…</Trans></span> : null}
        {failure ? <span className="pp-preview__failed" role="status">{failureText[failure]}</span> : null}
        <ul id={descriptionId} className={size === 'large' ? 'pp-preview__legend' : 'pp-visually-hidden'}>
          {lines.map((line) => (
            <li key={line.text}><span className={`pp-swatch pp-swatch--${line.mark}`} aria-hidden="true" />{line.text}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
