// The account's calls (/settings). A saved form reaches the session through the portal, which
// routes the account's `settings.saved` and `email.confirmed`.
import { fromPromise, type ActorRefFrom } from 'xstate';
import { accountMachine, type AccountAnswer } from '../../../machines/account.machine.js';
import type { SettingsApi } from './api.js';
import type { SettingsForm } from '../../domain/settings.js';
import { activateLocale } from '../../shared/i18n/i18n.js';
import { localeFromLang } from '../../shared/i18n/locale.js';

export type AccountActor = ActorRefFrom<typeof accountMachine>;

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
