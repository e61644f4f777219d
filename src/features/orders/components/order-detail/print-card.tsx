import type { PrintUploadProps } from '../upload/print-upload.js';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetailPrint, OrderFile } from '../../../../domain/orders.js';
import { formatAmount } from '../overview/formats.js';
import { LineFiles } from '../upload/line-files.js';
import { PrintFinishes } from './print-finishes.js';
import { ShowMoreButton, useShownCount } from './show-more.js';
import { FinishPreviews, usePrintSidesText } from '../../../print/index.js';

/** Copy lines shown at first; a print of thousands of lines shows the rest on request. */
const LINES_AT_ONCE = 100;
/** Lines whose files and upload are shown at first: each has its own upload, so fewer at once. */
const LINE_FILES_AT_ONCE = 20;

export interface PrintCardProps {
  orderId: number;
  print: OrderDetailPrint;
  index: number;
  lang: string;
  canUpload: boolean;
  /** The order waits for files: each line says what keeps it waiting. */
  waiting?: boolean;
  busy?: boolean;
  uploadLogic: PrintUploadProps['uploadLogic'];
  onDownloadFile: (file: OrderFile) => void;
  /** The customer accepts the warnings of a stored file's check. */
  onAcceptWarnings?: (file: OrderFile) => void;
}

/** One print of the order: copies, finishes, frames, price, and per copy line its files and upload. */
export function PrintCard({ orderId, print, index, lang, canUpload, uploadLogic, onDownloadFile, ...props }: PrintCardProps) {
  const { t } = useLingui();
  const sidesText = usePrintSidesText();
  const position = index + 1;
  const name = print.product.name;
  const printLabel = t`${name}, print ${position}`;
  const extra = print.extra_reference;
  const price = formatAmount(print.prices.product + print.prices.frames, lang);
  const headingId = `pp-print-${print.id}`;
  const lines = useShownCount(print.copies.length, LINES_AT_ONCE);
  const shownLines = lines.shown;
  const allLines = print.copies.length;
  const lineFiles = useShownCount(print.copies.length, LINE_FILES_AT_ONCE);
  const shownLineFiles = lineFiles.shown;
  return (
    <article className="pp-card" aria-labelledby={headingId} data-print={print.id}>
      <h3 id={headingId}>
        {position}. {name}
        {extra ? <span className="pp-print__extra"> ({extra})</span> : null}
      </h3>
      <p>
        <Trans>Prijs: {price}</Trans>
      </p>
      <table className="pp-table pp-table--stack">
        <caption className="pp-visually-hidden"><Trans>Aantallen van {printLabel}</Trans></caption>
        <thead>
          <tr>
            <th scope="col"><Trans>Originelen</Trans></th>
            <th scope="col"><Trans>Aantal</Trans></th>
            <th scope="col"><Trans>Breedte × hoogte (mm)</Trans></th>
            <th scope="col"><Trans>Zijden</Trans></th>
            <th scope="col"><Trans>Opmerking</Trans></th>
          </tr>
        </thead>
        <tbody>
          {print.copies.slice(0, lines.shown).map((copy, row) => (
            <tr key={copy.id ?? row}>
              <td data-label={t`Originelen`}>{copy.originals}</td>
              <td data-label={t`Aantal`}>{copy.quantity}</td>
              <td data-label={t`Breedte × hoogte (mm)`}>{copy.width} × {copy.height}</td>
              <td data-label={t`Zijden`}>{sidesText(copy)}</td>
              <td data-label={t`Opmerking`}>{copy.remark || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ShowMoreButton hidden={lines.hidden} onPress={lines.more}>
        <Trans>Meer regels tonen ({shownLines} van {allLines})</Trans>
      </ShowMoreButton>
      <PrintFinishes finishes={print.finishes} />
      {print.frames.length === 0 ? <FinishPreviews copies={print.copies} finishes={print.finishes} maxHeightRem={10} /> : null}
      {print.frames.length > 0 ? (
        <>
          <h4><Trans>Frames</Trans></h4>
          <ul>
            {print.frames.map((frame, row) => {
              const sizes = frame.sizes.map((size) => `${size.pieces} × ${size.width} × ${size.height} mm`).join(', ');
              return (
                <li key={`${frame.id}-${row}`}>
                  {sizes}
                  {frame.support ? <> · <Trans>steun</Trans></> : null}
                  {frame.wallmount ? <> · <Trans>muurbevestiging</Trans></> : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <h4><Trans>Bestanden</Trans></h4>
      <p className="pp-muted"><Trans>Per regel één PDF, met één pagina per origineel.</Trans></p>
      {print.copies.slice(0, lineFiles.shown).map((copy, row) => (
        <LineFiles
          key={copy.id}
          orderId={orderId}
          print={print}
          index={row}
          printLabel={printLabel}
          lang={lang}
          canUpload={canUpload}
          waiting={props.waiting ?? false}
          busy={props.busy ?? false}
          uploadLogic={uploadLogic}
          onDownloadFile={onDownloadFile}
          onAcceptWarnings={props.onAcceptWarnings ?? (() => undefined)}
        />
      ))}
      <ShowMoreButton hidden={lineFiles.hidden} onPress={lineFiles.more}>
        <Trans>Bestanden van meer regels tonen ({shownLineFiles} van {allLines})</Trans>
      </ShowMoreButton>
    </article>
  );
}
