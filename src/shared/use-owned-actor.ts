import { useEffect, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * An actor this component owns, created by the app's actor factory (so it is inspected like every
 * other) on first render, started, and stopped when the component leaves. StrictMode's second run
 * of the effect keeps it: the stop waits a microtask and is dropped when the effect came back.
 */
export function useOwnedActor<T extends AnyActorRef>(create: () => T): T {
  const [actor] = useState(() => {
    const created = create();
    created.start();
    return created;
  });
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => mounted.current || actor.stop());
    };
  }, [actor]);
  return actor;
}
