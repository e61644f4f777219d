import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { afterOrderMachine } from '../../../machines/after-order.machine.js';
import type { OrderKind, OrderRow, InvoiceRow } from '../../domain/orders.js';
import type { OrdersApi } from '../../api/orders.js';
import type { InvoicesApi } from '../../api/invoices.js';
import { failureMessages } from '../../../machines/session-errors.js';
import { showToast } from '../../ui/toast-queue.js';
import { AfterOrderConfirm } from '../after-order-confirm.js';
import { InvoiceListView } from './invoice-list-view.js';
import { CursorPager, Pager, SearchBox } from './list-controls.js';
import { OrderListView } from './order-list-view.js';
import { useList } from './use-list.js';
import './overview.css';

export const OVERVIEW_TABS = ['orders', 'quotes', 'templates', 'invoices'] as const;
export type OverviewTab = (typeof OVERVIEW_TABS)[number];
const KIND_OF: Record<Exclude<OverviewTab, 'invoices'>, OrderKind> = { orders: 'order', quotes: 'quote', templates: 'template' };

export interface OverviewPlace {
  tab: OverviewTab;
  q: string;
  /** The invoices' page; orders, quotes and templates page by `cursor` (none: the newest). */
  page: number;
  cursor?: string;
}

export interface OverviewScreenProps extends OverviewPlace {
  lang: string;
  orders: Pick<OrdersApi, 'list'>;
  /** Accept, deactivate, delete and reorder run in the after-order actor (one at a time, the first four after a confirmation). */
  afterOrder: ActorRefFrom<typeof afterOrderMachine>;
  invoices: Pick<InvoicesApi, 'list' | 'downloadPdf'>;
  onPlace: (place: OverviewPlace) => void;
  placeHref: (place: OverviewPlace) => string;
  orderHref: (id: number) => string;
  onOpenOrder: (id: number) => void;
}

/** The server's 422 on `cursor`: a page link kept from another company or edited by hand. */
function isRefusedCursor(error: unknown): boolean {
  const refusal = error as { status?: unknown; body?: { errors?: Record<string, unknown> } } | null;
  return refusal?.status === 422 && Boolean(refusal.body?.errors?.cursor);
}

function toastFailure(error: unknown): void {
  for (const message of failureMessages(error)) showToast(message, 'error');
}

/** The overview: tabs for orders, quotes, templates and invoices, each searchable and paged. */
export function OverviewScreen(props: OverviewScreenProps) {
  const { t } = useLingui();
  const { tab, q, page, cursor, lang, orders, invoices, onPlace, placeHref, afterOrder } = props;
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  const actingId = useSelector(afterOrder, (snapshot) => snapshot.context.orderId);
  const busyId = actingId ?? downloadingId;
  const isInvoices = tab === 'invoices';
  const kind = isInvoices ? 'order' : KIND_OF[tab];

  // A page link that no longer fits (kept from another company, or edited) opens the newest page instead.
  const onListFailure = (error: unknown) => {
    if (cursor && isRefusedCursor(error)) onPlace({ tab, q, page: 1 });
    else toastFailure(error);
  };
  const orderList = useList(isInvoices ? null : `${kind}|${cursor ?? ''}|${q}`, (signal) => orders.list({ kind, q, ...(cursor ? { cursor } : {}) }, signal), onListFailure);
  const invoiceList = useList(isInvoices ? `invoices|${page}` : null, (signal) => invoices.list(page, signal), toastFailure);

  // What an action did: the list again (its toasts are attached where the actor is created: flow-toasts).
  const { reload } = orderList;
  useEffect(() => {
    const changed = afterOrder.on('order.changed', () => reload());
    return () => changed.unsubscribe();
  }, [afterOrder, reload]);

  const toCart = (row: OrderRow) => afterOrder.send({ type: 'order.reorder', orderId: row.id });
  const actions = {
    onAccept: (row: OrderRow) => afterOrder.send({ type: 'order.accept', orderId: row.id }),
    onDeactivate: (row: OrderRow) => afterOrder.send({ type: 'order.deactivate', orderId: row.id }),
    onCreateOrder: toCart,
    onReorder: toCart,
    onDelete: (row: OrderRow) => afterOrder.send({ type: 'order.delete', orderId: row.id }),
  };

  const download = async (invoice: InvoiceRow) => {
    setDownloadingId(invoice.id);
    try {
      await invoices.downloadPdf(invoice);
    } catch (error) {
      toastFailure(error);
    } finally {
      setDownloadingId(null);
    }
  };

  const tabLabels: Record<OverviewTab, string> = {
    orders: t`Orders`,
    quotes: t`Offertes`,
    templates: t`Sjablonen`,
    invoices: t`Facturen`,
  };
  const list = isInvoices ? invoiceList.data : orderList.data;

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
      {list === null ? (
        <p className="pp-loading" role="status">
          <Trans>Bezig met laden…</Trans>
        </p>
      ) : null}
      {isInvoices ? (
        <InvoiceListView page={invoiceList.data} lang={lang} busyId={busyId} onDownload={download} orderHref={props.orderHref} onOpenOrder={props.onOpenOrder} />
      ) : (
        <OrderListView kind={kind} page={orderList.data} lang={lang} q={q} busyId={busyId} orderHref={props.orderHref} onOpenOrder={props.onOpenOrder} {...actions} />
      )}
      {isInvoices && invoiceList.data ? (
        <Pager page={page} perPage={invoiceList.data.per_page} total={invoiceList.data.total} onPage={(next) => onPlace({ tab, q, page: next })} />
      ) : null}
      {!isInvoices && orderList.data ? (
        <CursorPager
          page={orderList.data.page}
          perPage={orderList.data.per_page}
          total={orderList.data.total}
          totalCapped={orderList.data.total_capped}
          prevCursor={orderList.data.prev_cursor}
          nextCursor={orderList.data.next_cursor}
          onCursor={(next) => onPlace({ tab, q, page: 1, cursor: next })}
        />
      ) : null}
      <AfterOrderConfirm afterOrder={afterOrder} />
    </section>
  );
}
