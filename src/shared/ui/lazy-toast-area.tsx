import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import type { Toasts } from './toast-queue.js';

const ToastArea = lazy(async () => ({ default: (await import('./toast-area.js')).ToastArea }));

/**
 * The toast region's code loads with the first toast, not with the first page: most visits to
 * /login never show one (DESIGN.md section 11, /login at most 150 kB gzip). Once loaded it stays.
 */
export function LazyToastArea({ toasts }: { toasts: Toasts }) {
  const subscribe = useCallback((onChange: () => void) => toasts.queue.subscribe(onChange), [toasts]);
  const wanted = useSyncExternalStore(subscribe, toasts.hadToasts, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea toasts={toasts} />
    </Suspense>
  );
}
