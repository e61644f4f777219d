import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button.js';
import { Link } from '../../../shared/ui/link.js';
import { TextField } from '../../../shared/ui/text-field.js';

export interface LoginFormProps {
  onSubmit: (credentials: { email: string; password: string }) => void;
  isPending: boolean;
}

/** E-mail and password; Enter in either field submits. */
export function LoginForm({ onSubmit, isPending }: LoginFormProps) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onSubmit({ email, password });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Inloggen`}>
      <TextField label={t`E-mailadres`} type="email" name="email" autoComplete="username" value={email} onChange={setEmail} autoFocus />
      <TextField label={t`Wachtwoord`} type="password" name="password" autoComplete="current-password" value={password} onChange={setPassword} />
      <div className="pp-dialog__actions">
        <Link to="/login/forgot">
          <Trans>Wachtwoord vergeten?</Trans>
        </Link>
        <Button type="submit" isPending={isPending}>
          <Trans>Inloggen</Trans>
        </Button>
      </div>
    </form>
  );
}
