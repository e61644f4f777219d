import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { afterOrderMachine } from '../../../../../machines/after-order.machine.js';
import type { orderListMachine } from '../../../../../machines/order-list.machine.js';
import { KIND_OF_LIST, type OrderRow } from '../../../../domain/orders.js';
import { AfterOrderConfirm } from '../after-order-confirm.js';
import { InvoiceListView } from './invoice-list-view.js';
import { ListFailed } from './list-failed.js';
import { CursorPager, Pager, SearchBox } from './list-controls.js';
import { OrderListView } from './order-list-view.js';
import '../../../../shared/ui/lists.css';

export const OVERVIEW_TABS = ['orders', 'quotes', 'templates', 'invoices'] as const;
export type OverviewTab = (typeof OVERVIEW_TABS)[number];

export interface OverviewPlace {
  tab: OverviewTab;
  q: string;
  /** The invoices' page; orders, quotes and templates page by `cursor` (none: the newest). */
  page: number;
  cursor?: string;
}

export interface OverviewScreenProps extends OverviewPlace {
  lang: string;
  /** The lists actor: it loads the list of the address (src/app/router.tsx tells it) and downloads invoices. */
  orderList: ActorRefFrom<typeof orderListMachine>;
  /** Accept, deactivate, delete and reorder run in the after-order actor (one at a time, the first four after a confirmation). */
  afterOrder: ActorRefFrom<typeof afterOrderMachine>;
  onPlace: (place: OverviewPlace) => void;
  placeHref: (place: OverviewPlace) => string;
  orderHref: (id: number) => string;
  onOpenOrder: (id: number) => void;
}

/** The overview: tabs for orders, quotes, templates and invoices, each searchable and paged. */
export function OverviewScreen(props: OverviewScreenProps) {
  const { t } = useLingui();
  const { tab, q, page, lang, onPlace, placeHref, afterOrder, orderList } = props;
  const actingId = useSelector(afterOrder, (snapshot) => snapshot.context.orderId);
  const downloadingId = useSelector(orderList, (snapshot) => snapshot.context.downloading?.id ?? null);
  const list = useSelector(orderList, (snapshot) => snapshot.context.list);
  const failed = useSelector(orderList, (snapshot) => snapshot.matches({ list: 'failed' }));
  const busyId = actingId ?? downloadingId;
  const isInvoices = tab === 'invoices';
  const kind = isInvoices ? 'order' : KIND_OF_LIST[tab];
  // The list of this tab (while another tab's is still shown, none).
  const invoicePage = list?.view === 'invoices' && isInvoices ? list.page : null;
  const orderPage = list && list.view === tab && list.view !== 'invoices' ? list.page : null;

  const toCart = (row: OrderRow) => afterOrder.send({ type: 'order.reorder', orderId: row.id });
  const actions = {
    onAccept: (row: OrderRow) => afterOrder.send({ type: 'order.accept', orderId: row.id }),
    onDeactivate: (row: OrderRow) => afterOrder.send({ type: 'order.deactivate', orderId: row.id }),
    onCreateOrder: toCart,
    onReorder: toCart,
    onDelete: (row: OrderRow) => afterOrder.send({ type: 'order.delete', orderId: row.id }),
  };

  const tabLabels: Record<OverviewTab, string> = {
    orders: t`Orders`,
    quotes: t`Offertes`,
    templates: t`Sjablonen`,
    invoices: t`Facturen`,
  };

  return (
    <section className="pp-page pp-overview" data-screen="overview">
      <nav className="pp-tabs" aria-label={t`Overzichten`}>
        {OVERVIEW_TABS.map((name) => {
          const place = { tab: name, q: '', page: 1 };
          return (
            <a
              key={name}
              className="pp-tabs__tab"
              href={placeHref(place)}
              aria-current={name === tab ? 'page' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onPlace(place);
              }}
            >
              {tabLabels[name]}
            </a>
          );
        })}
      </nav>
      <h2 className="pp-overview__title">{tabLabels[tab]}</h2>
      {isInvoices ? null : (
        <SearchBox key={`${tab}|${q}`} value={q} label={t`Zoek op referentie of nummer`} onSearch={(text) => onPlace({ tab, q: text, page: 1 })} />
      )}
      {failed ? <ListFailed onRetry={() => orderList.send({ type: 'list.retry' })} /> : null}
      {!failed && (isInvoices ? invoicePage : orderPage) === null ? (
        <p className="pp-loading" role="status">
          <Trans>Bezig met laden…</Trans>
        </p>
      ) : null}
      {failed ? null : isInvoices ? (
        <InvoiceListView
          page={invoicePage}
          lang={lang}
          busyId={busyId}
          onDownload={(invoice) => orderList.send({ type: 'invoice.download', invoice: { id: invoice.id, number: invoice.number } })}
          orderHref={props.orderHref}
          onOpenOrder={props.onOpenOrder}
        />
      ) : (
        <OrderListView kind={kind} page={orderPage} lang={lang} q={q} busyId={busyId} orderHref={props.orderHref} onOpenOrder={props.onOpenOrder} {...actions} />
      )}
      {!failed && invoicePage ? (
        <Pager page={page} perPage={invoicePage.per_page} total={invoicePage.total} onPage={(next) => onPlace({ tab, q, page: next })} />
      ) : null}
      {!failed && orderPage ? (
        <CursorPager
          page={orderPage.page}
          perPage={orderPage.per_page}
          total={orderPage.total}
          totalCapped={orderPage.total_capped}
          prevCursor={orderPage.prev_cursor}
          nextCursor={orderPage.next_cursor}
          onCursor={(next) => onPlace({ tab, q, page: 1, cursor: next })}
        />
      ) : null}
      <AfterOrderConfirm afterOrder={afterOrder} />
    </section>
  );
}
