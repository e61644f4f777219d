import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { FinishSide } from '../../domain/catalog.js';
import type { Issue } from '../../domain/issues.js';

/** The sides' names in the interface language; the same object until the language changes. */
export function useSideLabels(): Record<FinishSide, string> {
  const { t } = useLingui();
  return useMemo(() => ({
    top: t`Boven`,
    right: t`Rechts`,
    bottom: t`Onder`,
    left: t`Links`,
    around: t`Rondom`,
    'opposite-top': t`Boven en onder`,
    'opposite-left': t`Links en rechts`,
    surface: t`Oppervlak`,
  }), [t]);
}

/** Finish issues translated by keyword; unknown ones keep the rule's own message. */
export function useFinishIssueText(): (issue: Issue) => string {
  const { t } = useLingui();
  const labels = useSideLabels();
  return useCallback(
    (issue: Issue) => {
      const side = labels[issue.field as FinishSide] ?? issue.field;
      const other = labels[String(issue.params?.with ?? '') as FinishSide] ?? '';
      switch (issue.keyword) {
        case 'present':
          return t`${side} moet aanwezig zijn`;
        case 'exists':
          return t`Zijde bestaat al`;
        case 'conflict':
          return t`${side} kan niet samen met ${other}`;
        case 'location':
          return t`Kies een locatie`;
        default:
          return issue.message;
      }
    },
    [t, labels],
  );
}
