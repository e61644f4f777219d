// The forgot/reset flow's toasts, heard where its actor is created: a file of its own so the
// forgot/reset screens' lazy chunk does not bring the shop's machines.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActorRefFrom } from 'xstate';
import type { passwordResetMachine } from '../../../../machines/password-reset.machine.js';
import type { Toasts } from '../../../shared/ui/toast-queue.js';

type PasswordResetActor = ActorRefFrom<typeof passwordResetMachine>;

/** The forgot/reset answers: the server's own message on success, each failure message otherwise. */
export function showPasswordResetToasts(toasts: Toasts, passwordReset: PasswordResetActor): void {
  passwordReset.on('email.missing', () => toasts.show(i18n._(msg`E-mailadres is verplicht`), 'error'));
  passwordReset.on('link.sent', ({ message }) => toasts.show(message, 'success'));
  passwordReset.on('link.failed', ({ messages }) => messages.forEach((message) => toasts.show(message, 'error')));
  // A new password takes the customer on to the login: the toast is for that screen.
  passwordReset.on('password.changed', ({ message }) => toasts.show(message, 'success', { screen: '/login' }));
  passwordReset.on('password.failed', ({ messages }) => messages.forEach((message) => toasts.show(message, 'error')));
}
