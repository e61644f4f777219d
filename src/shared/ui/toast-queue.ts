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

/** One queue for the whole app, so actors, the router guard and screens can all show toasts. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

interface Raised {
  screen: string;
  group: string | undefined;
}

/**
 * What each toast still in the queue is about. A message belongs to its screen: a login failure
 * read on the home page after the next login worked, or "Referentie is verplicht" on the thank-you
 * page, tells the customer something that is no longer true.
 */
const raised = new Map<string, Raised>();

/** The screen the router last showed (before the first one: the address bar's path). */
let shownScreen: string | null = null;
const currentScreen = (): string => shownScreen ?? (typeof window === 'undefined' ? '' : window.location.pathname);

/** Every toast goes through here, so no API code or browser network message reaches the customer as is. */
export function showToast(message: string, tone: ToastTone = 'info', options: ToastOptions = {}): string {
  const key = toastQueue.add({ message: readableMessage(message), tone }, {
    timeout: TOAST_TIMEOUT_MS,
    onClose: () => raised.delete(key),
  });
  raised.set(key, { screen: options.screen ?? currentScreen(), group: options.group });
  return key;
}

function closeWhere(matches: (toast: Raised) => boolean): void {
  for (const [key, toast] of [...raised]) {
    if (!matches(toast)) continue;
    raised.delete(key);
    toastQueue.close(key);
  }
}

/** The customer is now on `screen` (a path): the toasts about other screens go. */
export function enterScreen(screen: string): void {
  shownScreen = screen;
  closeWhere((toast) => toast.screen !== screen);
}

/** The cause of a group of toasts is fixed (the order form is complete now): they go. */
export function closeToastGroup(group: string): void {
  closeWhere((toast) => toast.group === group);
}

/** The toast region's labels, defined here so they belong to the first page's texts (the region loads later). */
export const TOAST_LABELS = { region: msg`Meldingen`, close: msg`Sluiten` };
