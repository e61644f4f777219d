import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { finishSidesMachine } from '../../../machines/finish-sides.machine.js';
import { showToast } from '../../ui/toast-queue.js';
import { useSideLabels } from './side-labels.js';

/**
 * One toast per side choice the rules refuse ('side already exists', or the side it cannot go
 * with), wherever the finish-sides machine runs (the wizard's step, the cart's edit modal); the
 * machine then hears that it was shown.
 */
export function useSideRefusalToasts(sides: ActorRefFrom<typeof finishSidesMachine> | undefined): void {
  const { t } = useLingui();
  const labels = useSideLabels();
  useEffect(() => {
    if (!sides) return;
    const subscription = sides.on('side.refused', (refusal) => {
      const other = labels[refusal.with];
      showToast(refusal.keyword === 'exists' ? t`Zijde bestaat al` : t`Kan niet samen met ${other}`, 'error');
      sides.send({ type: 'refusal.seen' });
    });
    return () => subscription.unsubscribe();
  }, [sides, labels, t]);
}
