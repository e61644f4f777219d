// The whole cost of the cart before ordering (DESIGN.md section 7): pure, from the cart, the date
// the order goes out with and the expedition's answer.
import { toCents, sumCents, type Cents } from '../src/domain/money.js';
import { dateClass } from '../src/domain/delivery-date.js';
import { withVat } from '../src/domain/vat.js';
import { transportCost, transportDayOf, transportQuoteOf } from '../src/domain/transport/index.js';
import type { CartItem } from './cart.types.js';
import type { CheckoutCart, CheckoutTotals, ExpeditionAnswer } from './checkout.types.js';

const itemCents = (item: CartItem): Cents | null =>
  item.price.status === 'known' ? toCents(item.price.product) + toCents(item.price.frames) : null;

/** What the order will cost as the form stands now: the same rule POST /order stores the transport with. */
export function checkoutTotals(cart: CheckoutCart, shownDate: string, expedition: ExpeditionAnswer | null): CheckoutTotals {
  const prices = cart.items.map(itemCents);
  const printsCents = sumCents(prices.map((cents) => cents ?? 0));
  const unpriced = prices.filter((cents) => cents === null).length;
  const deadlines = expedition?.deadlines ?? null;
  const day = deadlines && shownDate
    ? transportDayOf({
        dateClass: dateClass(shownDate, { speed: deadlines.speed_deadlines, regular: deadlines.regular_deadlines }),
        isCombi: deadlines.combi_deadlines.includes(shownDate.slice(0, 10)),
      })
    : null;
  const quote = expedition?.transport ? transportQuoteOf(expedition.transport) : null;
  const transport = quote && day
    ? transportCost({ shipment: quote.shipment, day, hour: cart.details.delivery_hour, pickup: cart.details.pickup }, quote.surcharges)
    : null;
  const amounts = withVat(printsCents + (transport?.cents ?? 0));
  return { printsCents, unpriced, day, transport, untaxedCents: amounts.untaxed, vatCents: amounts.vat, totalCents: amounts.total };
}
