import { useSyncExternalStore } from 'react';

/** Small screens (spec section 9: up to 768 px) get the stacked editor and no finish preview. */
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(SMALL_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isSmall = (): boolean => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(SMALL_SCREEN_QUERY).matches;

export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmall, () => false);
}
