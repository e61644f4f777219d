import type { InspectionEvent } from 'xstate';
import { pathProbe } from './path-probe.js';

export type Inspect = (event: InspectionEvent) => void;

/**
 * What sees every actor of the app: in `npm run dev` (and a VITE_INSPECT=1 build) the in-page
 * machine panel and, when asked, the hosted Stately inspector (src/app/inspect/start.ts); the
 * browser path tests' probe when they expose it. The import is dynamic and sits inside the
 * build-time branch, so a normal production build contains none of the inspection code
 * (test/e2e/production-bundle.test.ts checks that).
 */
export async function loadInspector(): Promise<Inspect | undefined> {
  const probe = pathProbe();
  // Written out in the condition (not a constant) so the bundler drops the branch and its chunk.
  if (import.meta.env.DEV || import.meta.env.VITE_INSPECT === '1') {
    const { startInspection } = await import('./start.js');
    const { inspect } = await startInspection();
    if (!probe) return inspect;
    return (event) => {
      inspect(event);
      probe(event);
    };
  }
  return probe;
}
