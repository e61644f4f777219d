import { Plural, Trans } from '@lingui/react/macro';
import { UNKNOWN_PRICE, formatEuro, type MoneyLang } from '../../../../domain/money.js';
import { cartTotalCents, type CartItem } from '../../../../../machines/cart.machine.js';

/**
 * Total count, total price (product + frames of every print) and the transport note. A print whose
 * price failed or is still loading makes the total incomplete, and the total says so: it is never a
 * plain "€ 0,00" for prints that do cost something.
 */
export function CartFooter({ items, lang }: { items: readonly CartItem[]; lang: MoneyLang }) {
  const count = items.length;
  const unpriced = items.filter((item) => item.price.status !== 'known').length;
  const total = unpriced === count && count > 0 ? UNKNOWN_PRICE[lang] : formatEuro(cartTotalCents(items), lang);
  const unknown = UNKNOWN_PRICE[lang];
  return (
    <footer className="pp-cart-footer">
      <p><Plural value={count} one="# print" other="# prints" /></p>
      <p className="pp-cart-footer__total" data-testid="cart-total">
        {unpriced > 0 ? <Trans>Totaal (onvolledig): {total}</Trans> : <Trans>Totaal: {total}</Trans>}
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
      <p className="pp-cart-footer__note"><Trans>Prijzen exclusief btw en transportkosten; de transportkosten worden apart berekend.</Trans></p>
    </footer>
  );
}
