// The account actor (/settings): created once with the shop's actors, inspected; its outcomes reach
// the session through the events it emits.
import { createActor, fromPromise, type Actor } from 'xstate';
import { accountMachine, type AccountAnswer } from '../../../machines/account.machine.js';
import type { SettingsApi } from './api.js';
import { readToken } from '../../shared/api-client/token-store.js';
import type { SettingsForm } from '../../domain/settings.js';
import { activateLocale } from '../../shared/i18n/i18n.js';
import { localeFromLang } from '../../shared/i18n/locale.js';
import type { SessionActor } from '../../app/create-actors.js';
import { showAccountToasts } from './toasts.js';
import type { Inspect } from '../../app/inspect.js';

export type AccountActor = Actor<typeof accountMachine>;

/** The account machine's calls: PUT /settings (the chosen language is active before it answers) and POST /settings/email. */
export function accountActors(settings: Pick<SettingsApi, 'save' | 'confirmEmail'>) {
  return {
    saveSettings: fromPromise<AccountAnswer, SettingsForm>(async ({ input }) => {
      const answer = await settings.save(input);
      // Switch first, so the confirmation is already in the chosen language.
      await activateLocale(localeFromLang(answer.user.lang));
      return answer;
    }),
    confirmEmail: fromPromise<AccountAnswer, { token: string }>(({ input }) => settings.confirmEmail(input.token)),
  };
}

/**
 * The account actor on the app's settings calls: a saved form and a confirmed address answer like
 * a silent refresh (the session takes user and settings at once: language, zoom; the token stays).
 */
export function createAccountActor(options: { session: SessionActor; settings: Pick<SettingsApi, 'save' | 'confirmEmail'>; inspect?: Inspect }): AccountActor {
  const account = createActor(accountMachine.provide({ actors: accountActors(options.settings) }), { id: 'account', systemId: 'account', inspect: options.inspect });
  const refresh = (answer: AccountAnswer) => options.session.send({ type: 'session.refreshed', answer: { ...answer, token: readToken() ?? '' } });
  account.on('settings.saved', ({ answer }) => refresh(answer));
  account.on('email.confirmed', ({ answer }) => refresh(answer));
  showAccountToasts(account);
  return account.start();
}
