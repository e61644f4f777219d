import * as v from 'valibot';
import { lenient } from '../../../shared/search-params.js';
import { OrderKindSchema } from '../../../domain/order-kinds.js';

/** The order ids of the query, in order, without anything that is not an id. */
const OrderIds = v.pipe(
  v.string(),
  v.transform((query) => query.split(',').map((part) => part.trim()).filter((part) => /^[1-9][0-9]{0,9}$/.test(part)).map(Number)),
);

/**
 * The thank-you page: /confirmed?orders=12,13&kind=order (or quote, template). A kind the page does
 * not know reads as an order (the page before kinds were passed).
 */
export const ConfirmedSearchSchema = v.object({ orders: lenient(OrderIds), kind: lenient(v.pipe(v.string(), OrderKindSchema)) });
