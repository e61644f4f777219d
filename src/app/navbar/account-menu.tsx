import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { UserRound } from 'lucide-react';
import { failureMessages } from '../../../machines/session-errors.js';
import { MenuButton, MenuItem } from '../../shared/ui/menu.js';
import { useAppServices, useSessionContext } from '../app-context.js';

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Settings, the specifications PDF ("new" until downloaded), switch partner, logout. */
export function AccountMenu() {
  const { t } = useLingui();
  const { session, catalog, toasts } = useAppServices();
  const navigate = useNavigate();
  const name = useSessionContext((context) => context.user?.name ?? '');
  const isPartnerAccount = useSessionContext((context) => Boolean(context.user?.is_partner_account));
  const seenSpecs = useSessionContext((context) => context.seenSpecs);

  const downloadSpecs = async () => {
    try {
      saveFile(await catalog.specs(), 'specificaties.pdf');
      session.send({ type: 'specs.downloaded' });
    } catch (error) {
      for (const message of failureMessages(error)) toasts.show(message, 'error');
    }
  };

  const onAction = (key: React.Key) => {
    if (key === 'settings') void navigate({ to: '/settings' });
    if (key === 'specs') void downloadSpecs();
    if (key === 'partner') session.send({ type: 'partner.switch' });
    if (key === 'logout') session.send({ type: 'session.logout' });
  };

  return (
    <MenuButton
      label={
        <>
          <UserRound aria-hidden="true" size={18} /> <span className="pp-visually-hidden">{t`Ingelogd als`} </span>
          <span className="pp-account__name">{name}</span>
          {seenSpecs ? null : (
            <>
              <span className="pp-badge" aria-hidden="true">1</span>
              <span className="pp-visually-hidden">, {t`nieuwe specificaties`}</span>
            </>
          )}
        </>
      }
      onAction={onAction}
    >
      <MenuItem id="settings">
        <Trans>Instellingen</Trans>
      </MenuItem>
      <MenuItem id="specs" textValue={t`Specificaties downloaden`}>
        <Trans>Specificaties downloaden</Trans>
        {seenSpecs ? null : (
          <span className="pp-badge">
            <Trans>nieuw</Trans>
          </span>
        )}
      </MenuItem>
      {isPartnerAccount ? (
        <MenuItem id="partner">
          <Trans>Wissel van partner</Trans>
        </MenuItem>
      ) : null}
      <MenuItem id="logout">
        <Trans>Uitloggen</Trans>
      </MenuItem>
    </MenuButton>
  );
}
