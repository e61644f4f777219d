import { useLingui } from '@lingui/react';
import { useCallback, useMemo } from 'react';
import type { FinishSide } from '../../../../domain/catalog.js';
import type { Issue } from '../../../../domain/issues.js';
import { printSidesOf, type CountedLine } from '../../../../domain/pricing/geometry.js';
import { finishIssueTextIn, printSidesIn, sideLabelsIn } from '../../../../shared/i18n/finish-texts.js';

/** The sides' names in the interface language; the same object until the language changes. */
export function useSideLabels(): Record<FinishSide, string> {
  const { _ } = useLingui();
  return useMemo(() => sideLabelsIn(_), [_]);
}

/** Finish issues translated by keyword; unknown ones keep the rule's own message. */
export function useFinishIssueText(): (issue: Issue) => string {
  const { _ } = useLingui();
  const labels = useSideLabels();
  return useCallback((issue: Issue) => finishIssueTextIn(_, labels, issue), [_, labels]);
}

/** "Enkelzijdig", "Dubbelzijdig A/B" or "Dubbelzijdig A/A" for a copy line, in the interface language. */
export function usePrintSidesText(): (line: Pick<CountedLine, 'sides' | 'abaa'>) => string {
  const { _ } = useLingui();
  return useCallback((line: Pick<CountedLine, 'sides' | 'abaa'>) => printSidesIn(_, printSidesOf(line)), [_]);
}
