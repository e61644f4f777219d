import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Plus } from 'lucide-react';
import { failureMessages } from '../../machines/session-errors.js';
import type { OrderKind } from '../domain/orders.js';
import { Link } from '../ui/link.js';
import { showToast } from '../ui/toast-queue.js';
import { AfterOrderConfirm } from '../views/after-order-confirm.js';
import { useAppServices, useSessionContext } from '../views/app-context.js';
import { HomeDesk } from '../views/home/home-desk.js';
import { useList } from '../views/overview/use-list.js';

const toastFailure = (error: unknown) => {
  for (const message of failureMessages(error)) showToast(message, 'error');
};

/** Home, the customer's desk (spec section 2: lazy loaded, fades in; issue 14 item 2). */
export function HomeRoute() {
  const { afterOrderApis: api, afterOrder } = useAppServices();
  const name = useSessionContext((context) => context.user?.name ?? '');
  const lang = useSessionContext((context) => context.user?.lang ?? 'nl');
  const partnerId = useSessionContext((context) => context.user?.partner?.id ?? 0);
  const hasFavourites = useSessionContext((context) => (context.catalog?.personal.length ?? 0) > 0);
  const chapter = hasFavourites ? 'personal' : 'catalog';
  const busyId = useSelector(afterOrder, (snapshot) => snapshot.context.orderId);
  // The newest page of each kind, as the overview lists them (one list call each).
  const listOf = (kind: OrderKind) => (signal: AbortSignal) => api.orders.list({ kind, q: '' }, signal);
  const orders = useList(`home|${partnerId}|order`, listOf('order'), toastFailure);
  const quotes = useList(`home|${partnerId}|quote`, listOf('quote'), toastFailure);
  const templates = useList(`home|${partnerId}|template`, listOf('template'), toastFailure);
  // Reorder and "create order" open the checkout: src/actors/flow-navigation.ts follows the after-order actor.
  const { reload: reloadOrders } = orders;
  const { reload: reloadQuotes } = quotes;
  useEffect(() => {
    const changed = afterOrder.on('order.changed', () => {
      reloadOrders();
      reloadQuotes();
    });
    return () => changed.unsubscribe();
  }, [afterOrder, reloadOrders, reloadQuotes]);

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
      <HomeDesk
        orders={orders.data}
        quotes={quotes.data}
        templates={templates.data}
        lang={lang}
        busyId={busyId}
        onReorder={(row) => afterOrder.send({ type: 'order.reorder', orderId: row.id })}
        onAccept={(row) => afterOrder.send({ type: 'order.accept', orderId: row.id })}
      />
      <AfterOrderConfirm afterOrder={afterOrder} />
    </section>
  );
}
