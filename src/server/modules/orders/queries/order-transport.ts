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

/** What the transport weighs of an order's prints: product, copy lines and frame bases, in their order. */
export async function shippedPrintsOfOrder(db: Kysely<Database>, orderId: number) {
  const [prints, copies, frames] = await Promise.all([
    db.selectFrom('order_prints').select(['id', 'product_id']).where('order_id', '=', orderId).orderBy('position').execute(),
    db.selectFrom('order_copies').innerJoin('order_prints as owner', 'owner.id', 'order_copies.print_id')
      .select(['order_copies.print_id', 'order_copies.originals', 'order_copies.quantity', 'order_copies.width', 'order_copies.height', 'order_copies.sides', 'order_copies.abaa'])
      .where('owner.order_id', '=', orderId).orderBy('order_copies.print_id').orderBy('order_copies.position').execute(),
    db.selectFrom('order_frames').innerJoin('order_prints as owner', 'owner.id', 'order_frames.print_id')
      .select(['order_frames.print_id', 'order_frames.base_finish_id'])
      .where('owner.order_id', '=', orderId).orderBy('order_frames.print_id').orderBy('order_frames.position').execute(),
  ]);
  return prints.map((print) => ({
    product_id: print.product_id,
    copies: copies.filter((copy) => copy.print_id === print.id).map((copy) => ({
      originals: Number(copy.originals), quantity: Number(copy.quantity), width: Number(copy.width), height: Number(copy.height),
      sides: Number(copy.sides), abaa: Number(copy.abaa),
    })),
    frames: frames.filter((frame) => frame.print_id === print.id).map((frame) => ({ base: frame.base_finish_id })),
  }));
}

/** Stores a transport priced again (an accepted quote's planned date), its cents swapped inside the total. */
export async function storeOrderTransport(
  db: Kysely<Database>,
  orderId: number,
  transport: { kind: 'none' | 'pickup' | 'priced' | 'on_request'; cents: number; lines: readonly { code: string; cents: number }[] },
): Promise<void> {
  await db.updateTable('orders').set((eb) => ({
    transport_kind: transport.kind,
    transport_cents: transport.cents,
    transport_lines: JSON.stringify(transport.lines),
    total_cents: eb(eb('total_cents', '-', eb.ref('transport_cents')), '+', transport.cents),
  })).where('id', '=', orderId).execute();
}
