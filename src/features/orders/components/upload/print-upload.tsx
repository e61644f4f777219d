import type { ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DropZone } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Label } from 'react-aria-components/Label';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { MAX_FILES_PER_LINE } from '../../../../domain/preflight/line-files.js';
import {
  MAX_UPLOAD_BYTES,
  previewFile,
  type uploadMachine,
  type ChosenFile,
  type UploadInput,
  type UploadOutcome,
} from '../../../../../machines/upload.machine.js';
import { Button } from '../../../../shared/ui/button.js';
import { useInspect } from '../../../../shared/inspect-context.js';
import { pageSizeWarning, UPLOAD_PROBLEM_MESSAGES } from './upload-messages.js';

export interface PrintUploadProps {
  orderId: number;
  printId: number;
  /** The copy line the files are for. */
  copyId: number;
  /** What the line is, for the accessible names ("Frontlit 510, print 1, regel 2"). */
  printLabel: string;
  /** Files the line already has. */
  existing: number;
  /** The upload machine with its real calls (src/app/shop-actors.ts); with a fake uploader in view tests. */
  uploadLogic: typeof uploadMachine;
  maxFiles?: number;
  maxBytes?: number;
  /** Draws the preview of the PDF going up, else of the last one stored without a refusal (null: none this visit). */
  preview?: (picked: File | null) => ReactNode;
}

const chosen = (files: Iterable<File>): ChosenFile[] =>
  Array.from(files, (file) => ({ name: file.name, size: file.size, type: file.type, body: file }));

/** After a stored file: what its check asks of the customer, in the words the line's status uses. */
function NextStep({ outcome }: { outcome: UploadOutcome }) {
  const { i18n } = useLingui();
  if (outcome.verdict === 'refusal') {
    return <span className="pp-upload__problem"> <Trans>De controle keurt het af (zie hieronder): upload een nieuw bestand voor deze regel.</Trans></span>;
  }
  if (outcome.verdict === 'warning') {
    return <span className="pp-upload__warning"> <Trans>De controle geeft waarschuwingen (zie hieronder): accepteer ze of upload een nieuw bestand.</Trans></span>;
  }
  // A server without the check only sends its one-line size warning.
  if (outcome.verdict == null && outcome.warning) return <span className="pp-upload__warning"> {pageSizeWarning(outcome.warning, i18n)}</span>;
  return null;
}

function OutcomeLine({ outcome }: { outcome: UploadOutcome }) {
  const { i18n } = useLingui();
  const name = outcome.name;
  if (outcome.problem === null) {
    return (
      <li>
        <span className="pp-upload__ok"><Trans>{name} is geüpload.</Trans></span>
        <NextStep outcome={outcome} />
      </li>
    );
  }
  const text = outcome.problem === 'refused' ? (outcome.message ?? '') : i18n._(UPLOAD_PROBLEM_MESSAGES[outcome.problem]);
  return (
    <li className="pp-upload__problem">
      {name ? `${name}: ` : ''}
      {text}
    </li>
  );
}

/** PDF upload for one copy line: choose or drop files, see progress, cancel, read what happened. */
export function PrintUpload(props: PrintUploadProps) {
  const { t } = useLingui();
  const { orderId, printId, copyId, printLabel, existing, uploadLogic } = props;
  const input: UploadInput = { orderId, printId, copyId, existing, maxFiles: props.maxFiles ?? MAX_FILES_PER_LINE, maxBytes: props.maxBytes ?? MAX_UPLOAD_BYTES };
  const actor = useActorRef(uploadLogic, { id: 'upload', input, inspect: useInspect() });
  const uploading = useSelector(actor, (snapshot) => snapshot.matches('uploading'));
  const { current, loaded, total, outcomes } = useSelector(actor, (snapshot) => snapshot.context);
  const previewBody = useSelector(actor, (snapshot) => previewFile(snapshot.context)?.body);

  const choose = (files: ChosenFile[]) => {
    if (files.length === 0 || uploading) return;
    actor.send({ type: 'files.choose', files });
  };
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  const currentName = current?.name ?? '';
  // Every byte sent: the server is reading the pages (bounded, up to a few seconds for a large file).
  const counting = uploading && total > 0 && loaded >= total;

  return (
    <>
      <DropZone
        className="pp-upload"
        aria-label={t`PDF neerzetten voor ${printLabel}`}
        isDisabled={uploading}
        getDropOperation={() => 'copy'}
        onDrop={async (event) => {
          const files = await Promise.all(
            event.items.filter((item) => item.kind === 'file').map((item) => (item as { getFile: () => Promise<File> }).getFile()),
          );
          choose(chosen(files));
        }}
      >
        <div className="pp-upload__row">
          <FileTrigger acceptedFileTypes={['application/pdf', '.pdf']} allowsMultiple onSelect={(list) => list && choose(chosen(list))}>
            <Button variant="secondary" isDisabled={uploading} aria-label={t`PDF uploaden voor ${printLabel}`}>
              <Trans>PDF uploaden</Trans>
            </Button>
          </FileTrigger>{' '}
          <span className="pp-upload__hint"><Trans>of sleep een PDF hierheen. Alleen PDF-bestanden.</Trans></span>
        </div>
        {uploading ? (
          <div className="pp-upload__progress">
            <ProgressBar value={percent} className="pp-upload__bar">
              {({ percentage }) => {
                const shown = Math.round(percentage ?? 0);
                return (
                  <>
                    <Label>
                      {counting ? <Trans>{currentName} is verstuurd; pagina's worden geteld…</Trans> : <Trans>{currentName} uploaden: {shown}%</Trans>}
                    </Label>
                    <div className="pp-bar"><div className="pp-bar__fill" style={{ width: `${shown}%` }} /></div>
                  </>
                );
              }}
            </ProgressBar>
            <Button variant="quiet" onPress={() => actor.send({ type: 'upload.cancel' })} aria-label={t`Upload van ${currentName} annuleren`}>
              <Trans>Annuleren</Trans>
            </Button>
          </div>
        ) : null}
        <ul className="pp-upload__messages" aria-live="polite">
          {outcomes.map((outcome, index) => (
            <OutcomeLine key={`${outcome.name}-${index}`} outcome={outcome} />
          ))}
        </ul>
      </DropZone>
      {props.preview?.(previewBody instanceof File ? previewBody : null)}
    </>
  );
}
