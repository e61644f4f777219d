import { useActorRef, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DropZone } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Label } from 'react-aria-components/Label';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import {
  MAX_FILES_PER_PRINT,
  MAX_UPLOAD_BYTES,
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
  /** What the print is, for the accessible names ("Frontlit 510, print 1"). */
  printLabel: string;
  existing: number;
  /** The upload machine with its real calls (src/app/shop-actors.ts); with a fake uploader in view tests. */
  uploadLogic: typeof uploadMachine;
  /** After each stored file: the order's new state (the detail reloads). */
  maxFiles?: number;
  maxBytes?: number;
  /** The PDF just chosen (the last of several), for the print preview. */
  onPicked?: (file: File) => void;
}

const chosen = (files: Iterable<File>): ChosenFile[] =>
  Array.from(files, (file) => ({ name: file.name, size: file.size, type: file.type, body: file }));

function OutcomeLine({ outcome }: { outcome: UploadOutcome }) {
  const { i18n } = useLingui();
  const name = outcome.name;
  if (outcome.problem === null) {
    return (
      <li>
        <span className="pp-upload__ok"><Trans>{name} is geüpload.</Trans></span>
        {outcome.warning ? <span className="pp-upload__warning"> {pageSizeWarning(outcome.warning, i18n)}</span> : null}
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

/** PDF upload for one print: choose or drop files, see progress, cancel, read what happened. */
export function PrintUpload(props: PrintUploadProps) {
  const { t } = useLingui();
  const { orderId, printId, printLabel, existing, uploadLogic } = props;
  const input: UploadInput = { orderId, printId, existing, maxFiles: props.maxFiles ?? MAX_FILES_PER_PRINT, maxBytes: props.maxBytes ?? MAX_UPLOAD_BYTES };
  const actor = useActorRef(uploadLogic, { id: 'upload', input, inspect: useInspect() });
  const uploading = useSelector(actor, (snapshot) => snapshot.matches('uploading'));
  const { current, loaded, total, outcomes } = useSelector(actor, (snapshot) => snapshot.context);

  const choose = (files: ChosenFile[]) => {
    if (files.length === 0 || uploading) return;
    const last = files.at(-1)?.body;
    if (last instanceof File) props.onPicked?.(last);
    actor.send({ type: 'files.choose', files });
  };
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  const currentName = current?.name ?? '';

  return (
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
                  <Label><Trans>{currentName} uploaden: {shown}%</Trans></Label>
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
  );
}
