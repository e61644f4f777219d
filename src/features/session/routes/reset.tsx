import { useState, type FormEvent } from 'react';
import { useParams, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button.js';
import { Link } from '../../../shared/ui/link.js';
import { PageDialog } from '../../../shared/ui/page-dialog.js';
import { TextField } from '../../../shared/ui/text-field.js';
import { usePasswordReset } from '../components/use-password-reset.js';

/**
 * A new password with the token of the mailed link (path) and the address (query). The
 * passwordReset machine sends it; its field errors show under the fields while it is `resetFailed`.
 */
export function ResetRoute() {
  const { t } = useLingui();
  const { passwordReset, snapshot } = usePasswordReset();
  const { token } = useParams({ from: '/login/reset/$token' });
  const search = useSearch({ from: '/login/reset/$token' });
  const [email, setEmail] = useState(search.email ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const errors = snapshot.matches('resetFailed') ? snapshot.context.errors : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    passwordReset.send({ type: 'password.reset', form: { email, password, password_confirmation: confirmation, token } });
  };

  return (
    <PageDialog title={t`Wachtwoord herstellen`}>
      <form onSubmit={submit} noValidate aria-label={t`Wachtwoord herstellen`}>
        <TextField label={t`E-mailadres`} type="email" name="email" autoComplete="username" value={email} onChange={setEmail} errors={errors.email} />
        <TextField label={t`Nieuw wachtwoord`} type="password" name="password" autoComplete="new-password" value={password} onChange={setPassword} errors={errors.password} autoFocus />
        <TextField
          label={t`Herhaal wachtwoord`}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          errors={errors.password_confirmation}
        />
        <div className="pp-dialog__actions">
          <Link to="/login">
            <Trans>Terug naar inloggen</Trans>
          </Link>
          <Button type="submit" isPending={snapshot.matches('resetting')}>
            <Trans>Wachtwoord opslaan</Trans>
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}
