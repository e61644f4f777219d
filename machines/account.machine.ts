import * as v from 'valibot';
import { assign, emit, setup } from 'xstate';
import type { Settings, User } from '../src/domain/session.js';
import { isNewEmail, SettingsFormSchema, type SettingsForm } from '../src/domain/settings.js';
import { ruleText, RULE_TEXTS } from '../src/domain/texts/rule-texts.js';
import { word } from '../src/domain/texts/text.js';
import { failureMessages, fieldErrorsOf } from './session-errors.js';
import { providedPromise } from './provided.js';

/**
 * The customer's own account on /settings (spec section 3). `settings.save` checks the
 * typed form with the shared schema (the server checks it again): refused fields stay `invalid`
 * (errors in the schema's and server's English rule texts; the view words them in the customer's
 * language). A new login address needs the current password. Saving emits `settings.saved` (the
 * session takes the new user and settings; the toast names a requested new address, which counts
 * only once its mailed link is opened) or, for field errors the server found, stays `failed` with
 * them; other failures emit `settings.failed`. `email.confirm` opens that mailed link (once per
 * token) and emits `email.confirmed` or `email.refused`; either way the token leaves the address bar.
 * `settings.open` (the page is opened again) starts clean: no errors of a form that was left.
 */
export type AccountErrors = Partial<Record<keyof SettingsForm, string[]>>;

/** What PUT /settings and POST /settings/email answer: the user and settings, without a token. */
export interface AccountAnswer {
  user: User;
  settings: Settings;
}

export interface AccountContext {
  errors: AccountErrors;
  /** The checked form while it is saved. */
  form: SettingsForm | null;
  /** The new login address that form asks for (null: the address stays). */
  requestedEmail: string | null;
  /** Saves that went through: the form starts again from the saved data after each. */
  saves: number;
  /** The last e-mail link opened (a link is opened once). */
  token: string | null;
}

export type AccountEvent =
  /** The typed form (`input`) and the login address it started from. */
  | { type: 'settings.save'; input: Record<string, unknown>; currentEmail: string }
  | { type: 'email.confirm'; token: string }
  /** /settings is opened: a form left with errors starts clean. */
  | { type: 'settings.open' };

export type AccountEmitted =
  | { type: 'settings.saved'; answer: AccountAnswer; requestedEmail: string | null }
  | { type: 'settings.failed'; messages: string[] }
  | { type: 'email.confirmed'; answer: AccountAnswer }
  | { type: 'email.refused'; messages: string[] };

type Checked = { form: SettingsForm; requestedEmail: string | null; errors?: undefined } | { errors: AccountErrors };

/** The typed form checked by the shared schema; a new address without the current password is refused too. */
export function checkSettings(input: Record<string, unknown>, currentEmail: string): Checked {
  const newEmail = isNewEmail(String(input.email ?? ''), currentEmail);
  const { current_password: password, ...rest } = input;
  const result = v.safeParse(SettingsFormSchema, newEmail ? { ...rest, current_password: password } : rest);
  if (!result.success) {
    const errors: AccountErrors = {};
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if (typeof key !== 'string') continue;
      const field = key as keyof SettingsForm;
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    return { errors };
  }
  if (newEmail && !result.output.current_password) return { errors: { current_password: [word(ruleText(RULE_TEXTS.required, 'current_password'))] } };
  return { form: result.output, requestedEmail: newEmail ? result.output.email : null };
}

const checkedOf = (event: AccountEvent) => (event.type === 'settings.save' ? checkSettings(event.input, event.currentEmail) : { errors: {} });
const onForm = { 'settings.save': [{ guard: 'isValid', target: '#account.saving', actions: 'keepForm' }, { target: '#account.invalid', actions: 'keepCheckErrors' }], 'email.confirm': { guard: 'isNewToken', target: '#account.confirming', actions: 'keepToken' }, 'settings.open': { target: '#account.idle' } } as const;

export const accountMachine = setup({
  types: { context: {} as AccountContext, events: {} as AccountEvent, emitted: {} as AccountEmitted },
  actors: {
    saveSettings: providedPromise<AccountAnswer, SettingsForm>('saveSettings'),
    confirmEmail: providedPromise<AccountAnswer, { token: string }>('confirmEmail'),
  },
  guards: {
    isValid: ({ event }) => checkedOf(event).errors === undefined,
    isNewToken: ({ context, event }) => event.type === 'email.confirm' && event.token !== '' && event.token !== context.token,
    hasFieldErrors: (_, params: { error: unknown }) => fieldErrorsOf(params.error) !== null,
  },
  actions: {
    keepForm: assign(({ event }) => {
      const checked = checkedOf(event);
      return checked.errors === undefined ? { form: checked.form, requestedEmail: checked.requestedEmail, errors: {} } : {};
    }),
    keepCheckErrors: assign(({ event }) => ({ errors: checkedOf(event).errors ?? {}, form: null })),
    keepServerErrors: assign((_, params: { error: unknown }) => ({ errors: (fieldErrorsOf(params.error) ?? {}) as AccountErrors, form: null })),
    countSave: assign(({ context }) => ({ saves: context.saves + 1, form: null })),
    forgetForm: assign({ form: null }),
    keepToken: assign(({ event }) => ({ token: event.type === 'email.confirm' ? event.token : null })),
    emitSaved: emit(({ context }, params: { answer: AccountAnswer }) => ({ type: 'settings.saved' as const, answer: params.answer, requestedEmail: context.requestedEmail })),
    emitSaveFailed: emit((_, params: { error: unknown }) => ({ type: 'settings.failed' as const, messages: failureMessages(params.error) })),
    emitConfirmed: emit((_, params: { answer: AccountAnswer }) => ({ type: 'email.confirmed' as const, answer: params.answer })),
    emitRefused: emit((_, params: { error: unknown }) => ({ type: 'email.refused' as const, messages: failureMessages(params.error) })),
  },
}).createMachine({
  id: 'account',
  context: { errors: {}, form: null, requestedEmail: null, saves: 0, token: null },
  initial: 'idle',
  states: {
    idle: { on: onForm },
    /** The browser's check refused the form: the errors show under the fields. */
    invalid: { on: onForm },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'saveSettings',
        input: ({ context }) => context.form!,
        onDone: { target: 'saved', actions: [{ type: 'emitSaved', params: ({ event }) => ({ answer: event.output }) }, 'countSave'] },
        onError: [
          { guard: { type: 'hasFieldErrors', params: ({ event }) => ({ error: event.error }) }, target: 'failed', actions: { type: 'keepServerErrors', params: ({ event }) => ({ error: event.error }) } },
          { target: 'failed', actions: [{ type: 'emitSaveFailed', params: ({ event }) => ({ error: event.error }) }, 'forgetForm'] },
        ],
      },
    },
    saved: { on: onForm },
    /** The server refused: its field errors under the fields, or the toast said why. */
    failed: { on: onForm },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmEmail',
        src: 'confirmEmail',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'idle', actions: { type: 'emitConfirmed', params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: 'idle', actions: { type: 'emitRefused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
