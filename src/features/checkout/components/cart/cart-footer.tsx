import { Plural, Trans } from '@lingui/react/macro';
import { UNKNOWN_PRICE, formatEuro, type MoneyLang } from '../../../../domain/money.js';
import { cartTotalCents, type CartItem } from '../../../../../machines/cart.machine.js';
import type { CheckoutTotals } from '../../../../../machines/checkout.machine.js';
import { OrderTotals, type TransportStatus } from './order-totals.js';

export interface CartFooterProps {
  items: readonly CartItem[];
  lang: MoneyLang;
  /** The whole cost from the checkout machine; without it only the prints are added up. */
  totals?: CheckoutTotals | null;
  transportStatus?: TransportStatus;
}

/**
 * Total count, the prints' total (product + frames of every print) and, from the checkout, the
 * transport on the chosen date, the VAT and the total incl. VAT. A print whose price failed or is
 * still loading makes the total incomplete, and the total says so: it is never a plain "€ 0,00" for
 * prints that do cost something.
 */
export function CartFooter({ items, lang, totals, transportStatus = 'loading' }: CartFooterProps) {
  const count = items.length;
  const unpriced = items.filter((item) => item.price.status !== 'known').length;
  const total = unpriced === count && count > 0 ? UNKNOWN_PRICE[lang] : formatEuro(cartTotalCents(items), lang);
  const unknown = UNKNOWN_PRICE[lang];
  return (
    <footer className="pp-cart-footer">
      <p><Plural value={count} one="# print" other="# prints" /></p>
      <p className="pp-cart-footer__total" data-testid="cart-total">
        {unpriced > 0 ? <Trans>Prints (onvolledig): {total}</Trans> : <Trans>Prints: {total}</Trans>}
      </p>
      {unpriced > 0 ? (
        <p className="pp-cart-footer__note">
          <Plural
            value={unpriced}
            one={`# print heeft nog geen prijs (${unknown}) en telt niet mee in het totaal.`}
            other={`# prints hebben nog geen prijs (${unknown}) en tellen niet mee in het totaal.`}
          />
        </p>
      ) : null}
      {totals ? (
        <OrderTotals totals={totals} transportStatus={transportStatus} lang={lang} />
      ) : (
        <p className="pp-cart-footer__note"><Trans>Prijzen exclusief btw.</Trans></p>
      )}
    </footer>
  );
}
