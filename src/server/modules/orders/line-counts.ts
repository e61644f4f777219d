import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { lineCountsOfOrders } from './queries/order-list.js';

/** Orders whose counts one process keeps: the first pages of every company's overviews many times over. */
const KEPT_ORDERS = 20_000;

/**
 * How many copy lines each order has, for the overview's files column ("2 van 5"). An order's lines
 * are written once, in the transaction that places it, and go only with the order; ids are never
 * used twice (serial, AUTOINCREMENT). So a count once read stays true, on every process of a cluster,
 * and the first page of a list (which the newest order, however big, is always on) reads it once
 * instead of counting 5,000 lines on every visit. The least recently used counts go first.
 */
export class OrderLineCounts {
  private readonly known = new Map<number, number>();

  constructor(private readonly kept = KEPT_ORDERS) {}

  async of(db: Kysely<Database>, orderIds: readonly number[]): Promise<Map<number, number>> {
    const missing = orderIds.filter((id) => !this.known.has(id));
    const counted = missing.length === 0 ? new Map<number, number>()
      : new Map((await lineCountsOfOrders(db, missing)).map((row) => [row.order_id, Number(row.lines)]));
    const lines = new Map(orderIds.map((id) => [id, this.known.get(id) ?? counted.get(id) ?? 0]));
    for (const [id, count] of lines) this.remember(id, count);
    return lines;
  }

  private remember(orderId: number, lines: number): void {
    // A Map keeps insertion order: re-inserting marks the count as used last.
    this.known.delete(orderId);
    this.known.set(orderId, lines);
    if (this.known.size > this.kept) this.known.delete(this.known.keys().next().value!);
  }
}
