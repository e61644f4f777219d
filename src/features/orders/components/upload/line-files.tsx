import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetailPrint, OrderFile } from '../../../../domain/orders.js';
import { lineFileStatus, type LineFileStatus } from '../../../../domain/preflight/line-files.js';
import { PrintPreviews } from '../../../print/index.js';
import { PrintUpload, type PrintUploadProps } from './print-upload.js';
import { StoredFile } from './stored-file.js';
import { asLineFile, filesOfLine } from './line-files-of.js';
import './line-files.css';

export interface LineFilesProps {
  orderId: number;
  print: OrderDetailPrint;
  /** The copy line's place in the print, from 0. */
  index: number;
  /** "Frontlit 510, print 1": the line's accessible names add "regel 2". */
  printLabel: string;
  lang: string;
  /** The order still takes files (and acceptances of warnings). */
  canUpload: boolean;
  /** The order waits for files: the status says what keeps it waiting. */
  waiting: boolean;
  busy: boolean;
  uploadLogic: PrintUploadProps['uploadLogic'];
  onDownloadFile: (file: OrderFile) => void;
  onAcceptWarnings: (file: OrderFile) => void;
}

/** What the line needs from the customer, in the words of the intake rule (src/domain/preflight/line-files.ts). */
function LineStatus({ status, originals, waiting }: { status: LineFileStatus; originals: number; waiting: boolean }) {
  const waits = waiting ? <> <Trans>Tot dan wacht de order.</Trans></> : null;
  const pages = <Plural value={originals} one="één PDF van # pagina" other="één PDF met # pagina's, één per origineel" />;
  switch (status) {
    case 'ready':
      return <Trans>Bestand in orde: dit bestand wordt gedrukt.</Trans>;
    case 'awaiting_acceptance':
      return <><Trans>Wacht op uw akkoord: accepteer de waarschuwingen van het bestand of upload een nieuw bestand.</Trans>{waits}</>;
    case 'refused':
      return <><Trans>Het bestand kan zo niet worden gedrukt: upload {pages}.</Trans>{waits}</>;
    case 'missing':
      return <><Trans>Nog geen bestand: upload {pages}.</Trans>{waits}</>;
  }
}

/**
 * The files of one copy line of a print (each line gets its own file, one page per original):
 * where it stands for intake, its stored files with their checks, the upload and the preview.
 */
export function LineFiles({ orderId, print, index, printLabel, lang, canUpload, waiting, busy, uploadLogic, onDownloadFile, onAcceptWarnings }: LineFilesProps) {
  const { t } = useLingui();
  const copy = print.copies[index]!;
  const files = filesOfLine(print, copy.id);
  const status = lineFileStatus(files.map(asLineFile));
  const number = index + 1;
  const { originals, width, height } = copy;
  const lineLabel = t`${printLabel}, regel ${number}`;
  const headingId = `pp-line-${copy.id}`;
  const previewOf = { copies: [copy], finishes: print.finishes, files };
  return (
    <section className="pp-line-files" aria-labelledby={headingId} data-line={copy.id} data-status={status}>
      <h5 id={headingId}>
        <Trans>Regel {number}</Trans>: <Plural value={originals} one="# origineel" other="# originelen" />, {width} × {height} mm
      </h5>
      <p className={`pp-line-files__status pp-line-files__status--${status}`}>
        <LineStatus status={status} originals={originals} waiting={waiting} />
      </p>
      {files.length > 0 ? (
        <ul className="pp-files">
          {files.map((file) => (
            <StoredFile key={file.id} file={file} lang={lang} canAccept={canUpload} busy={busy} onDownload={onDownloadFile} onAcceptWarnings={onAcceptWarnings} />
          ))}
        </ul>
      ) : null}
      {canUpload ? (
        <PrintUpload
          orderId={orderId}
          printId={print.id}
          copyId={copy.id}
          printLabel={lineLabel}
          existing={files.length}
          uploadLogic={uploadLogic}
          preview={(picked) => <PrintPreviews print={previewOf} picked={picked} />}
        />
      ) : (
        <PrintPreviews print={previewOf} picked={null} />
      )}
    </section>
  );
}
