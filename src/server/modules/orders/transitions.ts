/**
 * The life of an order after placement (DESIGN.md section 9), in one pure module: which action may
 * happen to which order, and where it leads. Routes and the admin CLI ask here; nothing else
 * decides a state. A refusal carries the message the client shows with the 405.
 */

import { ORDER_STAGES, type OrderKind, type OrderStage, type OrderState } from '../../../domain/orders.js';

/** The stages of an order in their order (the admin tool advances along them). */
export const ORDER_FLOW = ORDER_STAGES;

export interface LifeOrder {
  kind: OrderKind;
  state: OrderState;
  /** A deactivated quote is closed for good. */
  deactivated: boolean;
  /** A quote older than QUOTE_VALID_DAYS: its price no longer holds. */
  expired?: boolean;
}

/**
 * How long a quote's price holds (as a print company quotes): accepted within
 * it, the order keeps the quoted prices; after it the quote can no longer be accepted, only ordered
 * again at current prices (reorder), so nobody is bound to a price they were not shown.
 */
export const QUOTE_VALID_DAYS = 30;
const DAY_MS = 86_400_000;

export function quoteExpired(createdAt: string, now: Date): boolean {
  return now.getTime() >= Date.parse(createdAt) + QUOTE_VALID_DAYS * DAY_MS;
}

/** An order row as stored, as the rules of its life see it. */
export function lifeOf(
  order: { kind: LifeOrder['kind']; state: LifeOrder['state']; deactivated_at: string | null; created_at: string },
  now: Date,
): LifeOrder {
  const expired = order.kind === 'quote' && quoteExpired(order.created_at, now);
  return { kind: order.kind, state: order.state, deactivated: order.deactivated_at !== null, expired };
}

const expiredQuoteMessage = `This quote has expired: its price held for ${QUOTE_VALID_DAYS} days. Order it again for a current price.`;

export type LifeAction =
  /** Staff move an order one stage on (admin CLI). */
  | 'advance'
  /** Every copy line has a file to print (not refused, warnings accepted): waiting for files -> intake. */
  | 'files_complete'
  /**
   * The customer approves the order without waiting for (all) files, e.g. because they come
   * another way (DESIGN.md section 9, "or the customer ticks approve"): waiting for files -> intake.
   */
  | 'approve'
  | 'upload'
  | 'accept'
  | 'deactivate'
  | 'delete'
  | 'reorder';

export type Verdict =
  | { ok: true; kind: OrderKind; state: OrderState; deactivated: boolean }
  | { ok: false; message: string };

/** States in which the customer may still add print files. */
const UPLOAD_STATES: readonly OrderState[] = ['waiting_for_files', 'intake', 'prepress'];

function refuse(message: string): Verdict {
  return { ok: false, message };
}

function isOrderStage(state: OrderState): state is OrderStage {
  return (ORDER_FLOW as readonly string[]).includes(state);
}

function nextOrderStage(state: OrderStage): OrderStage | null {
  return ORDER_FLOW[ORDER_FLOW.indexOf(state) + 1] ?? null;
}

export function decide(order: LifeOrder, action: LifeAction): Verdict {
  const stay: Verdict = { ok: true, kind: order.kind, state: order.state, deactivated: order.deactivated };
  switch (action) {
    case 'advance': {
      if (order.kind !== 'order' || !isOrderStage(order.state)) return refuse(`A ${order.kind} has no stages to advance.`);
      const next = nextOrderStage(order.state);
      return next ? { ...stay, state: next } : refuse('This order is done.');
    }
    case 'files_complete':
      if (order.kind === 'order' && order.state === 'waiting_for_files') return { ...stay, state: 'intake' };
      return refuse('Only an order waiting for files moves to intake.');
    case 'approve':
      if (order.kind === 'order' && order.state === 'waiting_for_files') return { ...stay, state: 'intake' };
      return refuse('Only an order waiting for files can be approved.');
    case 'upload':
      if (order.kind === 'order' && UPLOAD_STATES.includes(order.state)) return stay;
      return refuse('Files can no longer be added to this order.');
    case 'accept':
      if (order.kind !== 'quote') return refuse('Only a quote can be accepted.');
      if (order.deactivated) return refuse('This quote has been deactivated.');
      if (order.expired) return refuse(expiredQuoteMessage);
      return { ok: true, kind: 'order', state: 'waiting_for_files', deactivated: false };
    case 'deactivate':
      if (order.kind !== 'quote') return refuse('Only a quote can be deactivated.');
      if (order.deactivated) return refuse('This quote has already been deactivated.');
      return { ...stay, deactivated: true };
    case 'delete':
      return order.kind === 'template' ? stay : refuse('Only a template can be deleted.');
    case 'reorder':
      return order.kind === 'quote' && !order.expired ? refuse('Accept the quote instead of ordering it again.') : stay;
  }
}

/** Progress for the order detail: the stages in order and how far this order is. */
export function progressOf(order: LifeOrder): { stages: readonly OrderStage[]; current: number | null } {
  return { stages: ORDER_FLOW, current: isOrderStage(order.state) ? ORDER_FLOW.indexOf(order.state) : null };
}
