import { Trans } from '@lingui/react/macro';
import { readToken } from '../api/token-store.js';
import { activateLocale } from '../i18n/i18n.js';
import { localeFromLang } from '../i18n/locale.js';
import { useAppServices, useSessionContext } from '../views/app-context.js';
import { SettingsView } from '../views/settings/settings-view.js';

/** /settings: saved with PUT /settings; the session takes the new user at once (language, zoom). */
export function SettingsRoute() {
  const { session, afterOrderApis } = useAppServices();
  const user = useSessionContext((context) => context.user);
  const settings = useSessionContext((context) => context.settings);
  const addresses = useSessionContext((context) => context.addresses);
  if (!user || !settings) {
    return (
      <section className="pp-page" data-screen="settings">
        <p className="pp-loading" role="status"><Trans>Bezig met laden…</Trans></p>
      </section>
    );
  }
  return (
    <SettingsView
      key={user.id}
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
