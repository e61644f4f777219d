import type { InspectionEvent } from 'xstate';
import { loadAppMessages } from '../../shared/i18n/i18n.js';
import { chooseInspection } from './choice.js';
import { createPanelControls, type PanelControls } from './controls.js';
import { mountPanel } from './mount.js';
import { createRecorder, type Recorder } from './recorder.js';
import type { Hosted } from './hosted.js';

export interface Inspection {
  inspect: (event: InspectionEvent) => void;
  recorder: Recorder;
  controls: PanelControls;
  /** Unmounts the panel and ends the hosted inspector (tests; the page itself never needs it). */
  dispose: () => void;
}

/**
 * The developer's inspection (loaded only by `npm run dev` and VITE_INSPECT=1 builds): every actor
 * is recorded from the first one on, so the panel shows the whole tree whenever it is opened (the
 * shortcut, `?inspect=local`); `?inspect` also feeds the hosted Stately inspector.
 */
export async function startInspection(storage: Storage = sessionStorage): Promise<Inspection> {
  const choice = chooseInspection(window.location.search, storage);
  const recorder = createRecorder();
  const controls = createPanelControls(storage, choice);
  let hosted: Hosted | undefined;
  if (choice === 'stately') {
    const { openHosted } = await import('./hosted.js');
    hosted = openHosted((trouble) => {
      console.warn(`The Stately inspector shows nothing (${trouble === 'blocked' ? 'its window was blocked' : 'stately.ai did not answer'}); the machine panel opens instead.`);
      controls.reportHosted(trouble);
    });
    controls.attachHosted(hosted);
  }
  // The panel's texts are in the app's catalogue, which the login page does not load by itself.
  await loadAppMessages();
  const unmount = mountPanel(recorder, controls);
  return {
    inspect: (event) => {
      recorder.inspect(event);
      // Read each time: turning inspection off ends the hosted inspector.
      if (controls.getSnapshot().choice === 'stately') hosted?.inspect(event);
    },
    recorder,
    controls,
    dispose: () => {
      unmount();
      hosted?.stop();
    },
  };
}
