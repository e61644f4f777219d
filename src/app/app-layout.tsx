import { Outlet, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAppServices, useSessionContext, useSessionIs } from './app-context.js';
import { Navbar } from './navbar/navbar.js';
import { PartnerChooser } from '../features/session/components/partner-chooser.js';
import { SkipLink } from './skip-link.js';
import { Modal } from '../shared/ui/modal.js';
import { KeptSelector } from '../features/catalog/routes/kept-selector.js';

/**
 * The screens behind the navbar. Logging out and a partner switch made from the account menu move
 * the router through src/app/flow-navigation.ts (followSession), not through this component.
 */
export function AppLayout() {
  const { t } = useLingui();
  const { session, cart } = useAppServices();
  const cartCount = useSelector(cart, (snapshot) => snapshot.context.items.length);
  const location = useLocation();
  const choosing = useSessionIs((snapshot) => snapshot.matches('choosingPartner') || snapshot.matches('switchingPartner'));
  const switching = useSessionIs((snapshot) => snapshot.matches('switchingPartner'));
  const user = useSessionContext((context) => context.user);

  return (
    <>
      <SkipLink />
      <Navbar cartCount={cartCount} />
      <main id="main" className="pp-main" tabIndex={-1}>
        <KeptSelector pathname={location.pathname} />
        <Outlet />
      </main>
      {choosing && user?.partners ? (
        <Modal title={t`Kies een partner`} isDismissable onOpenChange={(open) => !open && session.send({ type: 'partner.cancel' })}>
          <PartnerChooser
            partners={user.partners}
            currentPartnerId={user.partner?.id ?? null}
            isPending={switching}
            onChoose={(partnerId) => session.send({ type: 'partner.choose', partnerId })}
            onCancel={() => session.send({ type: 'partner.cancel' })}
          />
        </Modal>
      ) : null}
    </>
  );
}
