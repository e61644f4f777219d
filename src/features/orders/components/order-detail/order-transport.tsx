import { Trans } from '@lingui/react/macro';
import type { OrderDetail } from '../../../../domain/orders.js';
import { UNKNOWN_PRICE, toCents } from '../../../../domain/money.js';
import { localeFromLang } from '../../../../shared/i18n/locale.js';
import { formatAmount } from '../overview/formats.js';

/**
 * The prints and the transport inside the order's total (DESIGN.md section 7), as rows of the
 * amounts list (the transport as one amount: the narrow card has no room for its surcharges);
 * nothing for an order without transport (older orders, templates).
 */
export function OrderTransportRows({ order, lang }: { order: OrderDetail; lang: string }) {
  const { transport } = order;
  const unknown = UNKNOWN_PRICE[localeFromLang(lang)];
  if (transport.kind === 'none') return null;
  const printsCents = order.products.reduce((sum, print) => sum + toCents(print.prices.product) + toCents(print.prices.frames), 0);
  return (
    <>
      <dt><Trans>Prints</Trans></dt><dd className="pp-num" data-testid="order-prints">{formatAmount(printsCents / 100, lang)}</dd>
      <dt><Trans>Transport</Trans></dt>
      <dd className="pp-num" data-testid="order-transport">
        {transport.kind === 'pickup' ? <Trans>Gratis (afhalen)</Trans> : null}
        {transport.kind === 'on_request' ? <Trans>Prijs volgt ({unknown})</Trans> : null}
        {transport.kind === 'priced' && transport.amount !== null ? formatAmount(transport.amount, lang) : null}
      </dd>
    </>
  );
}
