import { useCallback, useEffect, useState } from 'react';

/**
 * Pages already seen, kept for the visit: the overview is the screen kept alive (spec section 9),
 * so going back to it shows the last list at once while a fresh one loads.
 */
const seen = new Map<string, unknown>();

export function forgetSeenLists(): void {
  seen.clear();
}

/** Loads `key`'s list (none while `key` is null), newer request cancelling the older; `reload` fetches again after an action. */
export function useList<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, onError: (error: unknown) => void) {
  const [data, setData] = useState<T | null>(() => (key === null ? null : ((seen.get(key) as T | undefined) ?? null)));
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setData((seen.get(key) as T | undefined) ?? null);
    load(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        seen.set(key, answer);
        setData(answer);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) onError(error);
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` and `onError` are recreated each render; the key says what to load
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { data, reload };
}
