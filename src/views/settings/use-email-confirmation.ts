import { useEffect, useRef } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { failureMessages } from '../../../machines/session-errors.js';
import type { LoginAnswer } from '../../domain/session.js';
import { showToast } from '../../ui/toast-queue.js';
import { useAppServices } from '../app-context.js';

/**
 * /settings?email_token=...: the link mailed to a new login address. Opening it (signed in, so the
 * link and the session must be the same user's) makes the address the login; the token then leaves
 * the address bar. `confirm` makes the call and answers as a login does (the token stays).
 */
export function useEmailConfirmation(confirm: (token: string) => Promise<LoginAnswer>): void {
  const { session } = useAppServices();
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const navigate = useNavigate();
  const { t } = useLingui();
  const token = search.email_token;
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!token || tried.current === token) return;
    tried.current = token;
    void (async () => {
      try {
        const answer = await confirm(token);
        session.send({ type: 'session.refreshed', answer });
        const address = answer.user.email;
        showToast(t`Uw e-mailadres is gewijzigd in ${address}.`, 'success');
      } catch (error) {
        for (const message of failureMessages(error)) showToast(message, 'error');
      } finally {
        void navigate({ to: '/settings', search: {}, replace: true });
      }
    })();
  }, [token, session, confirm, navigate, t]);
}
