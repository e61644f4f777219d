import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { Issue } from '../../../../domain/issues.js';

/**
 * Messages for copy-line issues, translated by field and keyword (spec section 5); an issue
 * without a known keyword falls back to the message the rule itself gave.
 */
export function useIssueText(): (issue: Issue) => string {
  const { t } = useLingui();
  return useCallback(
    (issue: Issue) => {
      const labels: Record<string, string> = {
        originals: t`Originelen`,
        quantity: t`Aantal`,
        width: t`Breedte`,
        height: t`Hoogte`,
        sides: t`Zijden`,
        abaa: t`Zijdekeuze`,
        remark: t`Opmerking`,
      };
      const label = labels[issue.field] ?? issue.field;
      const min = String(issue.params?.min ?? '');
      const max = String(issue.params?.max ?? '');
      const fixed = String(issue.params?.fixed ?? '');
      const widthCm = String(issue.params?.width_cm ?? '');
      const heightCm = String(issue.params?.height_cm ?? '');
      switch (issue.keyword) {
        case 'required':
          return t`${label} is verplicht`;
        case 'integer':
          return t`Vul een heel getal in`;
        case 'type':
          return t`Vul een getal in`;
        case 'min':
          return t`${label} moet minimaal ${min} zijn`;
        case 'max':
          return t`${label} mag niet groter zijn dan ${max}`;
        case 'in':
          return t`${label} moet 1 of 2 zijn`;
        case 'equal':
          return t`Originelen moet gelijk zijn aan 2`;
        case 'total_min':
          return t`Minimaal besteld product moet totaal: ${min} zijn`;
        case 'max_length':
          return t`${label} mag niet langer zijn dan ${max} tekens`;
        case 'max_items':
          return t`Niet meer dan ${max} regels`;
        case 'fixed':
          return t`${label} moet ${fixed} mm zijn voor dit product`;
        case 'too_large':
          return t`Maximaal ${widthCm} x ${heightCm} cm voor dit materiaal`;
        case 'control':
          return t`${label} mag geen stuurtekens bevatten`;
        default:
          return issue.message;
      }
    },
    [t],
  );
}

/** Issues grouped by row, then field, for the editors to look up per cell. */
export function issuesByRow(issues: readonly Issue[]): Map<number, Issue[]> {
  const rows = new Map<number, Issue[]>();
  for (const issue of issues) {
    const row = issue.row ?? 0;
    const list = rows.get(row);
    if (list) list.push(issue);
    else rows.set(row, [issue]);
  }
  return rows;
}
