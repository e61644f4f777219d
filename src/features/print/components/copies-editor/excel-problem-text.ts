import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ExcelProblem } from '../../../../domain/excel-rows.js';

/** Excel problems translated by field and keyword; the numbers come from the rule's message. */
export function useExcelProblemText(): (problem: ExcelProblem) => string {
  const { t } = useLingui();
  return useCallback(
    (problem: ExcelProblem) => {
      const labels: Record<ExcelProblem['field'], string> = {
        originals: t`Originelen`,
        quantity: t`Aantal`,
        width: t`Breedte`,
        height: t`Hoogte`,
        remark: t`Opmerking`,
        rows: t`Regels`,
      };
      const label = labels[problem.field];
      const limit = /(\d+)\D*$/.exec(problem.message)?.[1] ?? '';
      switch (problem.keyword) {
        case 'integer':
          return t`${label}: geen geheel getal`;
        case 'min':
          return t`${label}: minimaal ${limit}`;
        case 'max':
          return t`${label}: maximaal ${limit}`;
        case 'max_length':
          return t`${label}: ingekort tot ${limit} tekens`;
        case 'max_items':
          return t`Alleen de eerste ${limit} regels worden geïmporteerd`;
        default:
          return problem.message;
      }
    },
    [t],
  );
}
