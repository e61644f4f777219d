import { msg } from '@lingui/core/macro';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';
import { readableMessage } from '../i18n/protocol-messages.js';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastContent {
  message: string;
  tone: ToastTone;
}

export interface ToastOptions {
  /**
   * The screen (path) the toast speaks about; by default the one it was raised on. A toast that
   * announces where the customer is being taken (a new password: on to the login) names that screen.
   */
  screen?: string;
  /** What the toast is about ('order.invalid'): all of a group go at once when its cause is fixed. */
  group?: string;
}

/** Toasts last 8 seconds (spec section 9) unless closed earlier with their Close action. */
export const TOAST_TIMEOUT_MS = 8000;

/** The app's toasts: its queue, and what each toast still shown is about. */
export interface Toasts {
  /** The queue the toast region shows (react-aria's). */
  readonly queue: ToastQueue<ToastContent>;
  /** Every toast goes through here, so no API code or browser network message reaches the customer as is. */
  show(message: string, tone?: ToastTone, options?: ToastOptions): string;
  /** The customer is now on `screen` (a path): the toasts about other screens go. */
  enterScreen(screen: string): void;
  /** The cause of a group of toasts is fixed (the order form is complete now): they go. */
  closeGroup(group: string): void;
  /** Whether a toast was ever shown: the region's code loads with the first one and then stays. */
  hadToasts(): boolean;
}

interface Raised {
  screen: string;
  group: string | undefined;
}

/**
 * One per app, created with its actors (src/app/create-actors.ts), so actors, the router and
 * screens all show toasts in the same place, and two apps (or two tests) never share one.
 * A message belongs to its screen: a login failure read on the home page after the next login
 * worked, or "Referentie is verplicht" on the thank-you page, tells the customer something that is
 * no longer true; so each toast remembers the screen (path) it speaks about.
 */
export function createToasts(): Toasts {
  const queue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });
  const raised = new Map<string, Raised>();
  /** The screen the router last showed (before the first one: the address bar's path). */
  let shownScreen: string | null = null;
  let everShown = false;
  const currentScreen = (): string => shownScreen ?? (typeof window === 'undefined' ? '' : window.location.pathname);
  const closeWhere = (matches: (toast: Raised) => boolean): void => {
    for (const [key, toast] of [...raised]) {
      if (!matches(toast)) continue;
      raised.delete(key);
      queue.close(key);
    }
  };
  return {
    queue,
    show(message, tone = 'info', options = {}) {
      // Before the queue tells its subscribers: the region's loader reads this as it hears of the toast.
      everShown = true;
      const key = queue.add({ message: readableMessage(message), tone }, {
        timeout: TOAST_TIMEOUT_MS,
        onClose: () => raised.delete(key),
      });
      raised.set(key, { screen: options.screen ?? currentScreen(), group: options.group });
      return key;
    },
    enterScreen(screen) {
      shownScreen = screen;
      closeWhere((toast) => toast.screen !== screen);
    },
    closeGroup(group) {
      closeWhere((toast) => toast.group === group);
    },
    hadToasts: () => everShown,
  };
}

/** The toast region's labels, defined here so they belong to the first page's texts (the region loads later). */
export const TOAST_LABELS = { region: msg`Meldingen`, close: msg`Sluiten` };
