import { useSyncExternalStore } from 'react';

/** How the selector shows a chapter: as the tree (or icon grid) or as product cards. */
export type SelectorLayout = 'tree' | 'cards';

const KEY = 'printportal.selector-layout';
const listeners = new Set<() => void>();
/** The choice of this page when the browser refuses storage (private mode). */
let unkept: SelectorLayout | null = null;

function read(): SelectorLayout {
  try {
    return globalThis.localStorage?.getItem(KEY) === 'cards' ? 'cards' : 'tree';
  } catch {
    return unkept ?? 'tree';
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The customer's last choice, kept in this browser: a preference of the screen, not part of any
 * flow, so it lives beside the view rather than in a machine.
 */
export function useSelectorLayout(): [SelectorLayout, (layout: SelectorLayout) => void] {
  const layout = useSyncExternalStore(subscribe, read, () => 'tree' as const);
  const choose = (next: SelectorLayout) => {
    try {
      globalThis.localStorage?.setItem(KEY, next);
    } catch {
      unkept = next;
    }
    for (const listener of listeners) listener();
  };
  return [layout, choose];
}
