import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useAppServices, useSessionContext } from '../../../app/app-context.js';
import { StoredFileSourceContext } from '../../print/index.js';
import { OVERVIEW_TABS, OverviewScreen, type OverviewPlace, type OverviewTab } from '../components/overview/overview-screen.js';
import { placeOf, searchOf } from '../overview-places.js';

function tabOf(pathname: string): OverviewTab | null {
  const child = pathname.replace(/\/+$/, '').split('/')[2];
  return (OVERVIEW_TABS as readonly string[]).includes(child ?? '') ? (child as OverviewTab) : null;
}

/**
 * /overview and its children orders, quotes, templates and invoices (spec section 2; plain /overview:
 * src/app/router.tsx, which also tells the lists actor the address's place, and the lists actor
 * remembers it as where the customer last was).
 */
export function OverviewRoute() {
  const services = useAppServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const search = useSearch({ from: '/app/overview' });
  const lang = useSessionContext((context) => context.user?.lang ?? 'nl');
  const tab = tabOf(pathname);
  const { afterOrderApis: api, afterOrder, orderList } = services;

  const go = (place: OverviewPlace) => void navigate({ to: `/overview/${place.tab}`, search: searchOf(place) });
  // While leaving (to an order, the checkout) this screen still renders once with the new path.
  if (tab === null) return null;

  const place = placeOf(tab, search);

  return (
    <StoredFileSourceContext value={api.files.blob}>
    <OverviewScreen
      {...place}
      lang={lang}
      orderList={orderList}
      afterOrder={afterOrder}
      onPlace={(next) => go(next)}
      placeHref={(next) => {
        const query = new URLSearchParams(searchOf(next)).toString();
        return `/overview/${next.tab}${query ? `?${query}` : ''}`;
      }}
      orderHref={(id) => `/order/${id}`}
      onOpenOrder={(id) => void navigate({ to: '/order/$orderId', params: { orderId: String(id) } })}
    />
    </StoredFileSourceContext>
  );
}
