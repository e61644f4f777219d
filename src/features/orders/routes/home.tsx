import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Plus } from 'lucide-react';
import { Link } from '../../../shared/ui/link.js';
import { AfterOrderConfirm } from '../components/after-order-confirm.js';
import { useAppServices, useSessionContext } from '../../../app/app-context.js';
import { HomeDesk } from '../components/home/home-desk.js';
import { ListFailed } from '../components/overview/list-failed.js';
import { returnSearchOf } from '../overview-places.js';
import { FilesCountdown } from '../components/home/files-countdown.js';
import { NeedByPlanner, usePlanner } from '../../checkout/index.js';

/**
 * Home, the customer's desk (spec section 2: lazy loaded, fades in). The lists
 * actor loads its newest orders, quotes and templates (src/app/router.tsx tells it home is open).
 */
export function HomeRoute() {
  const { afterOrder, orderList, cart } = useAppServices();
  const name = useSessionContext((context) => context.user?.name ?? '');
  const lang = useSessionContext((context) => context.user?.lang ?? 'nl');
  const hasFavourites = useSessionContext((context) => (context.catalog?.personal.length ?? 0) > 0);
  const chapter = hasFavourites ? 'personal' : 'catalog';
  const busyId = useSelector(afterOrder, (snapshot) => snapshot.context.orderId);
  const list = useSelector(orderList, (snapshot) => snapshot.context.list);
  const failed = useSelector(orderList, (snapshot) => snapshot.matches({ list: 'failed' }));
  const desk = list?.view === 'home' ? list : null;
  const lastPlaces = useSelector(orderList, (snapshot) => snapshot.context.lastPlaces);
  // Planned for the cart's products when there are any, else for the standard lead time.
  const cartItems = useSelector(cart, (snapshot) => snapshot.context.items);
  const planner = usePlanner(useMemo(() => cartItems.map(({ print }) => ({ product_id: print.product_id, copies: print.copies, ...(print.frames ? { frames: print.frames } : {}) })), [cartItems]));
  const now = useSelector(planner, (snapshot) => snapshot.context.now);
  // Reorder and "create order" open the checkout: src/app/flow-navigation.ts follows the after-order actor.

  return (
    <section className="pp-page pp-fade-in pp-home" data-screen="home">
      <div className="pp-home__intro">
        <div>
          <h2><Trans>Welkom, {name}</Trans></h2>
          <p><Trans>Wat wilt u vandaag laten printen?</Trans></p>
        </div>
        <Link to="/selector/$type" params={{ type: chapter }} className="pp-button pp-button--primary">
          <Plus aria-hidden="true" size={18} />
          <Trans>Kies een product</Trans>
        </Link>
      </div>
      <FilesCountdown orders={desk?.orders?.data ?? null} now={now} lang={lang} />
      {failed ? (
        <ListFailed onRetry={() => orderList.send({ type: 'list.retry' })} />
      ) : (
        <HomeDesk
          orders={desk?.orders ?? null}
          quotes={desk?.quotes ?? null}
          templates={desk?.templates ?? null}
          lang={lang}
          busyId={busyId}
          onReorder={(row) => afterOrder.send({ type: 'order.reorder', orderId: row.id })}
          onAccept={(row) => afterOrder.send({ type: 'order.accept', orderId: row.id })}
          returnTo={{ orders: returnSearchOf(lastPlaces, 'orders'), quotes: returnSearchOf(lastPlaces, 'quotes'), templates: returnSearchOf(lastPlaces, 'templates') }}
        />
      )}
      <NeedByPlanner planner={planner} lang={lang} scope={cartItems.length > 0 ? 'cart' : 'standard'} />
      <AfterOrderConfirm afterOrder={afterOrder} />
    </section>
  );
}
