import type { InspectionEvent } from 'xstate';

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
 * it every actor reports its snapshots there. Nothing is reported without it. It lives outside the
 * developer's inspection because those tests run the production build.
 */
export function pathProbe(): ((event: InspectionEvent) => void) | undefined {
  const probe = (window as unknown as { __ppPathProbe?: Probe }).__ppPathProbe;
  if (typeof probe !== 'function') return undefined;
  return (event) => {
    if (event.type !== '@xstate.snapshot') return;
    const value = (event.snapshot as { value?: unknown }).value;
    const actor = event.actorRef as unknown as { id: string; sessionId: string };
    probe({ actor: actor.id, session: actor.sessionId, value: value ?? null, event: event.event.type });
  };
}
