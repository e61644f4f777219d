import { forgetInspection, rememberInspection, type InspectChoice } from './choice.js';

/** Why the hosted Stately inspector shows nothing: its window was blocked, or its site never answered. */
export type HostedTrouble = 'blocked' | 'silent';

export interface PanelState {
  open: boolean;
  choice: InspectChoice | null;
  hostedTrouble: HostedTrouble | null;
}

/** What the panel may ask of the hosted inspector: open its window again (from a click, which browsers allow), or end it. */
export interface HostedControl {
  retry: () => void;
  stop: () => void;
}

/** The panel's own state, outside React like the recording: the shortcut and the hosted inspector change it too. */
export interface PanelControls {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => PanelState;
  show: () => void;
  hide: () => void;
  toggle: () => void;
  /** Forgets the tab's choice and ends the hosted inspector: a reload starts without inspection. */
  turnOff: () => void;
  reportHosted: (trouble: HostedTrouble) => void;
  retryHosted: () => void;
  attachHosted: (hosted: HostedControl) => void;
}

export function createPanelControls(storage: Storage, choice: InspectChoice | null): PanelControls {
  let state: PanelState = { open: choice === 'local', choice, hostedTrouble: null };
  let hosted: HostedControl | undefined;
  const listeners = new Set<() => void>();
  const set = (next: Partial<PanelState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  const show = () => {
    // Opened by the shortcut in a tab without a choice: it stays open across login and reloads.
    if (state.choice === null) rememberInspection(storage, 'local');
    set({ open: true, choice: state.choice ?? 'local' });
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    show,
    hide: () => set({ open: false }),
    toggle: () => (state.open ? set({ open: false }) : show()),
    turnOff: () => {
      forgetInspection(storage);
      hosted?.stop();
      hosted = undefined;
      set({ open: false, choice: null, hostedTrouble: null });
    },
    // The panel opens in the hosted inspector's place, so the developer is never left with nothing.
    reportHosted: (trouble) => set({ open: true, hostedTrouble: trouble }),
    retryHosted: () => {
      set({ hostedTrouble: null });
      hosted?.retry();
    },
    attachHosted: (control) => {
      hosted = control;
    },
  };
}
