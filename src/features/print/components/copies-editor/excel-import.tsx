import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import type { ActorRefFrom } from 'xstate';
import type { sheetImportMachine } from '../../../../../machines/sheet-import.machine.js';
import { XLSX_TYPE } from '../../../../domain/excel-rows.js';
import { Button } from '../../../../shared/ui/button.js';
import { Modal } from '../../../../shared/ui/modal.js';
import { useExcelProblemText } from './excel-problem-text.js';

export type SheetImportRef = ActorRefFrom<typeof sheetImportMachine>;

export interface ExcelActions {
  /** The print's Excel import child (machines/sheet-import.machine.ts): reading, problems, refusals. */
  sheetImport: SheetImportRef;
  /** Downloads the copies template; says so itself when it cannot (a toast of the app's). */
  downloadTemplate: () => Promise<void>;
}

/**
 * Excel import (spec section 5) and the template download. The sheet-import machine decides: this
 * shows its busy button and, while it reviews a sheet with problems, the problems dialog.
 */
export function ExcelImport({ sheetImport, downloadTemplate }: ExcelActions) {
  const { t } = useLingui();
  const busy = useSelector(sheetImport, (snapshot) => snapshot.hasTag('busy'));
  const pending = useSelector(sheetImport, (snapshot) => (snapshot.matches('reviewing') ? snapshot.context.found : null));
  const problemText = useExcelProblemText();

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (file) sheetImport.send({ type: 'sheet.choose', file });
  };
  const cancel = () => sheetImport.send({ type: 'sheet.cancel' });

  const validCount = pending?.validLines.length ?? 0;
  const problemCount = pending?.problems.length ?? 0;
  return (
    <div className="pp-excel">
      <FileTrigger acceptedFileTypes={['.xlsx', XLSX_TYPE]} onSelect={choose}>
        <Button variant="secondary" isDisabled={busy}>
          <Trans>Excel importeren</Trans>
        </Button>
      </FileTrigger>
      <Button variant="quiet" onPress={() => void downloadTemplate()}>
        <Trans>Sjabloon downloaden</Trans>
      </Button>
      {pending ? (
        <Modal title={t`Het bestand bevat fouten`} isOpen onOpenChange={(open) => !open && cancel()} isDismissable>
          <p>
            <Trans>Er is nog niets geïmporteerd. {problemCount} cellen zijn niet goed:</Trans>
          </p>
          <table className="pp-excel__problems">
            <thead>
              <tr>
                <th scope="col"><Trans>Rij</Trans></th>
                <th scope="col"><Trans>Kolom</Trans></th>
                <th scope="col"><Trans>Probleem</Trans></th>
              </tr>
            </thead>
            <tbody>
              {pending.problems.slice(0, 200).map((problem) => (
                <tr key={`${problem.sheetRow}-${problem.column ?? ''}-${problem.field}`}>
                  <td>{problem.sheetRow}</td>
                  <td>{problem.column ?? ''}</td>
                  <td>{problemText(problem)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="pp-dialog__actions">
            <Button variant="secondary" onPress={cancel}>
              <Trans>Bestand aanpassen</Trans>
            </Button>
            <Button onPress={() => sheetImport.send({ type: 'sheet.accept' })} isDisabled={validCount === 0}>
              <Trans>Alleen de {validCount} goede regels importeren</Trans>
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
