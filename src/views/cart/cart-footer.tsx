import { Trans } from '@lingui/react/macro';
import { formatEuro, type MoneyLang } from '../../domain/money.js';
import { cartTotalCents, type CartItem } from '../../../machines/cart.machine.js';

/** Total count, total price (product + frames of every print) and the transport note. */
export function CartFooter({ items, lang }: { items: readonly CartItem[]; lang: MoneyLang }) {
  const count = items.length;
  const total = formatEuro(cartTotalCents(items), lang);
  const pending = items.some((item) => item.price.status !== 'known');
  return (
    <footer className="pp-cart-footer">
      <p><Trans>Aantal producten: {count}</Trans></p>
      <p className="pp-cart-footer__total" data-testid="cart-total"><Trans>Totaal: {total}</Trans></p>
      {pending ? <p className="pp-cart-footer__note"><Trans>Producten zonder prijs (n.t.b.) tellen niet mee in het totaal.</Trans></p> : null}
      <p className="pp-cart-footer__note"><Trans>Prijzen exclusief btw en transportkosten; de transportkosten worden apart berekend.</Trans></p>
    </footer>
  );
}
