import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { PriceCatalog } from '../catalog/price-catalog.js';
import { orderTransport } from '../checkout/cart-transport.js';
import { deadlinesFor } from '../checkout/deadlines-for.js';
import type { CheckedDelivery } from '../checkout/delivery-date.js';
import { shippedPrintsOfOrder, storeOrderTransport } from './queries/order-transport.js';

/**
 * An accepted quote becomes an order on its planned date (quote-delivery.ts): a quote without a date
 * had no transport, and a moved date may be of another class (a rush date passed becomes a regular
 * one). The transport is priced again by the rule and tariff POST /order uses; the prints keep the
 * quoted price.
 */
export async function priceQuoteTransport(
  trx: Kysely<Database>,
  orderId: number,
  planned: { delivery: CheckedDelivery; pickup: boolean },
  catalog: PriceCatalog,
  now: Date,
): Promise<void> {
  const prints = await shippedPrintsOfOrder(trx, orderId);
  const transport = orderTransport(catalog, prints, {
    day: planned.delivery.day,
    hour: planned.delivery.hour,
    pickup: planned.pickup,
    deadlines: deadlinesFor(catalog, now, prints.map((print) => print.product_id)),
  });
  if (!transport) return;
  await storeOrderTransport(trx, orderId, { kind: transport.kind, cents: transport.cents ?? 0, lines: transport.lines });
}
