import { useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Trans } from '@lingui/react/macro';
import { activateLocale } from '../shared/i18n/i18n.js';
import { localeFromLang } from '../shared/i18n/locale.js';
import { LazyToastArea } from '../shared/ui/lazy-toast-area.js';
import { useAppServices, useSessionContext } from './app-context.js';
import { usePageTitle } from './page-title.js';
import { useScreenHeadingFocus, useToastsOfScreen } from './screen-focus.js';

/** Around every screen: the language of the user, the page title, focus on each new screen's heading, toasts (gone with the screen they belong to) and the tab guard. */
export function RootLayout() {
  const { session, toasts } = useAppServices();
  const blocked = useSelector(session, (snapshot) => snapshot.matches('blocked'));
  const lang = useSessionContext((context) => context.user?.lang ?? null);
  useEffect(() => {
    void activateLocale(localeFromLang(lang));
  }, [lang]);
  usePageTitle();
  useScreenHeadingFocus();
  useToastsOfScreen();
  return (
    <>
      {blocked ? (
        <main className="pp-page">
          <p role="alert" className="pp-alert">
            <Trans>Meerdere tabbladen met verschillende partners, sluit dit venster.</Trans>
          </p>
        </main>
      ) : (
        <Outlet />
      )}
      <LazyToastArea toasts={toasts} />
    </>
  );
}
