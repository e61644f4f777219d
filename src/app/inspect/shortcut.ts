import { useEffect } from 'react';

/**
 * Alt+Shift+X ("XState"). Not Ctrl+Shift+I (the browser's devtools), not Alt+Shift+I (Chrome's
 * feedback form), not Ctrl+Alt+… (AltGr on Windows types characters with it; Ctrl+Option is
 * VoiceOver's key), nothing with Insert or Caps Lock (NVDA, JAWS).
 */
export const INSPECTOR_SHORTCUT = 'Alt+Shift+X';

/** By physical key: on a Mac Option+Shift+X types a character, so `key` is not an X there. */
export function isInspectorShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyX';
}

/** Listens on the whole window while mounted, before the app's own handlers can stop the key. */
export function useInspectorShortcut(onShortcut: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isInspectorShortcut(event)) return;
      event.preventDefault();
      onShortcut();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [onShortcut]);
}
