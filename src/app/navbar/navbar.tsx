import { useId, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, Menu, ShoppingCart, Truck, X } from 'lucide-react';
import { Button } from '../../shared/ui/button.js';
import { Link } from '../../shared/ui/link.js';
import { AccountMenu } from './account-menu.js';
import { useSessionContext } from '../app-context.js';
import { PACKAGE_SCAN_URL } from '../../shared/ui/contact.js';
import { HelpButton } from '../../shared/ui/help-button.js';
import { NavbarLinks } from './navbar-links.js';
import { NavbarSearch } from './navbar-search.js';
import { useRouteTitle } from '../page-title.js';
import { useBackInPortal } from '../../shared/ui/use-back.js';
import './navbar.css';

export interface NavbarProps {
  /** Prints in the cart; the cart screen's engineer passes the live count. */
  cartCount: number;
}

/**
 * Home logo, back, page title, cart with count, and the menu: orders, quotes, templates, invoices,
 * help, package tracking and the account menu. Below 768 px the menu folds behind a Menu button
 * (a disclosure: Tab reaches every action once it is open); following a link closes it.
 */
export function Navbar({ cartCount }: NavbarProps) {
  const { t } = useLingui();
  const back = useBackInPortal();
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const user = useSessionContext((context) => context.user);
  // Open for the screen it was opened on: any navigation folds it again.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const menuId = useId();
  const toggleId = useId();
  // Escape folds the menu and puts focus back on the Menu button (the focused item disappears).
  const escape = () => {
    close();
    document.getElementById(toggleId)?.focus();
  };
  const count = cartCount;
  return (
    <header className="pp-navbar" onKeyDown={(event) => event.key === 'Escape' && open && escape()}>
      <Link to="/" className="pp-navbar__logo" aria-label={t`PrintPortal, naar home`}>
        PrintPortal
      </Link>
      <a
        href="/"
        className="pp-link pp-navbar__back"
        onClick={(event) => {
          event.preventDefault();
          back();
        }}
      >
        <ChevronLeft aria-hidden="true" size={18} />
        <span className="pp-navbar__back-text"><Trans>Terug</Trans></span>
      </a>
      <h1 className="pp-navbar__title">{title}</h1>
      <NavbarSearch />
      {user?.partner && user.is_partner_account ? <span className="pp-navbar__partner">{user.partner.name}</span> : null}
      <Link to="/checkout" className="pp-button pp-button--quiet pp-navbar__cart" aria-label={t`Winkelwagen, ${plural(count, { one: '# print', other: '# prints' })}`}>
        <ShoppingCart aria-hidden="true" size={20} />
        <span className="pp-badge" aria-hidden="true">{count}</span>
      </Link>
      <Button
        id={toggleId}
        variant="quiet"
        className="pp-navbar__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onPress={() => setOpenOn(open ? null : pathname)}
      >
        {open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
        <span><Trans>Menu</Trans></span>
      </Button>
      <nav id={menuId} className="pp-navbar__menu" data-open={open || undefined} aria-label={t`Hoofdmenu`}>
        <NavbarLinks onFollow={close} />
        <div className="pp-navbar__actions">
          <HelpButton />
          <a className="pp-button pp-button--quiet" href={PACKAGE_SCAN_URL} target="_blank" rel="noopener noreferrer">
            <Truck aria-hidden="true" size={18} />
            <span className="pp-navbar__label"><Trans>Pakket volgen</Trans></span>
            <span className="pp-visually-hidden">
              <Trans>(opent in een nieuw venster)</Trans>
            </span>
          </a>
          <AccountMenu />
        </div>
      </nav>
    </header>
  );
}
