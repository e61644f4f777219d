import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoicePage, InvoiceRow } from '../../../../domain/orders.js';
import { Button } from '../../../../shared/ui/button.js';
import { formatDate } from '../../../../shared/i18n/dates.js';
import { formatAmount } from './formats.js';

export interface InvoiceListViewProps {
  page: InvoicePage | null;
  lang: string;
  busyId: number | null;
  onDownload: (invoice: InvoiceRow) => void;
  orderHref: (id: number) => string;
  onOpenOrder: (id: number) => void;
}

/** Invoices with the labels of spec section 3 (number, name, date, orders, amounts, open or paid). */
export function InvoiceListView({ page, lang, busyId, onDownload, orderHref, onOpenOrder }: InvoiceListViewProps) {
  const { t } = useLingui();
  if (page && page.data.length === 0) {
    return (
      <p className="pp-empty" role="status">
        <Trans>U heeft nog geen facturen. Een factuur wordt gemaakt zodra een order gefactureerd wordt.</Trans>
      </p>
    );
  }
  return (
    <div className="pp-table-wrap" tabIndex={0} role="region" aria-label={t`Lijst`}>
      <table className="pp-table pp-table--cards" aria-busy={page === null}>
        <caption className="pp-visually-hidden"><Trans>Uw facturen, nieuwste eerst</Trans></caption>
        <thead>
          <tr>
            <th scope="col"><Trans>Factuurnummer</Trans></th>
            <th scope="col"><Trans>Naam</Trans></th>
            <th scope="col"><Trans>Datum</Trans></th>
            <th scope="col"><Trans>Orders</Trans></th>
            <th scope="col" className="pp-num"><Trans>Bedrag excl. btw</Trans></th>
            <th scope="col" className="pp-num"><Trans>Bedrag incl. btw</Trans></th>
            <th scope="col"><Trans>Status</Trans></th>
            <th scope="col"><span className="pp-visually-hidden"><Trans>Acties</Trans></span></th>
          </tr>
        </thead>
        <tbody>
          {(page?.data ?? []).map((invoice) => {
            const number = invoice.number;
            return (
              <tr key={invoice.id} data-invoice={invoice.number}>
                <th scope="row" data-label={t`Factuurnummer`}>{invoice.number}</th>
                <td data-label={t`Naam`}>{invoice.name}</td>
                <td data-label={t`Datum`}>{formatDate(invoice.date, lang)}</td>
                <td data-label={t`Orders`}>
                  {invoice.orders.map((orderId, index) => (
                    <span key={orderId}>
                      {index > 0 ? ', ' : null}
                      <a
                        className="pp-link"
                        href={orderHref(orderId)}
                        onClick={(event) => {
                          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                          event.preventDefault();
                          onOpenOrder(orderId);
                        }}
                      >
                        {orderId}
                      </a>
                    </span>
                  ))}
                </td>
                <td className="pp-num" data-label={t`Bedrag excl. btw`}>{formatAmount(invoice.amount_untaxed, lang)}</td>
                <td className="pp-num" data-label={t`Bedrag incl. btw`}>{formatAmount(invoice.amount_total, lang)}</td>
                <td data-label={t`Status`}>
                  <span className={`pp-stage pp-stage--${invoice.state === 'paid' ? 'done' : 'action'}`}>
                    {invoice.state === 'paid' ? <Trans>Betaald</Trans> : <Trans>Open</Trans>}
                  </span>
                </td>
                <td className="pp-table__actions">
                  <Button variant="secondary" isDisabled={busyId === invoice.id} onPress={() => onDownload(invoice)} aria-label={t`PDF downloaden van factuur ${number}`}>
                    <Trans>PDF downloaden</Trans>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
