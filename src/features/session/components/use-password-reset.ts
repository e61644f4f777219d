import { useSelector } from '@xstate/react';
import { useAppServices } from '../../../app/app-context.js';

/**
 * The forgot/reset flow's actor and snapshot. Its routes await `loadPasswordReset` before they
 * render, so the actor is there.
 */
export function usePasswordReset() {
  const { passwordReset } = useAppServices();
  if (!passwordReset) throw new Error('the passwordReset actor is loaded by the forgot and reset routes');
  const snapshot = useSelector(passwordReset, (current) => current);
  return { passwordReset, snapshot };
}
