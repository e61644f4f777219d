// The order payload from the cart and the form.
import { CalendarDateTime, toZoned } from '@internationalized/date';
import { COMPANY_TIME_ZONE } from '../../domain/delivery-date.js';
import type { OrderInput } from '../../domain/order.js';
import type { CartContext } from '../../../machines/cart.machine.js';
import type { ExpeditionRequest, OrderKind } from '../../../machines/checkout.machine.js';

/** `2026-11-27` at 17:00 in Amsterdam as an ISO instant (the server reads the Amsterdam date back). */
export function deliveryDateTime(date: string, hour: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return toZoned(new CalendarDateTime(year, month, day, hour), COMPANY_TIME_ZONE).toAbsoluteString();
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

export function buildOrder(cart: Pick<CartContext, 'items' | 'details' | 'contact'>, shownDate: string, kind: OrderKind): OrderInput {
  return {
    products: cart.items.map((item) => item.print),
    contact: { ...cart.contact },
    details: orderDetails(cart, shownDate, kind),
  };
}

export function expeditionRequest(cart: Pick<CartContext, 'items' | 'details' | 'contact'>, shownDate: string): ExpeditionRequest {
  const order = buildOrder(cart, shownDate, 'order');
  return { products: order.products, contactUser: order.contact, details: order.details };
}
