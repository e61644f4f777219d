import type { Actor } from 'xstate';
import type { sessionMachine } from '../../../../machines/session.machine.js';
import { showToast } from '../../../shared/ui/toast-queue.js';

/**
 * A failed login, partner choice or boot shows its sentences once, whichever screen is up:
 * attached where the session actor is created, as the shop's flow toasts are (flow-toasts.ts).
 */
export function showSessionFailures(session: Actor<typeof sessionMachine>): void {
  session.on('session.failed', ({ messages }) => {
    for (const message of messages) showToast(message, 'error');
  });
}
