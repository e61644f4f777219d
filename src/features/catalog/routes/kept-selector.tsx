import { Activity, lazy, Suspense, useState } from 'react';

const SelectorScreen = lazy(async () => ({ default: (await import('./selector.js')).SelectorScreen }));

const selectorType = (pathname: string): string | null => /^\/selector\/([^/]+)/.exec(pathname)?.[1] ?? null;

/**
 * The selector is the one screen kept alive (spec section 2): once opened it stays mounted, hidden
 * while another screen shows, so coming back finds the same chapter, open groups and scroll place.
 * Hidden, React runs none of its effects, so it cannot navigate or fetch meanwhile.
 */
export function KeptSelector({ pathname }: { pathname: string }) {
  const current = selectorType(pathname);
  const [last, setLast] = useState<string | null>(current);
  if (current !== null && current !== last) setLast(current);
  if (last === null) return null;
  return (
    <Activity mode={current === null ? 'hidden' : 'visible'}>
      <Suspense fallback={null}>
        <SelectorScreen type={current ?? last} />
      </Suspense>
    </Activity>
  );
}

/** The route's own outlet content: the kept screen above draws the page. */
export function SelectorRoute() {
  return null;
}
