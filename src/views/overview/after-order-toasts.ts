import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { afterOrderMachine } from '../../../machines/after-order.machine.js';
import { showToast } from '../../ui/toast-queue.js';

/** The after-order actor's failures and a reorder's unavailable prints, as toasts (overview and order detail). */
export function useAfterOrderToasts(afterOrder: ActorRefFrom<typeof afterOrderMachine>): void {
  const { t } = useLingui();
  useEffect(() => {
    const failed = afterOrder.on('order.failed', ({ messages }) => messages.forEach((message) => showToast(message, 'error')));
    const reordered = afterOrder.on('order.reordered', ({ answer }) => {
      for (const gone of answer.unavailable) {
        const name = gone.name ?? String(gone.product_id);
        showToast(t`${name} wordt niet meer geleverd en is niet in de winkelwagen gezet.`, 'error');
      }
    });
    return () => {
      failed.unsubscribe();
      reordered.unsubscribe();
    };
  }, [afterOrder, t]);
}
