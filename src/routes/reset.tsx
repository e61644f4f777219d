import { useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, messagesOf } from '../api/errors.js';
import { Button } from '../ui/button.js';
import { Link } from '../ui/link.js';
import { PageDialog } from '../ui/page-dialog.js';
import { TextField } from '../ui/text-field.js';
import { showToast } from '../ui/toast-queue.js';
import { useAppServices } from '../views/app-context.js';

type FieldErrors = Partial<Record<'email' | 'password' | 'password_confirmation' | 'token', string[]>>;

/** A new password with the token of the mailed link (path) and the address (query). */
export function ResetRoute() {
  const { t } = useLingui();
  const { auth } = useAppServices();
  const navigate = useNavigate();
  const { token } = useParams({ strict: false }) as { token?: string };
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  const [email, setEmail] = useState(search.email ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      const answer = await auth.reset({ email: email.trim(), password, password_confirmation: confirmation, token: token ?? '' });
      showToast(answer.message, 'success');
      await navigate({ to: '/login', search: {} });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.body.errors) {
        const fieldErrors = error.body.errors as FieldErrors;
        setErrors(fieldErrors);
        // The token is not a field the user can fix: say so in a toast.
        for (const message of fieldErrors.token ?? []) showToast(message, 'error');
      } else {
        for (const message of messagesOf(error)) showToast(message, 'error');
      }
    } finally {
      setPending(false);
    }
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
          <Button type="submit" isPending={pending}>
            <Trans>Wachtwoord opslaan</Trans>
          </Button>
        </div>
      </form>
    </PageDialog>
  );
}
