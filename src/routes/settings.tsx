import { Trans } from '@lingui/react/macro';
import { readToken } from '../api/token-store.js';
import { activateLocale } from '../i18n/i18n.js';
import { localeFromLang } from '../i18n/locale.js';
import { useAppServices, useSessionContext } from '../views/app-context.js';
import { SettingsView } from '../views/settings/settings-view.js';
import { useEmailConfirmation } from '../views/settings/use-email-confirmation.js';

/**
 * /settings: saved with PUT /settings; the session takes the new user at once (language, zoom).
 * With `?email_token=` (the link mailed to a new login address) it confirms that address first.
 */
export function SettingsRoute() {
  const { session, afterOrderApis } = useAppServices();
  const user = useSessionContext((context) => context.user);
  const settings = useSessionContext((context) => context.settings);
  const addresses = useSessionContext((context) => context.addresses);
  // The confirmed address answers like a silent refresh: user and settings swap in, the token stays.
  const confirmEmail = async (token: string) => ({ ...(await afterOrderApis.settings.confirmEmail(token)), token: readToken() ?? '' });
  useEmailConfirmation(confirmEmail);
  if (!user || !settings) {
    return (
      <section className="pp-page" data-screen="settings">
        <p className="pp-loading" role="status"><Trans>Bezig met laden…</Trans></p>
      </section>
    );
  }
  return (
    <SettingsView
      // A confirmed new address (or another user) starts the form afresh.
      key={`${user.id}:${user.email}`}
      user={user}
      settings={settings}
      addresses={addresses ?? []}
      onSave={async (form) => {
        const answer = await afterOrderApis.settings.save(form);
        // Switch first, so the confirmation is already in the chosen language.
        await activateLocale(localeFromLang(answer.user.lang));
        // The same event a silent refresh sends: user and settings swap in, the token stays.
        session.send({ type: 'session.refreshed', answer: { ...answer, token: readToken() ?? '' } });
      }}
    />
  );
}
