import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.js';
import type { OrderKind, OrderState } from '../../../../domain/orders.js';
import { needsRowLocks } from '../../../platform/db/row-lock.js';

/**
 * The order row (of the partner, or any for staff: null), locked against a parallel action until
 * the transaction ends (PostgreSQL): two actions at once are decided one after the other.
 */
export async function lockedOrder(trx: Kysely<Database>, orderId: number, partnerId: number | null) {
  let query = trx.selectFrom('orders').select(['id', 'partner_id', 'kind', 'state', 'deactivated_at', 'created_at', 'delivery_date', 'details'])
    .where('id', '=', orderId);
  if (partnerId !== null) query = query.where('partner_id', '=', partnerId);
  if (needsRowLocks(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Holds the order against a change (PostgreSQL: a shared row lock) while the transaction reads it. */
export async function holdOrder(trx: Kysely<Database>, orderId: number): Promise<void> {
  if (needsRowLocks(trx)) await trx.selectFrom('orders').select('id').where('id', '=', orderId).forShare().execute();
}

export interface OrderChange {
  kind: OrderKind;
  state: OrderState;
  deactivated_at: string | null;
  updated_at: string;
  delivery_date?: string;
  details?: string;
  files_deadline?: string;
}

/**
 * Writes the change only while the row is still as it was read (`was`); false when it changed
 * meanwhile.
 */
export async function changeOrder(
  trx: Kysely<Database>,
  orderId: number,
  was: { state: OrderState; kind: OrderKind; deactivated_at: string | null },
  change: OrderChange,
): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set(change)
    .where('id', '=', orderId)
    .where('state', '=', was.state)
    .where('kind', '=', was.kind)
    .where('deactivated_at', was.deactivated_at === null ? 'is' : '=', was.deactivated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One line of the order's history. */
export async function recordOrderEvent(
  trx: Kysely<Database>,
  event: { order_id: number; from_state: string; to_state: string; at: string; actor: string },
): Promise<void> {
  await trx.insertInto('order_events').values(event).execute();
}

/** The order's current state. */
export async function orderStateOf(db: Kysely<Database>, orderId: number): Promise<OrderState> {
  const row = await db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.state;
}

/** Deletes the partner's template; false when there is no such template (any more). */
export async function deleteTemplate(db: Kysely<Database>, orderId: number, partnerId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('orders')
    .where('id', '=', orderId).where('partner_id', '=', partnerId).where('kind', '=', 'template')
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
