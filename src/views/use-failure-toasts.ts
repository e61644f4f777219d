import { useEffect, useRef } from 'react';
import { showToast } from '../ui/toast-queue.js';
import { useSessionContext } from './app-context.js';

/** Shows each new failure of the session (login, partner choice, boot) as toasts, once. */
export function useFailureToasts(): void {
  const errors = useSessionContext((context) => context.errors);
  const shown = useRef(errors);
  useEffect(() => {
    if (errors === shown.current) return;
    shown.current = errors;
    for (const message of errors) showToast(message, 'error');
  }, [errors]);
}
