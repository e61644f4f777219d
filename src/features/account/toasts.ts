// The account flows' toasts, by the one mechanism of flow-toasts.ts: their machines emit an event,
// and these listeners, attached where the actor is created, word it in the customer's language.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActorRefFrom } from 'xstate';
import type { accountMachine } from '../../../machines/account.machine.js';
import type { Toasts } from '../../shared/ui/toast-queue.js';

type AccountActor = ActorRefFrom<typeof accountMachine>;

/** Saved settings (naming a requested new login address), a confirmed address, and each failure message. */
export function showAccountToasts(toasts: Toasts, account: AccountActor): void {
  account.on('settings.saved', ({ requestedEmail }) => {
    // The address changes only once the link mailed to it is opened (the server says no more).
    const saved = requestedEmail
      ? msg`Instellingen opgeslagen. We hebben een link gestuurd naar ${requestedEmail}: uw e-mailadres verandert zodra u die opent.`
      : msg`Instellingen opgeslagen`;
    toasts.show(i18n._(saved), 'success');
  });
  account.on('settings.failed', ({ messages }) => messages.forEach((message) => toasts.show(message, 'error')));
  account.on('email.confirmed', ({ answer }) => {
    const address = answer.user.email;
    toasts.show(i18n._(msg`Uw e-mailadres is gewijzigd in ${address}.`), 'success');
  });
  account.on('email.refused', ({ messages }) => messages.forEach((message) => toasts.show(message, 'error')));
}
