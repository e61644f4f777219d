import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button.js';
import { Link } from '../../../shared/ui/link.js';
import { PageDialog } from '../../../shared/ui/page-dialog.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { usePasswordReset } from '../components/use-password-reset.js';

/** Asks for a reset link (the passwordReset machine); the server answers the same for known and unknown addresses. */
export function ForgotRoute() {
  const { t } = useLingui();
  const { passwordReset, snapshot } = usePasswordReset();
  const [email, setEmail] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    passwordReset.send({ type: 'link.request', email });
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
          <Button type="submit" isPending={snapshot.matches('requesting')}>
            <Trans>Verstuur link</Trans>
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}
