import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { OrderFile } from '../../../../domain/orders.js';
import { awaitsAcceptance } from '../../../../domain/preflight/line-files.js';
import { Button } from '../../../../shared/ui/button.js';
import { Checkbox } from '../../../../shared/ui/checkbox.js';
import { formatDate } from '../../../../shared/i18n/dates.js';
import { formatBytes } from '../overview/formats.js';
import { FileChecks } from './file-checks.js';
import { pageSizeWarning } from './upload-messages.js';
import { asLineFile } from './line-files-of.js';

export interface StoredFileProps {
  file: OrderFile;
  lang: string;
  /** The customer may still accept warnings (the order takes files). */
  canAccept: boolean;
  busy: boolean;
  onDownload: (file: OrderFile) => void;
  onAcceptWarnings: (file: OrderFile) => void;
}

/** The page count the server read, or why there is none: never a made-up 0. */
function PageCount({ file }: { file: OrderFile }) {
  const pages = file.pages;
  if (pages !== null) return <Plural value={pages} one="# pagina" other="# pagina's" />;
  const codes = new Set(file.checks?.checks.map((check) => check.code));
  if (codes.has('file_not_checked')) return <Trans>aantal pagina's onbekend (te groot om te tellen)</Trans>;
  if (codes.has('file_unreadable')) return <Trans>aantal pagina's onbekend (onleesbaar)</Trans>;
  return <Trans>aantal pagina's onbekend</Trans>;
}

/** One stored file of a copy line: name, size, pages, date, its check, accepting its warnings, download. */
export function StoredFile({ file, lang, canAccept, busy, onDownload, onAcceptWarnings }: StoredFileProps) {
  const { t, i18n } = useLingui();
  const fileName = file.name;
  const size = formatBytes(file.size);
  const date = formatDate(file.uploaded_at, lang);
  const accepted = file.warnings_accepted_at ? formatDate(file.warnings_accepted_at, lang) : null;
  return (
    <li data-file={file.id} data-verdict={file.checks?.worst ?? 'unchecked'}>
      <span>{fileName}</span>
      <span className="pp-muted" data-pages={file.pages ?? ''}>{size}, <PageCount file={file} />, {date}</span>
      {file.warning && !file.checks ? <span className="pp-upload__warning">{pageSizeWarning(file.warning, i18n)}</span> : null}
      <FileChecks checks={file.checks} />
      {canAccept && awaitsAcceptance(asLineFile(file)) ? (
        <Checkbox className="pp-file__accept" isSelected={false} isDisabled={busy} onChange={(ticked) => ticked && onAcceptWarnings(file)}>
          <Trans>Ik accepteer deze waarschuwingen: druk {fileName} zoals het is</Trans>
        </Checkbox>
      ) : null}
      {accepted ? <span className="pp-upload__ok"><Trans>Waarschuwingen geaccepteerd op {accepted}.</Trans></span> : null}
      <Button variant="quiet" onPress={() => onDownload(file)} aria-label={t`${fileName} downloaden`}>
        <Trans>Downloaden</Trans>
      </Button>
    </li>
  );
}
