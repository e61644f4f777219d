import type { ComponentType } from 'react';
import { ClipboardList, FileText, LayoutTemplate, Receipt, type LucideProps } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '../../shared/ui/link.js';

type Tab = 'orders' | 'quotes' | 'templates' | 'invoices';

/** Orders, quotes, templates and invoices: one click from every screen. */
export function NavbarLinks({ onFollow }: { onFollow: () => void }) {
  const { t } = useLingui();
  const links: [Tab, string, ComponentType<LucideProps>][] = [
    ['orders', t`Orders`, ClipboardList],
    ['quotes', t`Offertes`, FileText],
    ['templates', t`Sjablonen`, LayoutTemplate],
    ['invoices', t`Facturen`, Receipt],
  ];
  return (
    <ul className="pp-navbar__links">
      {links.map(([tab, label, Icon]) => (
        <li key={tab}>
          <Link
            to={`/overview/${tab}`}
            className="pp-navbar__link"
            activeProps={{ 'aria-current': 'page' }}
            onClick={onFollow}
          >
            <Icon aria-hidden="true" size={18} />
            <span>{label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
