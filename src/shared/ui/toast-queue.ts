import { msg } from '@lingui/core/macro';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';
import { readableMessage } from '../i18n/protocol-messages.js';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastContent {
  message: string;
  tone: ToastTone;
}

/** Toasts last 8 seconds (spec section 9) unless closed earlier with their Close action. */
export const TOAST_TIMEOUT_MS = 8000;

/** One queue for the whole app, so actors, the router guard and screens can all show toasts. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/** Every toast goes through here, so no API code or browser network message reaches the customer as is. */
export function showToast(message: string, tone: ToastTone = 'info'): string {
  return toastQueue.add({ message: readableMessage(message), tone }, { timeout: TOAST_TIMEOUT_MS });
}

/** The toast region's labels, defined here so they belong to the first page's texts (the region loads later). */
export const TOAST_LABELS = { region: msg`Meldingen`, close: msg`Sluiten` };
