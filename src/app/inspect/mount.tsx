import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../shared/i18n/i18n.js';
import type { PanelControls } from './controls.js';
import { InspectorPanel } from './panel.js';
import type { Recorder } from './recorder.js';

/**
 * The panel gets a React root of its own beside the app's: it must outlive every route, layout
 * and error screen of the app, and show what happens while the app's tree is still loading.
 */
export function mountPanel(recorder: Recorder, controls: PanelControls): () => void {
  const container = document.createElement('div');
  container.className = 'pp-inspector-root';
  // An open app modal hides and locks everything outside itself; like the toasts, the panel stays
  // readable and focusable over it (react-aria's top layer), because the modal's machine is what
  // the developer is watching.
  container.dataset.reactAriaTopLayer = 'true';
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <I18nProvider i18n={i18n}>
      <InspectorPanel recorder={recorder} controls={controls} />
    </I18nProvider>,
  );
  return () => {
    root.unmount();
    container.remove();
  };
}
