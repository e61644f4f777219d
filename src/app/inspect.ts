import type { InspectionEvent } from 'xstate';

export type Inspect = (event: InspectionEvent) => void;

/** What a browser path test receives of each settled snapshot: public data only. */
export interface ProbedSnapshot {
  actor: string;
  session: string;
  value: unknown;
  event: string;
}

type Probe = (snapshot: ProbedSnapshot) => void;

/**
 * The browser path tests (test/e2e/paths) expose `__ppPathProbe` to the page before it loads; with
 * it every actor reports its snapshots there. Nothing is reported without it.
 */
function pathProbe(): Inspect | undefined {
  const probe = (window as unknown as { __ppPathProbe?: Probe }).__ppPathProbe;
  if (typeof probe !== 'function') return undefined;
  return (event) => {
    if (event.type !== '@xstate.snapshot') return;
    const value = (event.snapshot as { value?: unknown }).value;
    const actor = event.actorRef as unknown as { id: string; sessionId: string };
    probe({ actor: actor.id, session: actor.sessionId, value: value ?? null, event: event.event.type });
  };
}

/**
 * The Stately inspector, only in `npm run dev` and only when asked (`?inspect` or VITE_INSPECT=1).
 * The import is dynamic and sits inside the DEV branch, so production builds do not contain it
 * (the package opens its window as soon as it is imported). Else the path tests' probe, if any.
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  if (import.meta.env.DEV) {
    const asked = new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
    if (asked) {
      const { createBrowserInspector } = await import('@statelyai/inspect');
      return createBrowserInspector().inspect as Inspect;
    }
  }
  return pathProbe();
}
