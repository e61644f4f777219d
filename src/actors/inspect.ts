import type { InspectionEvent } from 'xstate';

export type Inspect = (event: InspectionEvent) => void;

/**
 * The Stately inspector, only in `npm run dev` and only when asked (`?inspect` or VITE_INSPECT=1).
 * The import is dynamic and sits inside the DEV branch, so production builds do not contain it
 * (the package opens its window as soon as it is imported).
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  if (import.meta.env.DEV) {
    const asked = new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
    if (!asked) return undefined;
    const { createBrowserInspector } = await import('@statelyai/inspect');
    return createBrowserInspector().inspect as Inspect;
  }
  return undefined;
}
