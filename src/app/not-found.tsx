import { Trans, useLingui } from '@lingui/react/macro';
import { notFoundTitle, usePageTitle } from './page-title.js';
import { useBackInPortal } from '../shared/ui/use-back.js';
import { Button } from '../shared/ui/button.js';
import { Link } from '../shared/ui/link.js';
// No icon here: this page is part of the first load (/login budget, DESIGN §11).
import './not-found.css';

/** The 404 content: Go back (never out of the portal) and a link home (spec section 2). */
function NotFoundContent() {
  const { i18n } = useLingui();
  const back = useBackInPortal();
  usePageTitle(i18n._(notFoundTitle));
  return (
    <>
      <p className="pp-not-found__code" aria-hidden="true">404</p>
      <h2>
        <Trans>Deze pagina kon niet worden geprint.</Trans>
      </h2>
      <p className="pp-not-found__actions">
        <Button variant="secondary" onPress={back}>
          <Trans>Ga terug</Trans>
        </Button>
        <Link to="/" className="pp-button pp-button--primary">
          <Trans>Naar home</Trans>
        </Link>
      </p>
    </>
  );
}

/** An unknown path inside the app: under the navbar (its <main> is the app layout's). */
export function AppNotFoundRoute() {
  return (
    <section className="pp-page pp-not-found">
      <NotFoundContent />
    </section>
  );
}

/** An unknown path outside the app (no navbar there). */
export function NotFoundRoute() {
  return (
    <main className="pp-not-found">
      <NotFoundContent />
    </main>
  );
}
