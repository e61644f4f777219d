import { Trans } from '@lingui/react/macro';
import { Link } from '../ui/link.js';
import { useSessionContext } from '../views/app-context.js';

/** Home: lazy loaded, fades in (spec section 2). */
export function HomeRoute() {
  const name = useSessionContext((context) => context.user?.name ?? '');
  const hasFavourites = useSessionContext((context) => (context.catalog?.personal.length ?? 0) > 0);
  const chapter = hasFavourites ? 'personal' : 'catalog';
  return (
    <section className="pp-page pp-fade-in">
      <h2>
        <Trans>Welkom, {name}</Trans>
      </h2>
      <p>
        <Trans>Wat wil je vandaag laten printen?</Trans>
      </p>
      <p>
        <Link to="/selector/$type" params={{ type: chapter }} className="pp-button pp-button--primary">
          <Trans>Kies een product</Trans>
        </Link>
      </p>
    </section>
  );
}
