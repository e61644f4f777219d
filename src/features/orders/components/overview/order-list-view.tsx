import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderKind, OrderPage, OrderRow } from '../../../../domain/orders.js';
import { Button } from '../../../../shared/ui/button.js';
import { formatDate } from '../../../../shared/i18n/dates.js';
import { OrderThumbnail } from './order-thumbnail.js';
import { StageBadge } from './stage-badge.js';

export interface OrderRowActions {
  onAccept: (row: OrderRow) => void;
  onDeactivate: (row: OrderRow) => void;
  onCreateOrder: (row: OrderRow) => void;
  onDelete: (row: OrderRow) => void;
  onReorder: (row: OrderRow) => void;
}

export interface OrderListViewProps extends OrderRowActions {
  kind: OrderKind;
  page: OrderPage | null;
  lang: string;
  q: string;
  /** The id of the row whose action is running (its buttons wait). */
  busyId: number | null;
  orderHref: (id: number) => string;
  onOpenOrder: (id: number) => void;
}

function RowActions({ row, kind, busy, actions }: { row: OrderRow; kind: OrderKind; busy: boolean; actions: OrderRowActions }) {
  const { t } = useLingui();
  const number = row.id;
  // Only what would succeed is offered (the server decided per row): a deactivated quote has no
  // "Accepteren" at all, rather than a button the server then refuses.
  if (kind === 'quote') {
    return (
      <>
        {row.actions.accept ? (
          <Button isDisabled={busy} onPress={() => actions.onAccept(row)} aria-label={t`Offerte ${number} accepteren`}>
            <Trans>Accepteren</Trans>
          </Button>
        ) : null}
        {row.actions.deactivate ? (
          <Button variant="secondary" isDisabled={busy} onPress={() => actions.onDeactivate(row)} aria-label={t`Offerte ${number} deactiveren`}>
            <Trans>Deactiveren</Trans>
          </Button>
        ) : null}
        {row.actions.reorder ? (
          <Button variant="secondary" isDisabled={busy} onPress={() => actions.onReorder(row)} aria-label={t`Offerte ${number} opnieuw bestellen`}>
            <Trans>Opnieuw bestellen</Trans>
          </Button>
        ) : null}
      </>
    );
  }
  if (kind === 'template') {
    return (
      <>
        <Button isDisabled={busy} onPress={() => actions.onCreateOrder(row)} aria-label={t`Order maken van sjabloon ${number}`}>
          <Trans>Order maken</Trans>
        </Button>
        {row.actions.delete ? (
          <Button variant="danger" isDisabled={busy} onPress={() => actions.onDelete(row)} aria-label={t`Sjabloon ${number} verwijderen`}>
            <Trans>Verwijderen</Trans>
          </Button>
        ) : null}
      </>
    );
  }
  return (
    <Button variant="secondary" isDisabled={busy} onPress={() => actions.onReorder(row)} aria-label={t`Order ${number} opnieuw bestellen`}>
      <Trans>Opnieuw bestellen</Trans>
    </Button>
  );
}

function EmptyState({ kind, q }: { kind: OrderKind; q: string }) {
  if (q) return <Trans>Niets gevonden voor “{q}”. Zoek op referentie, inkoopordernummer of ordernummer.</Trans>;
  if (kind === 'quote') return <Trans>U heeft nog geen offertes. Vraag een offerte aan vanuit de winkelwagen.</Trans>;
  if (kind === 'template') return <Trans>U heeft nog geen sjablonen. Bewaar een bestelling als sjabloon vanuit de winkelwagen.</Trans>;
  return <Trans>U heeft nog geen orders geplaatst.</Trans>;
}

/** Orders, quotes or templates with the labels of spec section 3, newest first. */
export function OrderListView(props: OrderListViewProps) {
  const { t } = useLingui();
  const { kind, page, lang, q, busyId, orderHref, onOpenOrder } = props;
  const caption: Record<OrderKind, ReactNode> = {
    order: <Trans>Uw orders, nieuwste eerst</Trans>,
    quote: <Trans>Uw offertes, nieuwste eerst</Trans>,
    template: <Trans>Uw sjablonen, nieuwste eerst</Trans>,
  };
  if (page && page.data.length === 0) {
    return (
      <p className="pp-empty" role="status">
        <EmptyState kind={kind} q={q} />
      </p>
    );
  }
  return (
    <div className="pp-table-wrap" tabIndex={0} role="region" aria-label={t`Lijst`}>
      <table className="pp-table pp-table--cards" aria-busy={page === null}>
        <caption className="pp-visually-hidden">{caption[kind]}</caption>
        <thead>
          <tr>
            <th scope="col"><Trans>Nummer</Trans></th>
            <th scope="col"><Trans>Orderdatum</Trans></th>
            <th scope="col"><Trans>Referentie</Trans></th>
            <th scope="col"><Trans>Besteller</Trans></th>
            <th scope="col"><Trans>Leverdatum</Trans></th>
            <th scope="col"><Trans>Status</Trans></th>
            <th scope="col"><Trans>Bestanden</Trans></th>
            <th scope="col"><Trans>Omschrijving</Trans></th>
            <th scope="col"><Trans>Partner</Trans></th>
            <th scope="col"><span className="pp-visually-hidden"><Trans>Acties</Trans></span></th>
          </tr>
        </thead>
        <tbody>
          {(page?.data ?? []).map((row) => {
            const files = row.files.count;
            const needed = row.files.needed;
            return (
              <tr key={row.id} data-order={row.id}>
                <th scope="row" data-label={t`Nummer`}>
                  <a
                    className="pp-link"
                    href={orderHref(row.id)}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      onOpenOrder(row.id);
                    }}
                  >
                    {row.id}
                  </a>
                </th>
                <td data-label={t`Orderdatum`}>{formatDate(row.order_date, lang)}</td>
                <td data-label={t`Referentie`}>
                  {row.reference}
                  {row.po_number ? <span className="pp-table__po">{t`Inkoopnr.`} {row.po_number}</span> : null}
                </td>
                <td data-label={t`Besteller`}>{row.purchaser || '–'}</td>
                <td data-label={t`Leverdatum`}>{formatDate(row.delivery_date, lang)}</td>
                <td data-label={t`Status`}><StageBadge state={row.state} deactivated={row.deactivated} /></td>
                <td data-label={t`Bestanden`} className={files < needed ? 'pp-files--missing' : undefined}>
                  <span className="pp-table__files">
                    <OrderThumbnail row={row} />
                    <span><Trans>{files} van {needed}</Trans></span>
                  </span>
                </td>
                <td data-label={t`Omschrijving`}>{row.description || '–'}</td>
                <td data-label={t`Partner`}>{row.partner.name}</td>
                <td className="pp-table__actions">
                  <RowActions row={row} kind={kind} busy={busyId === row.id} actions={props} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
