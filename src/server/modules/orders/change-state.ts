import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { notFound, refused, ApiError } from '../../platform/http/errors.js';
import { priceCatalog, type PriceCatalog } from '../catalog/price-catalog.js';
import type { OrderKind, OrderState } from '../../../domain/orders.js';
import { decide, type LifeAction } from './transitions.js';
import { createInvoiceFor } from './invoices.js';
import { DEMO_COMPANY } from '../documents/company.js';
import { lifeOf } from './transitions.js';
import { planQuoteDelivery } from './quote-delivery.js';
import { priceQuoteTransport } from './quote-transport.js';
import { refuseQuoteWithoutDestination } from './quote-destination.js';
import { changeOrder, lockedOrder, recordOrderEvent } from './queries/order-state.js';
import { inTransaction } from '../../platform/db/queries.js';
import { queueStepMails, type StepMails } from './step-mails.js';
import type { Text } from '../../../domain/texts/text.js';

export interface ActionScope {
  /** The partner the caller acts for; null for staff (admin CLI), who see every order. */
  partnerId: number | null;
  /** 'user:<id>' or 'admin', kept in the order's history. */
  actor: string;
  /**
   * The state the caller saw and means to act on: when the order has moved on since (another staff
   * member advanced it at the same moment), nothing is done (409), so one intention is one step.
   */
  seenState?: OrderState;
  /** Staff steps: the mails the step causes (shipped, invoice) are queued in its transaction (step-mails.ts). */
  mails?: StepMails;
  /** Days from an invoice's date to its due date (the company's payment term); the demo company's when left out. */
  paymentDays?: number;
}

const ORDER_MOVED_ON = 'The order changed meanwhile; try again.';

export interface ChangedOrder {
  id: number;
  kind: OrderKind;
  state: OrderState;
  deactivated: boolean;
  /** Told to the customer with the answer (an accepted quote planned on another delivery date). */
  notice?: Text;
}

/**
 * Applies one action to one order in a transaction: 404 when the order is not the caller's, 405 with
 * the reason when the rules refuse, the history row, and the invoice when the order reaches
 * invoicing. Accepting a quote plans its delivery date again (quote-delivery.ts).
 */
export async function applyAction(
  db: Kysely<Database>,
  orderId: number,
  action: StateAction,
  scope: ActionScope,
  now: Date,
): Promise<ChangedOrder> {
  // Read before the transaction: the cached catalogue /expedition answers from.
  const catalog = action === 'accept' ? await priceCatalog(db) : null;
  return inTransaction(db, (trx) => applyActionIn(trx, orderId, action, scope, now, catalog));
}

export type StateAction = Exclude<LifeAction, 'delete' | 'reorder' | 'upload'>;

/** The same inside a transaction the caller already holds (the upload that completes the files). */
export async function applyActionIn(
  trx: Kysely<Database>,
  orderId: number,
  action: StateAction,
  scope: ActionScope,
  now: Date,
  catalog: PriceCatalog | null = null,
): Promise<ChangedOrder> {
  // Locked (PostgreSQL): of two actions at once (accept and deactivate, approve twice) the second
  // is decided on what the first one left, and refused (405) when it no longer applies.
  const order = await lockedOrder(trx, orderId, scope.partnerId);
  if (!order) throw notFound();
  if (scope.seenState !== undefined && order.state !== scope.seenState) throw new ApiError(409, ORDER_MOVED_ON);
  const verdict = decide(lifeOf(order, now), action);
  if (!verdict.ok) throw refused(verdict.message);
  if (action === 'accept') await refuseQuoteWithoutDestination(trx, order);
  const at = now.toISOString();
  const pricing = action === 'accept' ? (catalog ?? await priceCatalog(trx)) : null;
  const planned = pricing ? await planQuoteDelivery(trx, order, pricing, now) : null;
  // Written only while the row is as decided on: a guard should the row have changed all the same.
  const changed = await changeOrder(trx, orderId, order, {
    kind: verdict.kind,
    state: verdict.state,
    deactivated_at: verdict.deactivated ? (order.deactivated_at ?? at) : null,
    updated_at: at,
    ...(planned ? { delivery_date: planned.delivery.day, details: planned.details, files_deadline: planned.filesDeadline } : {}),
  });
  if (!changed) throw new ApiError(409, ORDER_MOVED_ON);
  if (planned && pricing) await priceQuoteTransport(trx, orderId, { delivery: planned.delivery, pickup: planned.pickup }, pricing, now);
  // A deactivation keeps the state 'quote'; the history names it.
  const toState = verdict.deactivated && order.deactivated_at === null ? 'deactivated' : verdict.state;
  await recordOrderEvent(trx, { order_id: orderId, from_state: order.state, to_state: toState, at, actor: scope.actor });
  const invoiceId = verdict.state === 'invoicing' && order.state !== 'invoicing'
    ? await createInvoiceFor(trx, orderId, now, scope.paymentDays ?? DEMO_COMPANY.paymentDays)
    : null;
  if (scope.mails) {
    const entered = verdict.state === order.state ? null : verdict.state;
    await queueStepMails(trx, { orderId, entered, invoiceId }, scope.mails, now);
  }
  const result: ChangedOrder = { id: orderId, kind: verdict.kind, state: verdict.state, deactivated: verdict.deactivated };
  return planned?.notice ? { ...result, notice: planned.notice } : result;
}
