import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';

export const TITLE_SUFFIX = 'PrintPortal';

export const notFoundTitle = msg`Pagina niet gevonden`;

/** The deepest matched route's translated title, as shown in the navbar and the tab. */
export function useRouteTitle(): string | null {
  const { i18n } = useLingui();
  const matches = useMatches();
  const titled = [...matches].reverse().find((match) => match.staticData?.title);
  return titled?.staticData.title ? i18n._(titled.staticData.title) : null;
}

/** "{translated route title} | PrintPortal" (spec section 1); the 404 page gives its own title. */
export function usePageTitle(ownTitle?: string): void {
  const routeTitle = useRouteTitle();
  const title = ownTitle ?? routeTitle;
  useEffect(() => {
    if (title) document.title = `${title} | ${TITLE_SUFFIX}`;
  }, [title]);
}
