import type { Db } from '../../../src/server/platform/db/connect.js';
import type { Customer, SentOrder } from './order-load.js';

/** An order as the database holds it (or as it must hold it), children in position order. */
export interface OrderSnapshot {
  reference: string;
  kind: string;
  state: string;
  partner_id: number;
  user_id: number;
  delivery_date: string | null;
  total_cents: number;
  prints: {
    product_id: number;
    uuid: string;
    product_cents: number;
    frames_cents: number;
    copies: { originals: number; quantity: number; width: number; height: number; sides: number; abaa: number; remark: string }[];
    finishes: { finish_id: number; finishing_id: number; side: string }[];
    frames: { frame_id: number; base_finish_id: number | null; support: boolean; wallmount: boolean; sizes: unknown }[];
  }[];
}

/** What each print of the fixed shapes costs, as POST /prices answered before the load. */
export type PrintPrices = { productCents: number; framesCents: number }[];

export function expectedSnapshot(order: SentOrder, customer: Customer, prices: PrintPrices): OrderSnapshot {
  const prints = order.body.products.map((print, position) => ({
    product_id: print.product_id,
    uuid: print.uuid,
    product_cents: prices[position]!.productCents,
    frames_cents: prices[position]!.framesCents,
    copies: print.copies.map(({ originals, quantity, width, height, sides, abaa, remark }) => ({ originals, quantity, width, height, sides, abaa, remark })),
    finishes: print.finishes.map(({ id, finishing_id, side }) => ({ finish_id: id, finishing_id, side })),
    frames: (print.frames ?? []).map((frame) => ({
      frame_id: frame.id, base_finish_id: frame.base, support: frame.support, wallmount: frame.wallmount, sizes: frame.sizes,
    })),
  }));
  return {
    reference: order.reference,
    kind: 'order',
    state: 'waiting_for_files',
    partner_id: customer.partnerId,
    user_id: customer.userId,
    delivery_date: order.body.details.delivery_date,
    total_cents: prints.reduce((sum, print) => sum + print.product_cents + print.frames_cents, 0),
    prints,
  };
}

const byPosition = <T extends { position: number }>(rows: T[]) => [...rows].sort((a, b) => a.position - b.position);

/** Every order with an id above `afterId`, read back with all its rows, keyed by order id. */
export async function storedOrders(db: Db, afterId: number): Promise<Map<number, OrderSnapshot>> {
  const k = db.kysely;
  const orders = await k.selectFrom('orders').selectAll().where('id', '>', afterId).orderBy('id').execute();
  const orderIds = orders.map((order) => order.id);
  if (orderIds.length === 0) return new Map();
  const prints = await k.selectFrom('order_prints').selectAll().where('order_id', 'in', orderIds).execute();
  const printIds = prints.map((print) => print.id);
  const none = [-1];
  const copies = await k.selectFrom('order_copies').selectAll().where('print_id', 'in', printIds.length ? printIds : none).execute();
  const finishes = await k.selectFrom('order_finishes').selectAll().where('print_id', 'in', printIds.length ? printIds : none).execute();
  const frames = await k.selectFrom('order_frames').selectAll().where('print_id', 'in', printIds.length ? printIds : none).execute();
  const of = <T extends { print_id: number; position: number }>(rows: T[], printId: number) => byPosition(rows.filter((row) => row.print_id === printId));

  return new Map(orders.map((order) => [order.id, {
    reference: order.reference,
    kind: order.kind,
    state: order.state,
    partner_id: order.partner_id,
    user_id: order.user_id,
    delivery_date: order.delivery_date,
    total_cents: Number(order.total_cents),
    prints: byPosition(prints.filter((print) => print.order_id === order.id)).map((print) => ({
      product_id: print.product_id,
      uuid: print.uuid,
      product_cents: Number(print.product_cents),
      frames_cents: Number(print.frames_cents),
      copies: of(copies, print.id).map(({ originals, quantity, width, height, sides, abaa, remark }) =>
        ({ originals: Number(originals), quantity: Number(quantity), width: Number(width), height: Number(height), sides: Number(sides), abaa: Number(abaa), remark })),
      finishes: of(finishes, print.id).map(({ finish_id, finishing_id, side }) => ({ finish_id, finishing_id, side })),
      frames: of(frames, print.id).map((frame) => ({
        frame_id: frame.frame_id,
        base_finish_id: frame.base_finish_id,
        support: Boolean(frame.support),
        wallmount: Boolean(frame.wallmount),
        sizes: JSON.parse(frame.sizes) as unknown,
      })),
    })),
  }]));
}

export async function lastOrderId(db: Db): Promise<number> {
  const row = await db.kysely.selectFrom('orders').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}
