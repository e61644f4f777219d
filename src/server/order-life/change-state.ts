import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { notFound, refused, ApiError } from '../http/errors.js';
import { decide, type LifeAction, type LifeKind, type LifeState } from './transitions.js';
import { createInvoiceFor } from './invoices.js';

export interface ActionScope {
  /** The partner the caller acts for; null for staff (admin CLI), who see every order. */
  partnerId: number | null;
  /** 'user:<id>' or 'admin', kept in the order's history. */
  actor: string;
}

export interface ChangedOrder {
  id: number;
  kind: LifeKind;
  state: LifeState;
  deactivated: boolean;
}

/**
 * Applies one action to one order in a transaction: 404 when the order is not the caller's, 405 with
 * the reason when the rules refuse, the history row, and the invoice when the order reaches
 * invoicing. The update only lands if nobody changed the order meanwhile (409 otherwise).
 */
export async function applyAction(
  db: Kysely<Database>,
  orderId: number,
  action: StateAction,
  scope: ActionScope,
  now: Date,
): Promise<ChangedOrder> {
  return db.transaction().execute((trx) => applyActionIn(trx, orderId, action, scope, now));
}

export type StateAction = Exclude<LifeAction, 'delete' | 'reorder' | 'upload'>;

/** The same inside a transaction the caller already holds (the upload that completes the files). */
export async function applyActionIn(
  trx: Kysely<Database>,
  orderId: number,
  action: StateAction,
  scope: ActionScope,
  now: Date,
): Promise<ChangedOrder> {
  {
    let query = trx.selectFrom('orders').select(['id', 'kind', 'state', 'deactivated_at']).where('id', '=', orderId);
    if (scope.partnerId !== null) query = query.where('partner_id', '=', scope.partnerId);
    const order = await query.executeTakeFirst();
    if (!order) throw notFound();
    const verdict = decide({ kind: order.kind, state: order.state, deactivated: order.deactivated_at !== null }, action);
    if (!verdict.ok) throw refused(verdict.message);
    const at = now.toISOString();
    const result = await trx
      .updateTable('orders')
      .set({
        kind: verdict.kind,
        state: verdict.state,
        deactivated_at: verdict.deactivated ? (order.deactivated_at ?? at) : null,
        updated_at: at,
      })
      .where('id', '=', orderId)
      .where('state', '=', order.state)
      .where('kind', '=', order.kind)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(409, 'The order changed meanwhile; try again.');
    // A deactivation keeps the state 'quote'; the history names it.
    const toState = verdict.deactivated && order.deactivated_at === null ? 'deactivated' : verdict.state;
    await trx.insertInto('order_events').values({ order_id: orderId, from_state: order.state, to_state: toState, at, actor: scope.actor }).execute();
    if (verdict.state === 'invoicing' && order.state !== 'invoicing') await createInvoiceFor(trx, orderId, now);
    return { id: orderId, kind: verdict.kind, state: verdict.state, deactivated: verdict.deactivated };
  }
}
