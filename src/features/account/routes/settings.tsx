import { Trans } from '@lingui/react/macro';
import { useSessionContext } from '../../../app/app-context.js';
import { SettingsView } from '../components/settings-view.js';

/**
 * /settings: the account machine saves it (PUT /settings) and the session takes the new user at
 * once (language, zoom). `?email_token=` (the link mailed to a new login address) is confirmed by
 * the same machine (the router sends it, src/app/router.tsx).
 */
export function SettingsRoute() {
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
      // A confirmed new address (or another user) starts the form afresh.
      key={`${user.id}:${user.email}`}
      user={user}
      settings={settings}
      addresses={addresses ?? []}
    />
  );
}
