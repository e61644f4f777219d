import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import type { CopyDraft } from '../../domain/copy-lines.js';
import type { ExcelProblem } from '../../domain/excel-rows.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';
import { showToast } from '../../ui/toast-queue.js';
import { useExcelProblemText } from './excel-problem-text.js';

export interface SheetImport {
  /** Every line of the sheet (bad cells left blank). */
  lines: CopyDraft[];
  /** Only the lines of rows without any problem: what "import the valid lines" takes. */
  validLines: CopyDraft[];
  /** Cells that could not be read, by sheet row and column (domain excel-rows). */
  problems: ExcelProblem[];
}

export interface ExcelActions {
  /** Reads an .xlsx file into lines and problems; rejects when the file is not a readable .xlsx. */
  importSheet: (file: File) => Promise<SheetImport>;
  downloadTemplate: () => Promise<void>;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const isXlsxFile = (file: File): boolean => /\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE;

interface ExcelImportProps extends ExcelActions {
  onImport: (lines: CopyDraft[]) => void;
}

/**
 * Excel import (spec section 5) and the template download. A sheet with problems imports nothing
 * until the user fixes it or explicitly accepts the valid lines.
 */
export function ExcelImport({ importSheet, downloadTemplate, onImport }: ExcelImportProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<SheetImport | null>(null);
  const problemText = useExcelProblemText();

  const read = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (!isXlsxFile(file)) {
      showToast(t`Dit bestand is geen Excel-bestand (.xlsx). Kies een .xlsx-bestand, bijvoorbeeld het sjabloon.`, 'error');
      return;
    }
    setBusy(true);
    try {
      const started = performance.now();
      const result = await importSheet(file);
      // Budget check (DESIGN.md section 11): parse + row rules of the sheet, readable by browser tests.
      performance.measure('pp-excel-import', { start: started, end: performance.now() });
      if (result.problems.length > 0) {
        setPending(result);
      } else if (result.lines.length === 0) {
        showToast(t`Het bestand bevat geen regels.`, 'error');
      } else {
        onImport(result.lines);
        const count = result.lines.length;
        showToast(plural(count, { one: '# regel geïmporteerd', other: '# regels geïmporteerd' }), 'success');
      }
    } catch {
      showToast(t`Dit Excel-bestand kan niet gelezen worden. Sla het op als .xlsx en probeer opnieuw.`, 'error');
    } finally {
      setBusy(false);
    }
  };

  const acceptValid = () => {
    if (pending && pending.validLines.length > 0) {
      onImport(pending.validLines);
      const count = pending.validLines.length;
      showToast(plural(count, { one: '# regel geïmporteerd', other: '# regels geïmporteerd' }), 'success');
    }
    setPending(null);
  };

  const download = () => {
    downloadTemplate().catch(() => showToast(t`Het sjabloon kon niet worden gedownload`, 'error'));
  };

  const validCount = pending?.validLines.length ?? 0;
  const problemCount = pending?.problems.length ?? 0;
  return (
    <div className="pp-excel">
      <FileTrigger acceptedFileTypes={['.xlsx', XLSX_TYPE]} onSelect={(files) => void read(files)}>
        <Button variant="secondary" isDisabled={busy}>
          <Trans>Excel importeren</Trans>
        </Button>
      </FileTrigger>
      <Button variant="quiet" onPress={download}>
        <Trans>Sjabloon downloaden</Trans>
      </Button>
      {pending ? (
        <Modal title={t`Het bestand bevat fouten`} isOpen onOpenChange={(open) => !open && setPending(null)} isDismissable>
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
            <Button variant="secondary" onPress={() => setPending(null)}>
              <Trans>Bestand aanpassen</Trans>
            </Button>
            <Button onPress={acceptValid} isDisabled={validCount === 0}>
              <Trans>Alleen de {validCount} goede regels importeren</Trans>
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
