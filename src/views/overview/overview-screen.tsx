import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderKind, OrderRow, InvoiceRow, ReorderAnswer } from '../../domain/orders.js';
import type { OrdersApi } from '../../api/orders.js';
import type { InvoicesApi } from '../../api/invoices.js';
import { ApiError, messagesOf } from '../../api/errors.js';
import { showToast } from '../../ui/toast-queue.js';
import { ConfirmDialog } from './confirm-dialog.js';
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
  orders: Pick<OrdersApi, 'list' | 'accept' | 'deactivate' | 'remove' | 'reorder'>;
  invoices: Pick<InvoicesApi, 'list' | 'downloadPdf'>;
  onPlace: (place: OverviewPlace) => void;
  placeHref: (place: OverviewPlace) => string;
  orderHref: (id: number) => string;
  onOpenOrder: (id: number) => void;
  /** Puts prints in the cart (`print.add` each) and goes to the checkout. */
  /** A reorder's answer: its prints (and, for a new order, its form choices) go to the cart. */
  onToCart: (answer: ReorderAnswer) => void;
}

function toastFailure(error: unknown): void {
  for (const message of messagesOf(error)) showToast(message, 'error');
}

/** The overview: tabs for orders, quotes, templates and invoices, each searchable and paged. */
export function OverviewScreen(props: OverviewScreenProps) {
  const { t } = useLingui();
  const { tab, q, page, cursor, lang, orders, invoices, onPlace, placeHref } = props;
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<OrderRow | null>(null);
  const isInvoices = tab === 'invoices';
  const kind = isInvoices ? 'order' : KIND_OF[tab];

  // A page link that no longer fits (kept from another company, or edited) opens the newest page instead.
  const onListFailure = (error: unknown) => {
    if (cursor && error instanceof ApiError && error.status === 422 && error.body.errors?.cursor) onPlace({ tab, q, page: 1 });
    else toastFailure(error);
  };
  const orderList = useList(isInvoices ? null : `${kind}|${cursor ?? ''}|${q}`, (signal) => orders.list({ kind, q, ...(cursor ? { cursor } : {}) }, signal), onListFailure);
  const invoiceList = useList(isInvoices ? `invoices|${page}` : null, (signal) => invoices.list(page, signal), toastFailure);

  async function run(id: number, work: () => Promise<void>): Promise<void> {
    setBusyId(id);
    try {
      await work();
    } catch (error) {
      toastFailure(error);
    } finally {
      setBusyId(null);
    }
  }

  const toCart = (row: OrderRow) =>
    run(row.id, async () => {
      const answer = await orders.reorder(row.id);
      for (const gone of answer.unavailable) {
        const name = gone.name ?? String(gone.product_id);
        showToast(t`${name} wordt niet meer geleverd en is niet in de winkelwagen gezet.`, 'error');
      }
      if (answer.products.length > 0) props.onToCart(answer);
    });

  const actions = {
    onAccept: (row: OrderRow) =>
      run(row.id, async () => {
        const notice = await orders.accept(row.id);
        const number = row.id;
        showToast(t`Offerte ${number} is geaccepteerd en staat nu bij uw orders.`, 'success');
        if (notice) showToast(notice, 'info');
        orderList.reload();
      }),
    onDeactivate: (row: OrderRow) =>
      run(row.id, async () => {
        await orders.deactivate(row.id);
        const number = row.id;
        showToast(t`Offerte ${number} is gedeactiveerd.`, 'success');
        orderList.reload();
      }),
    onCreateOrder: toCart,
    onReorder: toCart,
    onDelete: (row: OrderRow) => setDeleting(row),
  };

  const confirmDelete = () => {
    const row = deleting;
    setDeleting(null);
    if (!row) return;
    void run(row.id, async () => {
      await orders.remove(row.id);
      const number = row.id;
      showToast(t`Sjabloon ${number} is verwijderd.`, 'success');
      orderList.reload();
    });
  };

  const download = (invoice: InvoiceRow) => run(invoice.id, () => invoices.downloadPdf(invoice));

  const tabLabels: Record<OverviewTab, string> = {
    orders: t`Orders`,
    quotes: t`Offertes`,
    templates: t`Sjablonen`,
    invoices: t`Facturen`,
  };
  const list = isInvoices ? invoiceList.data : orderList.data;
  const deletingNumber = deleting?.id ?? 0;

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
      <ConfirmDialog
        isOpen={deleting !== null}
        title={<Trans>Sjabloon verwijderen?</Trans>}
        confirmLabel={<Trans>Verwijderen</Trans>}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <Trans>Sjabloon {deletingNumber} wordt definitief verwijderd. Dit kan niet ongedaan worden gemaakt.</Trans>
      </ConfirmDialog>
    </section>
  );
}
