import { useSearch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { PasswordLoginSchema } from '../../../domain/session.js';
import { issuesOf } from '../../../shared/api-client/errors.js';
import { PageDialog } from '../../../shared/ui/page-dialog.js';
import { Spinner } from '../../../shared/ui/spinner.js';
import { useAppServices, useSessionContext, useSessionIs } from '../../../app/app-context.js';
import { LoginForm } from '../components/login-form.js';
import { PartnerChooser } from '../components/partner-chooser.js';

/**
 * The login modal: password login, automatic login with ?token= (sent by the route guard), then the
 * partner choice after a 206. Once logged in, src/app/flow-navigation.ts goes on to /loading.
 */
export function LoginRoute() {
  const { t } = useLingui();
  const { session, toasts } = useAppServices();
  const search = useSearch({ from: '/login/' });
  const choosing = useSessionIs((snapshot) => snapshot.matches('choosingPartner') || snapshot.matches('switchingPartner'));
  const switching = useSessionIs((snapshot) => snapshot.matches('switchingPartner'));
  const busy = useSessionIs((snapshot) => snapshot.hasTag('busy'));
  const loggingIn = useSessionIs((snapshot) => snapshot.matches('loggingIn'));
  const partners = useSessionContext((context) => context.user?.partners ?? []);

  const submit = (credentials: { email: string; password: string }) => {
    const checked = v.safeParse(PasswordLoginSchema, { type: 'password', ...credentials });
    if (!checked.success) {
      for (const message of issuesOf(checked.issues)) toasts.show(message, 'error');
      return;
    }
    session.send({ type: 'login.password', email: checked.output.email, password: checked.output.password });
  };

  if (choosing) {
    return (
      <PageDialog title={t`Kies een partner`}>
        <PartnerChooser
          partners={partners}
          isPending={switching}
          onChoose={(partnerId) => session.send({ type: 'partner.choose', partnerId })}
          onLogout={() => session.send({ type: 'session.logout' })}
        />
      </PageDialog>
    );
  }
  if (search.token && loggingIn) {
    return (
      <PageDialog title={t`Inloggen`}>
        <Spinner label={t`Bezig met inloggen`} />
        <p>
          <Trans>Bezig met inloggen…</Trans>
        </p>
      </PageDialog>
    );
  }
  return (
    <PageDialog title={t`Inloggen`}>
      <LoginForm onSubmit={submit} isPending={busy && !choosing} />
    </PageDialog>
  );
}
