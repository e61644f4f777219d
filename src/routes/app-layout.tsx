import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useAppServices, useSessionContext, useSessionIs } from '../views/app-context.js';
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
  const router = useRouter();
  const loggedOut = useSessionIs((snapshot) => snapshot.matches('unauthenticated'));
  const choosing = useSessionIs((snapshot) => snapshot.matches('choosingPartner') || snapshot.matches('switchingPartner'));
  const switching = useSessionIs((snapshot) => snapshot.matches('switchingPartner'));
  const user = useSessionContext((context) => context.user);
  useFailureToasts();

  // The router follows the session: logged out goes to login; a new partner's data loads on the
  // boot screen, which then comes back here (the session emits the switch once).
  useEffect(() => {
    if (loggedOut) void navigate({ to: '/login', search: {}, replace: true });
  }, [loggedOut, navigate]);
  useEffect(() => {
    const switched = session.on('partner.changed', () => void navigate({ to: '/loading', search: { url: router.state.location.href } }));
    return () => switched.unsubscribe();
  }, [session, navigate, router]);

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
            isPending={switching}
            onChoose={(partnerId) => session.send({ type: 'partner.choose', partnerId })}
            onCancel={() => session.send({ type: 'partner.cancel' })}
          />
        </Modal>
      ) : null}
    </>
  );
}
