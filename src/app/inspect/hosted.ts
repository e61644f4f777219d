import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';
import type { HostedControl, HostedTrouble } from './controls.js';

const STATELY_URL = 'https://stately.ai/inspect';
/** The window name the package itself uses, so a retry or a reload reuses the one window. */
const WINDOW_NAME = 'xstateinspector';
/** Long enough for stately.ai to load on a slow line; an offline or locked-down network never answers. */
export const HOSTED_ANSWER_MS = 15_000;
/** Everything from the app's start, actor registrations included, waits for the window to connect. */
const KEPT_UNTIL_CONNECTED = 2_000;

export interface Hosted extends HostedControl {
  inspect: (event: InspectionEvent) => void;
}

/**
 * The hosted Stately inspector in its own window. The package opens that window with
 * `window.open` and says nothing when a pop-up blocker refuses it (null) or when the site never
 * loads; both are reported here instead, so the in-page panel can open and say so.
 */
export function openHosted(report: (trouble: HostedTrouble) => void): Hosted {
  const inspector = createBrowserInspector({ url: STATELY_URL, autoStart: false, maxDeferredEvents: KEPT_UNTIL_CONNECTED });
  let connected = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onMessage = (message: MessageEvent) => {
    if ((message.data as { type?: unknown } | null)?.type === '@statelyai.connected') connected = true;
  };
  window.addEventListener('message', onMessage);
  const watch = () => {
    clearTimeout(timer);
    if (!inspector.adapter.targetWindow) return report('blocked');
    timer = setTimeout(() => connected || report('silent'), HOSTED_ANSWER_MS);
  };
  inspector.start();
  watch();
  return {
    inspect: (event) => inspector.inspect.next?.(event),
    retry: () => {
      // Opened here rather than by start() again, which would add a second listener and send every event twice.
      inspector.adapter.targetWindow = window.open(STATELY_URL, WINDOW_NAME);
      watch();
    },
    stop: () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      inspector.stop();
      inspector.adapter.targetWindow?.close();
    },
  };
}
