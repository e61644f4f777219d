import { describe, expect, it } from 'vitest';
import type { SessionActor } from '../../src/app/create-actors.js';
import { watchZoomText, ZOOM_CLASS } from '../../src/features/account/zoom-text.js';

/** Just enough of the session actor: its settings and a way to change them. */
function fakeSession(zoom: boolean | null) {
  const listeners = new Set<() => void>();
  let settings = zoom === null ? null : { zoom_text: zoom };
  const session = {
    getSnapshot: () => ({ context: { settings } }),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
  };
  const set = (next: boolean | null) => {
    settings = next === null ? null : { zoom_text: next };
    for (const listener of listeners) listener();
  };
  return { session: session as unknown as SessionActor, set };
}

describe('larger text (zoom_text)', () => {
  it('puts the class on the root while the setting is on, and follows changes and logout', () => {
    const root = document.createElement('html');
    const { session, set } = fakeSession(false);
    const stop = watchZoomText(session, root);
    expect(root.classList.contains(ZOOM_CLASS)).toBe(false);
    set(true);
    expect(root.classList.contains(ZOOM_CLASS)).toBe(true);
    set(null);
    expect(root.classList.contains(ZOOM_CLASS)).toBe(false);
    stop();
    set(true);
    expect(root.classList.contains(ZOOM_CLASS)).toBe(false);
  });
});
