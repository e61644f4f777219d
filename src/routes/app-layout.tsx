import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAppServices, useSessionContext, useSessionState } from '../views/app-context.js';
import { Navbar } from '../views/navbar.js';
import { PartnerChooser } from '../views/partner-chooser.js';
import { useFailureToasts } from '../views/use-failure-toasts.js';
import { Modal } from '../ui/modal.js';
import { KeptSelector } from './kept-selector.js';

/** The screens behind the navbar; follows logout and partner switches made from the account menu. */
export function AppLayout() {
  const { t } = useLingui();
  const { session, cart } = useAppServices();
  const cartCount = useSelector(cart, (snapshot) => snapshot.context.items.length);
  const navigate = useNavigate();
  const location = useLocation();
  const state = useSessionState();
  const user = useSessionContext((context) => context.user);
  useFailureToasts();

  useEffect(() => {
    if (state === 'unauthenticated') void navigate({ to: '/login', search: {}, replace: true });
    // A new partner was chosen: its data loads on the boot screen, then we come back here.
    if (state === 'authenticated.booting') void navigate({ to: '/loading', search: { url: location.href } });
  }, [state, navigate, location.href]);

  const choosing = state === 'choosingPartner' || state === 'switchingPartner';
  return (
    <>
      <Navbar cartCount={cartCount} />
      <main id="main" className="pp-main">
        <KeptSelector pathname={location.pathname} />
        <Outlet />
      </main>
      {choosing && user?.partners ? (
        <Modal title={t`Kies een partner`} isDismissable onOpenChange={(open) => !open && session.send({ type: 'partner.cancel' })}>
          <PartnerChooser
            partners={user.partners}
            currentPartnerId={user.partner?.id ?? null}
            isPending={state === 'switchingPartner'}
            onChoose={(partnerId) => session.send({ type: 'partner.choose', partnerId })}
            onCancel={() => session.send({ type: 'partner.cancel' })}
          />
        </Modal>
      ) : null}
    </>
  );
}
