import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { messagesOf } from '../api/errors.js';
import { Button } from '../ui/button.js';
import { Link } from '../ui/link.js';
import { PageDialog } from '../ui/page-dialog.js';
import { TextField } from '../ui/text-field.js';
import { showToast } from '../ui/toast-queue.js';
import { useAppServices } from '../views/app-context.js';

/** Asks for a reset link; the server answers the same for known and unknown addresses. */
export function ForgotRoute() {
  const { t } = useLingui();
  const { auth } = useAppServices();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      showToast(t`E-mailadres is verplicht`, 'error');
      return;
    }
    setPending(true);
    try {
      const answer = await auth.forgot(email.trim());
      showToast(answer.message, 'success');
    } catch (error) {
      for (const message of messagesOf(error)) showToast(message, 'error');
    } finally {
      setPending(false);
    }
  };

  return (
    <PageDialog title={t`Wachtwoord vergeten`}>
      <form onSubmit={submit} noValidate aria-label={t`Wachtwoord vergeten`}>
        <p>
          <Trans>Vul uw e-mailadres in; u krijgt een link om een nieuw wachtwoord te kiezen.</Trans>
        </p>
        <TextField label={t`E-mailadres`} type="email" name="email" autoComplete="email" value={email} onChange={setEmail} autoFocus />
        <div className="pp-dialog__actions">
          <Link to="/login">
            <Trans>Terug naar inloggen</Trans>
          </Link>
          <Button type="submit" isPending={pending}>
            <Trans>Verstuur link</Trans>
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}
