import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { finishSidesMachine } from '../../../machines/finish-sides.machine.js';
import { showToast } from '../../ui/toast-queue.js';
import { useFinishIssueText, useSideLabels } from './side-labels.js';

/**
 * The finish-sides machine's toasts, wherever it runs (the wizard's step, the cart's edit modal):
 * one per refused side choice ('side already exists', or the side it cannot go with; the machine
 * then hears that it was shown) and one per issue a check found (spec section 5).
 */
export function useFinishSidesToasts(sides: ActorRefFrom<typeof finishSidesMachine> | undefined): void {
  const { t } = useLingui();
  const labels = useSideLabels();
  const issueText = useFinishIssueText();
  useEffect(() => {
    if (!sides) return;
    const refused = sides.on('side.refused', (refusal) => {
      const other = labels[refusal.with];
      showToast(refusal.keyword === 'exists' ? t`Zijde bestaat al` : t`Kan niet samen met ${other}`, 'error');
      sides.send({ type: 'refusal.seen' });
    });
    const invalid = sides.on('sides.invalid', ({ issues }) => issues.forEach((issue) => showToast(issueText(issue), 'error')));
    return () => {
      refused.unsubscribe();
      invalid.unsubscribe();
    };
  }, [sides, labels, t, issueText]);
}
