import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../../machines/session.machine.js';
import type { Toasts } from '../../../shared/ui/toast-queue.js';

/**
 * A failed login, partner choice or boot shows its sentences once, whichever screen is up:
 * attached where the session actor is created, as the shop's flow toasts are (flow-toasts.ts).
 */
export function showSessionFailures(toasts: Toasts, session: ActorRefFrom<typeof sessionMachine>): void {
  session.on('session.failed', ({ messages }) => {
    for (const message of messages) toasts.show(message, 'error');
  });
  // A screen behind the login that was asked for shows the login without a toast: nothing was
  // tried yet, so there is nothing to warn about (the login brings the customer back there).
}
