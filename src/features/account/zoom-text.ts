import type { SessionActor } from '../../app/create-actors.js';
import '../orders/components/overview/overview.css';

export const ZOOM_CLASS = 'pp-zoom-text';

/** The zoom_text setting (larger text) as a class on the root element, following every change. */
export function watchZoomText(session: SessionActor, root: HTMLElement = document.documentElement): () => void {
  const apply = () => root.classList.toggle(ZOOM_CLASS, session.getSnapshot().context.settings?.zoom_text === true);
  apply();
  const subscription = session.subscribe(apply);
  return () => subscription.unsubscribe();
}
