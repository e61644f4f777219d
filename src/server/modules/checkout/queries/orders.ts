import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Contact, Details } from '../../../../domain/order.js';
import type { Print } from '../../../../domain/print.js';
import type { Database } from '../../../db/database.js';
import type { DeliveryAddress, OrderKind, OrderState } from '../../../../domain/orders.js';
import type { OrderCopiesTable } from '../../../db/order-tables.js';
import type { PriceResult } from '../../../../domain/pricing/index.js';
import type { TransportCost } from '../../../../domain/transport/index.js';

/** Rows per multi-row insert: 3,000 copy lines x 9 columns stays under SQLite's 32,766 parameters. */
const ROWS_PER_INSERT = 3000;

export interface PricedPrint {
  print: Print;
  price: PriceResult;
  /** Frames are kept only for PlusFrames, as the price counted them. */
  keepFrames: boolean;
}

export interface NewOrder {
  /** The browser cart it comes from (null: none given, e.g. the demo history). */
  cartId?: string | null;
  /** The delivery address as it is now (null: picked up or none). */
  deliveryAddress?: DeliveryAddress | null;
  kind: OrderKind;
  state: OrderState;
  partnerId: number;
  userId: number;
  contact: Contact;
  details: Details;
  deliveryDate: string | null;
  prints: PricedPrint[];
  /** The transport priced on the server (null: nothing to ship yet, e.g. a template). */
  transport?: TransportCost | null;
  now: Date;
}

async function inChunks<R>(rows: readonly R[], insert: (chunk: R[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/**
 * Stores an order with its prints, copy lines, finishes and frames inside the caller's transaction,
 * with multi-row inserts: 2 queries plus one per 3,000 rows of each child table, whatever the order.
 */
export async function storeOrder(trx: Transaction<Database>, order: NewOrder): Promise<{ id: number; totalCents: number }> {
  const at = order.now.toISOString();
  const transportCents = order.transport?.cents ?? 0;
  const totalCents = order.prints.reduce((sum, { price }) => sum + price.productCents + price.framesCents, transportCents);
  const { id } = await trx.insertInto('orders').values({
    kind: order.kind,
    state: order.state,
    partner_id: order.partnerId,
    user_id: order.userId,
    reference: order.details.reference,
    description: order.details.description,
    contact: JSON.stringify(order.contact),
    details: JSON.stringify(order.details),
    delivery_date: order.deliveryDate,
    total_cents: totalCents,
    transport_kind: order.transport?.kind ?? 'none',
    transport_cents: transportCents,
    transport_lines: JSON.stringify(order.transport?.lines ?? []),
    cart_id: order.cartId ?? null,
    delivery_address: order.deliveryAddress ? JSON.stringify(order.deliveryAddress) : null,
    po_number: order.details.po_number,
    cost_centre: order.details.cost_centre,
    created_at: at,
    updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();

  const printRows = await trx.insertInto('order_prints').values(order.prints.map(({ print, price }, position) => ({
    order_id: id,
    position,
    product_id: print.product_id,
    uuid: print.uuid,
    extra_reference: print.extra_reference ?? '',
    product_cents: price.productCents,
    frames_cents: price.framesCents,
    complete: print.complete ? 1 : 0,
  } as const))).returning(['id', 'position']).execute();
  // RETURNING order is not promised by SQLite: match the rows by position.
  const printIds = new Map(printRows.map((row) => [row.position, row.id]));
  const printIdAt = (position: number): number => printIds.get(position)!;

  const copies: Insertable<OrderCopiesTable>[] = order.prints.flatMap(({ print }, position) =>
    print.copies.map((copy, index) => ({
      print_id: printIdAt(position),
      position: index,
      originals: copy.originals,
      quantity: copy.quantity,
      width: copy.width,
      height: copy.height,
      sides: copy.sides,
      abaa: copy.abaa,
      remark: copy.remark ?? '',
    })),
  );
  const finishes = order.prints.flatMap(({ print }, position) =>
    (print.finishes ?? []).map((finish, index) => ({
      print_id: printIdAt(position),
      position: index,
      finish_id: finish.id,
      finishing_id: finish.finishing_id,
      side: finish.side,
      location: finish.location ?? null,
    })),
  );
  const frames = order.prints.flatMap(({ print, keepFrames }, position) =>
    (keepFrames ? print.frames ?? [] : []).map((frame, index) => ({
      print_id: printIdAt(position),
      position: index,
      frame_id: frame.id,
      base_finish_id: frame.base,
      support: frame.support ? 1 : 0,
      wallmount: frame.wallmount ? 1 : 0,
      sizes: JSON.stringify(frame.sizes),
    } as const)),
  );
  await inChunks(copies, (chunk) => trx.insertInto('order_copies').values(chunk).execute());
  await inChunks(finishes, (chunk) => trx.insertInto('order_finishes').values(chunk).execute());
  await inChunks(frames, (chunk) => trx.insertInto('order_frames').values(chunk).execute());
  return { id, totalCents };
}

/** Whether the order exists and belongs to the partner. */
export async function isOrderOfPartner(db: Kysely<Database>, orderId: number, partnerId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id')
    .where('id', '=', orderId).where('partner_id', '=', partnerId).executeTakeFirst();
  return row !== undefined;
}

/** The product of every print of an order. */
export async function productIdsOfOrder(db: Kysely<Database>, orderId: number): Promise<number[]> {
  const rows = await db.selectFrom('order_prints').select('product_id').where('order_id', '=', orderId).execute();
  return rows.map((row) => row.product_id);
}
