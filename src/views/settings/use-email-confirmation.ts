import { useEffect, useRef } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { afterOrderServices } from '../../actors/after-order-services.js';
import { messagesOf } from '../../api/errors.js';
import { readToken } from '../../api/token-store.js';
import { showToast } from '../../ui/toast-queue.js';
import { useAppServices } from '../app-context.js';

/**
 * /settings?email_token=...: the link mailed to a new login address. Opening it (signed in, so the
 * link and the session must be the same user's) makes the address the login; the token then leaves
 * the address bar.
 */
export function useEmailConfirmation(): void {
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
        const answer = await afterOrderServices().settings.confirmEmail(token);
        session.send({ type: 'session.refreshed', answer: { ...answer, token: readToken() ?? '' } });
        const address = answer.user.email;
        showToast(t`Uw e-mailadres is gewijzigd in ${address}.`, 'success');
      } catch (error) {
        for (const message of messagesOf(error)) showToast(message, 'error');
      } finally {
        void navigate({ to: '/settings', search: {}, replace: true });
      }
    })();
  }, [token, session, navigate, t]);
}
