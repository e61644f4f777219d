import type { Settings } from '../../domain/session.js';
import '../../shared/ui/lists.css';

export const ZOOM_CLASS = 'pp-zoom-text';

/** The zoom_text setting (larger text) as a class on the root element: the portal's `applySettings`. */
export const applyZoomText =
  (root: HTMLElement) =>
  (_: unknown, params: { settings: Settings | null }): void => {
    root.classList.toggle(ZOOM_CLASS, params.settings?.zoom_text === true);
  };
