import { assign, emit, setup } from 'xstate';
import { failureMessages, fieldErrorsOf } from './session-errors.js';
import { providedPromise } from './provided.js';

/**
 * A forgotten password (spec section 7: POST /auth/email and /auth/reset). `link.request`
 * asks for a mailed link (an empty address is refused at once with `email.missing`); the server
 * answers the same for known and unknown addresses, so `sent` only says the request went out
 * (`link.sent` carries its message; `link.failed` the failure's). `password.reset` sets the new
 * password with the link's token: `done` emits `password.changed` (the app shows its message and
 * goes to the login); the server's field errors stay with `resetFailed` (a refused token is no
 * field the customer can fix: `password.failed` says so, as it does any other failure).
 */
export type ResetField = 'email' | 'password' | 'password_confirmation' | 'token';
export type ResetErrors = Partial<Record<ResetField, string[]>>;

export interface ResetForm {
  email: string;
  password: string;
  password_confirmation: string;
  token: string;
}

export interface PasswordResetContext {
  email: string;
  form: ResetForm | null;
  errors: ResetErrors;
}

export type PasswordResetEvent = { type: 'link.request'; email: string } | { type: 'password.reset'; form: ResetForm };

export type PasswordResetEmitted =
  | { type: 'email.missing' }
  | { type: 'link.sent'; message: string }
  | { type: 'link.failed'; messages: string[] }
  | { type: 'password.changed'; message: string }
  | { type: 'password.failed'; messages: string[] };


/** What the customer can ask in every state but while a call runs. */
const onRequest = {
  'link.request': [{ guard: 'hasEmail', target: '#passwordReset.requesting', actions: 'keepEmail' }, { actions: 'emitEmailMissing' }],
  'password.reset': { target: '#passwordReset.resetting', actions: 'keepForm' },
} as const;

export const passwordResetMachine = setup({
  types: { context: {} as PasswordResetContext, events: {} as PasswordResetEvent, emitted: {} as PasswordResetEmitted },
  actors: {
    /** Resolves with the server's message for the customer. */
    requestLink: providedPromise<{ message: string }, { email: string }>('requestLink'),
    resetPassword: providedPromise<{ message: string }, ResetForm>('resetPassword'),
  },
  guards: {
    hasEmail: ({ event }) => event.type === 'link.request' && event.email.trim() !== '',
    hasFieldErrors: (_, params: { error: unknown }) => fieldErrorsOf(params.error) !== null,
    hasTokenError: (_, params: { error: unknown }) => (fieldErrorsOf(params.error)?.token ?? []).length > 0,
  },
  actions: {
    keepEmail: assign(({ event }) => ({ email: event.type === 'link.request' ? event.email.trim() : '' })),
    keepForm: assign(({ event }) => (event.type === 'password.reset' ? { form: { ...event.form, email: event.form.email.trim() }, errors: {} } : {})),
    keepErrors: assign((_, params: { error: unknown }) => ({ errors: (fieldErrorsOf(params.error) ?? {}) as ResetErrors })),
    emitEmailMissing: emit({ type: 'email.missing' as const }),
    emitSent: emit((_, params: { message: string }) => ({ type: 'link.sent' as const, message: params.message })),
    emitLinkFailed: emit((_, params: { error: unknown }) => ({ type: 'link.failed' as const, messages: failureMessages(params.error) })),
    emitChanged: emit((_, params: { message: string }) => ({ type: 'password.changed' as const, message: params.message })),
    emitTokenRefused: emit(({ context }) => ({ type: 'password.failed' as const, messages: context.errors.token ?? [] })),
    emitResetFailed: emit((_, params: { error: unknown }) => ({ type: 'password.failed' as const, messages: failureMessages(params.error) })),
  },
}).createMachine({
  id: 'passwordReset',
  context: { email: '', form: null, errors: {} },
  initial: 'idle',
  states: {
    idle: { on: onRequest },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestLink',
        src: 'requestLink',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent', actions: { type: 'emitSent', params: ({ event }) => ({ message: event.output.message }) } },
        onError: { target: 'requestFailed', actions: { type: 'emitLinkFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: { on: onRequest },
    requestFailed: { on: onRequest },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => context.form!,
        onDone: { target: 'done', actions: { type: 'emitChanged', params: ({ event }) => ({ message: event.output.message }) } },
        onError: [
          {
            guard: { type: 'hasTokenError', params: ({ event }) => ({ error: event.error }) },
            target: 'resetFailed',
            actions: [{ type: 'keepErrors', params: ({ event }) => ({ error: event.error }) }, 'emitTokenRefused'],
          },
          { guard: { type: 'hasFieldErrors', params: ({ event }) => ({ error: event.error }) }, target: 'resetFailed', actions: { type: 'keepErrors', params: ({ event }) => ({ error: event.error }) } },
          { target: 'resetFailed', actions: { type: 'emitResetFailed', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: { on: onRequest },
    /** The server's field errors show under the fields. */
    resetFailed: { on: onRequest },
  },
});
