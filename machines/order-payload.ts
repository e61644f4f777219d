// The order payload and the delivery-date policy of the checkout: pure, from the cart and today.
import { defaultDeliveryDate, moveDisabledDate, type DeliveryCalendar } from '../src/domain/delivery-date.js';
import { deliveryDateTime } from '../src/domain/delivery-instant.js';
import { deliveryDayMessages, pickerDayRefusal } from '../src/domain/delivery-refusal.js';
import type { OrderInput } from '../src/domain/order.js';
import { purchaseOrderErrors } from '../src/domain/purchase-order.js';
import { word } from '../src/domain/texts/text.js';
import type { CartContext } from './cart.types.js';
import type { CheckoutCart, Deadlines, ExpeditionRequest, OrderIssue, OrderKind } from './checkout.types.js';

export type { CheckoutCart };


/**
 * The picker's rules: nothing before today, none of the days the expedition disabled (closing days,
 * today after the cut-off); each day's class and the combined-transport days from its deadlines;
 * with the minutes of today that have gone (the browser's clock), no hour of today that has come.
 */
export function pickerRules(today: string, deadlines: Deadlines | null, minutesNow?: number): DeliveryCalendar {
  return {
    today,
    disabled: deadlines?.disabled ?? [],
    deadlines: deadlines ? { speed: deadlines.speed_deadlines, regular: deadlines.regular_deadlines } : null,
    combi: deadlines?.combi_deadlines ?? [],
    ...(minutesNow === undefined ? {} : { minutesNow }),
  };
}

/**
 * The date the order goes out with: the chosen one exactly as the customer typed or clicked it (one
 * that cannot be delivered on is refused with its reason, never swapped for another date), else the
 * expedition's suggestion, else five days on (moved off a weekend or closing day: a date nobody
 * chose may be moved, so the picker never proposes a date it refuses).
 */
export function shownDeliveryDate(cart: CheckoutCart | null, today: string, deadlines: Deadlines | null): string {
  const chosen = cart?.details.delivery_date ?? '';
  if (chosen) return chosen;
  const suggested = deadlines?.suggested_date;
  return suggested && suggested >= today ? suggested : moveDisabledDate(defaultDeliveryDate(today), pickerRules(today, deadlines));
}

/** A shown date that cannot be delivered on: the same reason the picker shows and the server answers. */
export function deliveryDateIssues(shownDate: string, today: string, deadlines: Deadlines | null): OrderIssue[] {
  const refusal = shownDate ? pickerDayRefusal(shownDate, pickerRules(today, deadlines)) : null;
  return refusal ? [{ path: 'details.delivery_date', message: word(deliveryDayMessages[refusal]) }] : [];
}

export function orderDetails(cart: Pick<CartContext, 'details'>, shownDate: string, kind: OrderKind): OrderInput['details'] {
  const { delivery_hour: hour, remarks, ...details } = cart.details;
  return {
    ...details,
    delivery_date: shownDate ? deliveryDateTime(shownDate, hour) : '',
    ...(remarks.trim() ? { remarks } : {}),
    ...(kind === 'order' ? {} : { type: kind }),
  };
}

export function buildOrder(cart: CheckoutCart, shownDate: string, kind: OrderKind): OrderInput {
  return {
    // The server turns one cart into one order: a second tab placing it again gets the first back.
    ...(cart.id ? { cart_id: cart.id } : {}),
    products: cart.items.map((item) => item.print),
    contact: { ...cart.contact },
    details: orderDetails(cart, shownDate, kind),
  };
}

export function expeditionRequest(cart: CheckoutCart, shownDate: string): ExpeditionRequest {
  const order = buildOrder(cart, shownDate, 'order');
  return { products: order.products, contactUser: order.contact, details: order.details };
}

/** The expedition depends on the prints and the address only (not on prices or typing elsewhere). */
export function expeditionKey(cart: CheckoutCart): string {
  const prints = cart.items.map(({ print }) => [print.uuid, print.product_id, print.copies, print.finishes, print.frames]);
  return JSON.stringify([prints, cart.details.address]);
}

/** The company's PO-number rule (src/domain/purchase-order.ts), as POST /order applies it. */
export function purchaseOrderIssues(order: OrderInput, cart: Pick<CheckoutCart, 'poRequired'>): OrderIssue[] {
  return Object.entries(purchaseOrderErrors(order.details, cart.poRequired === true))
    .flatMap(([path, messages]) => messages.map((message) => ({ path, message })));
}

/** The text key of the delivery-address rule; the view shows it in the customer's language. */
export const ADDRESS_REQUIRED = 'address.required';

/** An order or quote that is not picked up needs a delivery address before it can be sent. */
export function addressIssues(order: OrderInput, kind: OrderKind): OrderIssue[] {
  if (kind === 'template' || order.details.pickup || order.details.address != null) return [];
  return [{ path: 'details.address', message: ADDRESS_REQUIRED }];
}
