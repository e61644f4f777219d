import { useState } from 'react';
import type { PrintUploadProps } from '../upload/print-upload.js';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderDetailPrint, OrderFile } from '../../../../domain/orders.js';
import { Button } from '../../../../shared/ui/button.js';
import { formatDate } from '../../../../shared/i18n/dates.js';
import { formatAmount, formatBytes } from '../overview/formats.js';
import { PrintUpload } from '../upload/print-upload.js';
import { pageSizeWarning } from '../upload/upload-messages.js';
import { FileChecks } from '../upload/file-checks.js';
import type { FinishSide } from '../../../../domain/catalog.js';
import { ShowMoreButton, useShownCount } from './show-more.js';
import { PrintPreviews, usePrintSidesText, useSideLabels } from '../../../print/index.js';

/** Copy lines shown at first; a print of thousands of lines shows the rest on request. */
const LINES_AT_ONCE = 100;

export interface PrintCardProps {
  orderId: number;
  print: OrderDetailPrint;
  index: number;
  lang: string;
  canUpload: boolean;
  uploadLogic: PrintUploadProps['uploadLogic'];
  onDownloadFile: (file: OrderFile) => void;
}

/** One print of the order: copies, finishes, frames, price, its files and the upload. */
export function PrintCard({ orderId, print, index, lang, canUpload, uploadLogic, onDownloadFile }: PrintCardProps) {
  const { t, i18n } = useLingui();
  const sides = useSideLabels();
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
  const [picked, setPicked] = useState<File | null>(null);
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
      {print.finishes.length > 0 ? (
        <>
          <h4><Trans>Afwerkingen</Trans></h4>
          <ul>
            {print.finishes.map((finish, row) => (
              <li key={`${finish.id}-${finish.side}-${row}`}>
                {finish.name} <span className="pp-muted">({sides[finish.side as FinishSide] ?? finish.side}{finish.location ? `, ${finish.location}` : ''})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
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
      {print.files.length === 0 ? (
        <p className="pp-files--missing"><Trans>Nog geen bestand aangeleverd.</Trans></p>
      ) : (
        <ul className="pp-files">
          {print.files.map((file) => {
            const fileName = file.name;
            const size = formatBytes(file.size);
            const date = formatDate(file.uploaded_at, lang);
            const pages = file.pages ?? 0;
            return (
              <li key={file.id}>
                <span>{fileName}</span>
                <span className="pp-muted"><Trans>{size}, {pages} pagina('s), {date}</Trans></span>
                {file.warning && !file.checks ? <span className="pp-upload__warning">{pageSizeWarning(file.warning, i18n)}</span> : null}
                <FileChecks checks={file.checks} />
                <Button variant="quiet" onPress={() => onDownloadFile(file)} aria-label={t`${fileName} downloaden`}>
                  <Trans>Downloaden</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <PrintPreviews print={print} picked={picked} />
      {canUpload ? (
        <PrintUpload
          orderId={orderId}
          printId={print.id}
          printLabel={printLabel}
          existing={print.files.length}
          uploadLogic={uploadLogic}
          onPicked={setPicked}
        />
      ) : null}
    </article>
  );
}
