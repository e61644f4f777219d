import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.js';
import { AccountMenu } from './account-menu.js';
import { useSessionContext } from './app-context.js';
import { PACKAGE_SCAN_URL } from './contact.js';
import { HelpButton } from './help-button.js';
import { useRouteTitle } from './page-title.js';

export interface NavbarProps {
  /** Prints in the cart; the cart screen's engineer passes the live count. */
  cartCount: number;
}

/** Home logo, page title, back link, cart with count, help, package scanning and the account menu. */
export function Navbar({ cartCount }: NavbarProps) {
  const { t } = useLingui();
  const router = useRouter();
  const title = useRouteTitle();
  const user = useSessionContext((context) => context.user);
  const count = cartCount;
  return (
    <header className="pp-navbar">
      <Link to="/" className="pp-navbar__logo" aria-label={t`PrintPortal, naar home`}>
        PrintPortal
      </Link>
      <a
        href="#back"
        className="pp-link"
        onClick={(event) => {
          event.preventDefault();
          router.history.back();
        }}
      >
        <span aria-hidden="true">‹ </span>
        <Trans>Terug</Trans>
      </a>
      <h1 className="pp-navbar__title">{title}</h1>
      {user?.partner && user.is_partner_account ? <span className="pp-navbar__partner">{user.partner.name}</span> : null}
      <nav className="pp-navbar__actions" aria-label={t`Hoofdmenu`}>
        <Link to="/checkout" className="pp-button pp-button--quiet" aria-label={t`Winkelwagen, ${count} items`}>
          <span aria-hidden="true">🛒</span>
          <span className="pp-badge" aria-hidden="true">{count}</span>
        </Link>
        <HelpButton />
        <a className="pp-button pp-button--quiet" href={PACKAGE_SCAN_URL} target="_blank" rel="noopener noreferrer">
          <Trans>Pakket volgen</Trans>
          <span className="pp-visually-hidden">
            <Trans>(opent in een nieuw venster)</Trans>
          </span>
        </a>
        <AccountMenu />
      </nav>
    </header>
  );
}
