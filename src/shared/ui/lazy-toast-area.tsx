import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from './toast-queue.js';

const ToastArea = lazy(async () => ({ default: (await import('./toast-area.js')).ToastArea }));

let firstToastSeen = false;
const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasHadToasts = () => (firstToastSeen ||= toastQueue.visibleToasts.length > 0);

/**
 * The toast region's code loads with the first toast, not with the first page: most visits to
 * /login never show one (DESIGN.md section 11, /login at most 150 kB gzip). Once loaded it stays.
 */
export function LazyToastArea() {
  const wanted = useSyncExternalStore(subscribe, hasHadToasts, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
