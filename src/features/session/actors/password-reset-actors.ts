// The forgot/reset flow's actor: its code loads with those screens (not with the login page), and
// app-actors.ts creates it once, inspected, on the app's auth calls.
import { createActor, fromPromise, type Actor } from 'xstate';
import { passwordResetMachine, type ResetForm } from '../../../../machines/password-reset.machine.js';
import type { AuthApi } from '../api.js';
import { showPasswordResetToasts } from './password-reset-toasts.js';
import type { Inspect } from '../../../app/inspect/inspect.js';
import type { Toasts } from '../../../shared/ui/toast-queue.js';

export type PasswordResetActor = Actor<typeof passwordResetMachine>;

/** The machine's calls: POST /auth/email and POST /auth/reset. */
export function passwordResetActors(auth: Pick<AuthApi, 'forgot' | 'reset'>) {
  return {
    requestLink: fromPromise<{ message: string }, { email: string }>(({ input }) => auth.forgot(input.email)),
    resetPassword: fromPromise<{ message: string }, ResetForm>(({ input }) => auth.reset(input)),
  };
}

export function createPasswordResetActor(auth: Pick<AuthApi, 'forgot' | 'reset'>, toasts: Toasts, inspect?: Inspect): PasswordResetActor {
  const passwordReset = createActor(passwordResetMachine.provide({ actors: passwordResetActors(auth) }), { id: 'passwordReset', systemId: 'passwordReset', inspect });
  showPasswordResetToasts(toasts, passwordReset);
  return passwordReset.start();
}
