import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notFoundTitle, usePageTitle } from '../views/page-title.js';
import { Button } from '../ui/button.js';

/** Any unknown path (spec section 2). */
export function NotFoundRoute() {
  const router = useRouter();
  const { i18n } = useLingui();
  usePageTitle(i18n._(notFoundTitle));
  return (
    <main className="pp-not-found">
      <h1>404</h1>
      <p>
        <Trans>Deze pagina kon niet worden geprint.</Trans>
      </p>
      <Button onPress={() => (window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' }))}>
        <Trans>Ga terug</Trans>
      </Button>
    </main>
  );
}
