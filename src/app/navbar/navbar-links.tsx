import type { ComponentType } from 'react';
import { ClipboardList, FileText, LayoutTemplate, Receipt, type LucideProps } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from '../../shared/ui/link.js';
import { useAppServices } from '../app-context.js';
import { returnSearchOf } from '../../features/orders/overview-places.js';

type Tab = 'orders' | 'quotes' | 'templates' | 'invoices';

/**
 * Orders, quotes, templates and invoices: one click from every screen, back to the search and page
 * the customer left each list on (the lists actor remembers them for the visit).
 */
export function NavbarLinks({ onFollow }: { onFollow: () => void }) {
  const { t } = useLingui();
  const { orderList } = useAppServices();
  const lastPlaces = useSelector(orderList, (snapshot) => snapshot.context.lastPlaces);
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
            search={returnSearchOf(lastPlaces, tab)}
            className="pp-navbar__link"
            activeOptions={{ includeSearch: false }}
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
