import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import { inTransaction } from '../../../platform/db/queries.js';

export type PricedTransport = 'priced' | 'not_on_request' | 'invoiced' | 'missing';

/**
 * Staff price a transport that was "op aanvraag" (a red date): it becomes a shipment line and part
 * of the order's total. Only while the order has no invoice, which is made from that total.
 */
export function priceRequestedTransport(db: Kysely<Database>, orderId: number, cents: number): Promise<PricedTransport> {
  return inTransaction(db, async (trx) => {
    const order = await trx.selectFrom('orders').select(['transport_kind', 'total_cents']).where('id', '=', orderId).executeTakeFirst();
    if (!order) return 'missing';
    if (order.transport_kind !== 'on_request') return 'not_on_request';
    const invoiced = await trx.selectFrom('invoice_orders').select('order_id').where('order_id', '=', orderId).executeTakeFirst();
    if (invoiced) return 'invoiced';
    const changed = await trx.updateTable('orders').set({
      transport_kind: 'priced',
      transport_cents: cents,
      transport_lines: JSON.stringify([{ code: 'shipment', cents }]),
      total_cents: Number(order.total_cents) + cents,
    }).where('id', '=', orderId).where('transport_kind', '=', 'on_request').executeTakeFirst();
    return Number(changed.numUpdatedRows) === 1 ? 'priced' : 'not_on_request';
  });
}
