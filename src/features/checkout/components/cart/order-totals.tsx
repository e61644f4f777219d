import { Trans, useLingui } from '@lingui/react/macro';
import { UNKNOWN_PRICE, formatEuro, type MoneyLang } from '../../../../domain/money.js';
import { VAT_PCT } from '../../../../domain/vat.js';
import { transportDayLabel, transportLineLabel } from '../../../../shared/i18n/cost-labels.js';
import { Spinner } from '../../../../shared/ui/spinner.js';
import type { CheckoutTotals } from '../../../../../machines/checkout.machine.js';

/** Where the expedition's answer is: the transport is known only once it has answered. */
export type TransportStatus = 'loading' | 'ready' | 'failed';

/** The transport's amount, or why there is none (yet). */
function TransportAmount({ totals, status, lang }: { totals: CheckoutTotals; status: TransportStatus; lang: MoneyLang }) {
  const { t } = useLingui();
  const { transport } = totals;
  if (status === 'loading' || (!transport && status !== 'failed')) return <Spinner label={t`Transportkosten worden berekend`} />;
  if (!transport) return <>{UNKNOWN_PRICE[lang]}</>;
  if (transport.kind === 'pickup') return <Trans>Gratis (afhalen)</Trans>;
  const unknown = UNKNOWN_PRICE[lang];
  if (transport.kind === 'on_request') return <Trans>Prijs volgt ({unknown})</Trans>;
  return <>{formatEuro(transport.cents, lang)}</>;
}

/**
 * The whole cost before ordering (DESIGN.md section 7): prints, transport on the chosen date and
 * hour with its surcharges, the total excl. VAT, the VAT and the total incl. VAT. A transport "op
 * aanvraag" (a red date) is priced by staff later and not in the total, which says so.
 */
export function OrderTotals({ totals, transportStatus, lang }: { totals: CheckoutTotals; transportStatus: TransportStatus; lang: MoneyLang }) {
  const { t } = useLingui();
  const transport = transportStatus === 'ready' ? totals.transport : null;
  const shipment = transport?.kind === 'priced' ? transport.shipment : null;
  const day = totals.day ? transportDayLabel(totals.day) : null;
  const vatPct = VAT_PCT;
  const incomplete = transport?.kind === 'on_request' || totals.unpriced > 0 || transportStatus === 'failed';
  return (
    <>
    <dl className="pp-cost-lines pp-cost-lines--order" aria-label={t`Kosten van de bestelling`} data-testid="order-totals">
      <div className="pp-cost-lines__row" data-testid="transport-total">
        <dt>{day && transport?.kind !== 'pickup' ? <Trans>Transport ({day})</Trans> : <Trans>Transport</Trans>}</dt>
        <dd><TransportAmount totals={totals} status={transportStatus} lang={lang} /></dd>
      </div>
      {transport?.kind === 'priced'
        ? transport.lines.map((line) => (
            <div key={line.code} className="pp-cost-lines__row pp-cost-lines__row--sub" data-line={line.code}>
              <dt>{transportLineLabel(line.code, shipment)}</dt>
              <dd>{formatEuro(line.cents, lang)}</dd>
            </div>
          ))
        : null}
      <div className="pp-cost-lines__row pp-cost-lines__row--sum" data-testid="untaxed-total">
        <dt><Trans>Totaal excl. btw</Trans></dt>
        <dd>{formatEuro(totals.untaxedCents, lang)}</dd>
      </div>
      <div className="pp-cost-lines__row" data-testid="vat-total">
        <dt><Trans>Btw {vatPct}%</Trans></dt>
        <dd>{formatEuro(totals.vatCents, lang)}</dd>
      </div>
      <div className="pp-cost-lines__row pp-cost-lines__row--grand" data-testid="order-total">
        <dt><Trans>Totaal incl. btw</Trans></dt>
        <dd>{formatEuro(totals.totalCents, lang)}</dd>
      </div>
    </dl>
    {incomplete ? (
      <p className="pp-cart-footer__note">
        <Trans>Het totaal is nog niet volledig: wat nog geen prijs heeft, telt niet mee.</Trans>
      </p>
    ) : null}
    </>
  );
}
